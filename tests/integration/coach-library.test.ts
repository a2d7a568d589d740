import { beforeEach, describe, expect, it } from "vitest";
import { liveContent } from "~/content/live.server";
import { getProgram } from "~/content/programs/index.server";
import { listRevisions, readDraft } from "~/features/content/content-store.server";
import { liveLibrary } from "~/features/library/library.server";
import { formFailureOf } from "~/lib/form-failure";
import { createMember } from "~/lib/members.server";
import { action as listAction, loader as listLoader } from "~/routes/coach/library";
import { action as entryAction, loader as entryLoader } from "~/routes/coach/library-entry";
import { cookieFrom, outcome } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";

type ListData = Awaited<ReturnType<typeof listLoader>>;
type EntryData = Awaited<ReturnType<typeof entryLoader>>;

// Issue 38 §6 (decision 0058): the coach's library pages on the form protocol.
describe("the coach's exercise library", () => {
  const { database, app } = useTestApp();
  let coach: string;
  let member: string;

  beforeEach(async () => {
    const cookieOf = async (email: string, role: "member" | "coach") => {
      const person = await createMember(database.db, {
        name: email.split("@")[0] ?? "x",
        email,
        password: "a-long-enough-password",
        role,
      });
      if (!person) throw new Error("no member");
      return cookieFrom([(await app.services.sessions.create({ memberId: person.id })).setCookie]);
    };
    coach = await cookieOf("coach@example.com", "coach");
    member = await cookieOf("plain@example.com", "member");
  });

  const list = (query = "", cookie = coach) =>
    outcome(() => listLoader(app.args(`/coach/library${query}`, { cookie }) as Args<typeof listLoader>));
  const entry = (id: string, cookie = coach) =>
    outcome(() =>
      entryLoader(app.args(`/coach/library/${id}`, { cookie, params: { id } }) as Args<typeof entryLoader>),
    );
  const send = (id: string, form: Record<string, string | readonly string[]>) =>
    outcome(() =>
      entryAction(
        app.args(`/coach/library/${id}`, { cookie: coach, form, params: { id } }) as Args<typeof entryAction>,
      ),
    );
  /** The entry's form as the page fills it, with some fields changed. */
  const formOf = async (id: string, changes: Record<string, string | readonly string[]> = {}) => {
    const shown = ((await entry(id)).data as EntryData).entry;
    return {
      name: shown.name,
      cues: shown.cues.join("\n"),
      mistakes: shown.mistakes.join("\n"),
      safety: shown.safety.join("\n"),
      muscles: shown.muscles,
      equipment: shown.equipment,
      easierId: shown.easierId,
      harderId: shown.harderId,
      swapIds: shown.swapIds,
      ...changes,
    };
  };

  it("is the coach's only: a member is refused, an unknown entry is a 404", async () => {
    expect((await list("", member)).status).toBe(403);
    expect((await entry("goblet-squat", member)).status).toBe(403);
    expect((await entry("no-such-exercise")).status).toBe(404);
  });

  it("searches by name and filters by muscle and equipment", async () => {
    const all = (await list()).data as ListData;
    expect(all.entries).toHaveLength(liveLibrary().all().length);
    // No demo media anywhere yet: every entry has none.
    expect(all.withoutDemo).toBe(all.total);
    const found = (await list("?q=goblet&equipment=box")).data as ListData;
    expect(found.entries.map((it) => it.name)).toEqual(["Goblet squat to a box"]);
    const none = (await list("?q=goblet&muscle=triceps&nodemo=1")).data as ListData;
    expect(none.entries).toEqual([]);
  });

  it("saves a changed cue as a draft only she sees, then publishes it as a revision shown on the program", async () => {
    const cue = "Sit between your heels as if lowering onto a low stool, chest tall.";
    const form = await formOf("goblet-squat");
    const cues = `${form.cues}\n${cue}`;
    const saved = await send("goblet-squat", { ...form, cues, intent: "save" });
    expect(saved.status).toBe(303);
    expect(await readDraft(database.db, "exercise:goblet-squat")).not.toBeNull();
    expect(liveLibrary().get("goblet-squat")?.cues).not.toContain(cue);
    expect(((await list()).data as ListData).entries.find((it) => it.id === "goblet-squat")?.draft).toBe(
      true,
    );

    const published = await send("goblet-squat", {
      ...(await formOf("goblet-squat")),
      name: "Kettlebell goblet squat",
      intent: "publish",
    });
    expect(published.status).toBe(303);
    expect(liveLibrary().get("goblet-squat")?.cues).toContain(cue);
    expect(await readDraft(database.db, "exercise:goblet-squat")).toBeNull();
    const [latest] = await listRevisions(database.db, 1);
    expect(latest?.summary).toBe("Exercise: Kettlebell goblet squat");
    expect(latest?.changes.map((change) => change.path)).toContain(
      "exercises › Kettlebell goblet squat › name",
    );
    // The program shows the new name after its superset label, and keeps its own prescription.
    const line = getProgram("stay-strong").sessions[0]?.mainWork[0]?.exercises[0];
    expect(line?.name).toMatch(/Kettlebell goblet squat$/);
    expect(line?.exerciseId).toBe("goblet-squat");
    expect(
      liveContent().programs.find((p) => p.slug === "stay-strong")?.sessions[0]?.mainWork[0]?.exercises[0]
        ?.name,
    ).not.toMatch(/Kettlebell/);
  });

  it("refuses too few cues, an unknown muscle and a forged variation in plain words, keeping what she typed", async () => {
    const answer = await send("goblet-squat", {
      ...(await formOf("goblet-squat")),
      cues: "Knees out.\nStand tall and proud.",
      muscles: ["quads", "spleen"],
      harderId: "no-such-exercise",
      intent: "publish",
    });
    expect(answer.status).toBe(400);
    const failure = formFailureOf(answer.data);
    expect(failure?.fieldErrors.cues).toBe("Give at least 3 cues, please.");
    expect(failure?.fieldErrors.muscles).toBe("Please choose from the list.");
    expect(failure?.values.cues).toBe("Knees out.\nStand tall and proud.");
    expect(JSON.stringify(failure)).not.toMatch(/zod|Invalid|expected/i);
    expect(liveLibrary().get("goblet-squat")?.cues).toHaveLength(4);
    // Kept as her draft with the problems marked.
    const shown = (await entry("goblet-squat")).data as EntryData;
    expect(shown.draftSavedAt).not.toBeNull();
    expect(shown.problems.cues).toBe("Give at least 3 cues, please.");

    const fixed = await send("goblet-squat", {
      ...(await formOf("goblet-squat")),
      cues: "Knees out over the toes.\nStand tall and proud.\nBreathe out as you stand.",
      muscles: ["quads"],
      harderId: "no-such-exercise",
      intent: "publish",
    });
    expect(formFailureOf(fixed.data)?.fieldErrors.harderId).toBe(
      "That entry is no longer in the library: please choose again.",
    );
  });

  it("starts a new entry under its name's id, refuses a name the library has, and publishes it", async () => {
    const taken = await outcome(() =>
      listAction(
        app.args("/coach/library", {
          cookie: coach,
          form: { intent: "new", name: "A1. Goblet squat" },
        }) as Args<typeof listAction>,
      ),
    );
    expect(formFailureOf(taken.data)?.fieldErrors.name).toBe(
      'The library already has "Goblet squat". Open it from the list to change it.',
    );
    const started = await outcome(() =>
      listAction(
        app.args("/coach/library", {
          cookie: coach,
          form: { intent: "new", name: "Box squat with a pause" },
        }) as Args<typeof listAction>,
      ),
    );
    expect(started.location).toBe("/coach/library/box-squat-with-a-pause");
    expect(((await list()).data as ListData).newEntries.map((it) => it.name)).toEqual([
      "Box squat with a pause",
    ]);
    const published = await send("box-squat-with-a-pause", {
      name: "Box squat with a pause",
      cues: "Sit to the box and pause for two seconds.\nStay braced on the box.\nStand up by pushing the floor away.",
      mistakes: "Relaxing completely on the box.",
      safety: "Use a box that cannot slide, at a height your knees like.",
      muscles: ["quads", "glutes"],
      equipment: ["box"],
      easierId: "bodyweight-box-squat",
      harderId: "",
      swapIds: ["goblet-squat-to-box"],
      intent: "publish",
    });
    expect(published.status).toBe(303);
    expect(liveLibrary().get("box-squat-with-a-pause")?.easierId).toBe("bodyweight-box-squat");
    expect((await listRevisions(database.db, 1))[0]?.summary).toBe("New exercise: Box squat with a pause");
  });
});
