import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { members } from "~/db/schema";
import { TEXT_SIZE_ERROR } from "~/features/text-size/text-size.server";
import { formFailureOf } from "~/lib/form-failure";
import { loader as rootLoader } from "~/root";
import { action as loginAction } from "~/routes/account/login";
import { action, loader } from "~/routes/preferences/text-size";
import { signUpWithCode } from "../helpers/sign-up";
import { cookieFrom, createTestApp, outcome, signedIn } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

// Issue 20 §4, decision 0037: the text-size form, for a visitor (a cookie) and a member (her
// profile and the cookie), and the size the root loader puts on <html>.

describe("the text-size preference", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database);
  });

  const choose = (form: Record<string, string>, cookie?: string, path = "/preferences/text-size") =>
    outcome(() => action(app.args(path, { form, cookie })));

  async function sizeOnPage(cookie?: string) {
    const answer = await outcome(() => rootLoader(app.args("/", { cookie })));
    return (answer.data as { textSize: string }).textSize;
  }

  async function storedSize(id: string) {
    const [row] = await database.db
      .select({ textSize: members.textSize })
      .from(members)
      .where(eq(members.id, id));
    return row?.textSize;
  }

  it("a visitor's choice is a year-long cookie and a 303 back to the page she was reading", async () => {
    const answer = await choose({ size: "larger", redirectTo: "/about?from=menu" });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/about?from=menu");
    const [cookie] = answer.cookies;
    expect(cookie).toMatch(/^wb50_text=larger; Path=\/; SameSite=Lax; Max-Age=31536000$/);
    expect(await sizeOnPage(cookieFrom(answer.cookies))).toBe("larger");
    // Nothing chosen, or a forged cookie: the standard size.
    expect(await sizeOnPage()).toBe("standard");
    expect(await sizeOnPage("wb50_text=enormous")).toBe("standard");
  });

  it("going back to Standard clears the cookie, so the public page cache serves her again", async () => {
    const answer = await choose({ size: "standard", redirectTo: "/" }, "wb50_text=large");
    expect(answer.cookies).toEqual(["wb50_text=; Path=/; SameSite=Lax; Max-Age=0"]);
  });

  it("an unknown size is a 400 with the field's message and what she sent", async () => {
    const forms: Record<string, string>[] = [
      { size: "huge", redirectTo: "/about" },
      { redirectTo: "/about" },
    ];
    for (const form of forms) {
      const answer = await choose(form);
      expect(answer.status).toBe(400);
      const failure = formFailureOf(answer.data);
      expect(failure?.fieldErrors).toEqual({ size: TEXT_SIZE_ERROR });
      expect(failure?.values.redirectTo).toBe("/about");
      expect(answer.cookies).toEqual([]);
    }
  });

  it("a body that is not a form is a 415, never a 500", async () => {
    const request = new Request("http://localhost/preferences/text-size", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ size: "large" }),
    });
    const args = app.args("/preferences/text-size");
    const answer = await outcome(() => action({ ...args, request }));
    expect(answer.status).toBe(415);
  });

  it("a redirectTo off this site falls back to the home page", async () => {
    for (const redirectTo of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
    ]) {
      const answer = await choose({ size: "large", redirectTo });
      expect(answer.status, redirectTo).toBe(303);
      expect(answer.location, redirectTo).toBe("/");
    }
    expect((await choose({ size: "large" })).location).toBe("/");
  });

  it("a member's choice goes into her profile and the cookie; her profile wins over any cookie", async () => {
    const ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    expect(await storedSize(ann.id)).toBe("standard");

    const answer = await choose({ size: "large", redirectTo: "/dashboard" }, ann.cookie);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/dashboard");
    expect(answer.cookies).toEqual([expect.stringMatching(/^wb50_text=large;/)]);
    expect(await storedSize(ann.id)).toBe("large");
    // Signed in on a device whose cookie says otherwise (or none), the profile decides.
    expect(await sizeOnPage(ann.cookie)).toBe("large");
    expect(await sizeOnPage(`${ann.cookie}; wb50_text=larger`)).toBe("large");
  });

  it("the size she chose as a visitor goes into the account she creates", async () => {
    const signUp = (email: string, cookie?: string) =>
      signUpWithCode(
        app,
        { name: "Ann", email, password: "a-long-enough-password", redirectTo: "/dashboard" },
        { cookie },
      );
    const ann = await signUp("ann@example.com", "wb50_text=larger");
    expect(ann.status).toBe(302);
    const [annRow] = await database.db.select().from(members).where(eq(members.email, "ann@example.com"));
    expect(annRow?.textSize).toBe("larger");
    // On another device, signed in, her profile still says Larger, with no cookie at all.
    expect(await sizeOnPage(cookieFrom(ann.cookies))).toBe("larger");

    await signUp("bea@example.com", "wb50_text=enormous");
    const [beaRow] = await database.db.select().from(members).where(eq(members.email, "bea@example.com"));
    expect(beaRow?.textSize).toBe("standard");
  });

  it("signing in on another device brings her stored size with her", async () => {
    const ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    await choose({ size: "larger", redirectTo: "/" }, ann.cookie);
    const login = await outcome(() =>
      loginAction(
        app.args("/login", {
          form: { email: "ann@example.com", password: "a-long-enough-password", redirectTo: "/dashboard" },
          // A visitor's cookie from this other device: her profile wins once she is signed in.
          cookie: "wb50_text=large",
        }),
      ),
    );
    expect(login.location).toBe("/dashboard");
    expect(await sizeOnPage(`${cookieFrom(login.cookies)}; wb50_text=large`)).toBe("larger");
  });

  it("a data request (the control with JavaScript) is answered in place, not redirected", async () => {
    const answer = await choose(
      { size: "larger", redirectTo: "/about" },
      undefined,
      "/preferences/text-size.data",
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ size: "larger" });
    expect(answer.cookies).toEqual([expect.stringMatching(/^wb50_text=larger;/)]);
  });

  it("a GET of the form's address goes home", async () => {
    const answer = await outcome(async () => loader());
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
  });
});
