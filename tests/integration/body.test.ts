import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, bodyMetrics, progressPhotos } from "~/db/schema";
import { BODY_MESSAGES, comparedDays, sevenDayAverage } from "~/features/training/body.server";
import { savePreferences } from "~/features/training/training.server";
import { formFailureOf } from "~/lib/form-failure";
import { action as bodyAction, loader as bodyLoader } from "~/routes/training/body";
import { loader as photoLoader } from "~/routes/training/photo";
import { hugePng, oversizeJpeg, phoneJpeg, smallPng, svgFile, textFile } from "../helpers/photo-fixtures";
import { photoUpload } from "../helpers/photo-upload";
import { outcome, signedIn } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";

type Form = Record<string, string>;
type BodyData = Awaited<ReturnType<typeof bodyLoader>>;

describe("the 7-day average", () => {
  it("averages the measurements of the seven days ending each measured day", () => {
    const points = [
      { day: "2026-03-10", value: 70 },
      { day: "2026-03-01", value: 72 },
      { day: "2026-03-02", value: 71 },
      { day: "2026-03-07", value: 70 }, // 1 March is 6 days back: still in its window
      { day: "2026-03-08", value: 69 }, // 1 March has left the window
    ];
    const rounded = sevenDayAverage(points).map(({ day, value }) => [day, Number(value.toFixed(3))]);
    expect(rounded).toEqual([
      ["2026-03-01", 72],
      ["2026-03-02", 71.5],
      ["2026-03-07", 71], // 1, 2 and 7 March
      ["2026-03-08", 70], // 2, 7 and 8 March
      ["2026-03-10", 69.667], // 7, 8 and 10 March
    ]);
    expect(sevenDayAverage([])).toEqual([]);
    // A single weigh-in after a gap is its own average.
    expect(
      sevenDayAverage([
        { day: "2026-01-01", value: 80 },
        { day: "2026-02-01", value: 78 },
      ]),
    ).toEqual([
      { day: "2026-01-01", value: 80 },
      { day: "2026-02-01", value: 78 },
    ]);
  });

  it("compares her earliest and latest photo days unless she chose two of her days", () => {
    const days = ["2026-03-05", "2026-01-10", "2026-02-01", "2026-03-05"];
    expect(comparedDays(days, { before: null, after: null })).toEqual({
      before: "2026-01-10",
      after: "2026-03-05",
    });
    expect(comparedDays(days, { before: "2026-02-01", after: "2026-01-10" })).toEqual({
      before: "2026-02-01",
      after: "2026-01-10",
    });
    expect(comparedDays(days, { before: "1999-01-01", after: "<script>" })).toEqual({
      before: "2026-01-10",
      after: "2026-03-05",
    });
    expect(comparedDays(["2026-01-10"], { before: null, after: null })).toBeNull();
  });
});

describe("body metrics and progress photos", () => {
  // 10:00 on Tuesday 10 March 2026 in Sydney (the gym's zone, used when she has no profile).
  const { database, app } = useTestApp({ start: new Date("2026-03-09T23:00:00Z") });
  let ann: { id: string; cookie: string };
  let bea: { id: string; cookie: string };
  let coach: { id: string; cookie: string };

  beforeEach(async () => {
    const person = (name: string, role: "member" | "coach" = "member") =>
      signedIn(app, { name, email: `${name.toLowerCase()}@example.com`, role });
    ann = await person("Ann");
    bea = await person("Bea");
    coach = await person("Coach", "coach");
  });

  const act = (form: Form, cookie?: string) =>
    outcome(() => bodyAction(app.args("/progress/body", { form, cookie }) as Args<typeof bodyAction>));
  const page = async (cookie: string, query = "") =>
    (
      await outcome(() =>
        bodyLoader(app.args(`/progress/body${query}`, { cookie }) as Args<typeof bodyLoader>),
      )
    ).data as BodyData;
  const metricsOf = (memberId: string) =>
    database.db.select().from(bodyMetrics).where(eq(bodyMetrics.memberId, memberId)).orderBy(bodyMetrics.day);
  const photosOf = (memberId: string) =>
    database.db.select().from(progressPhotos).where(eq(progressPhotos.memberId, memberId));

  const upload = photoUpload(app);

  const photo = (photoId: string, cookie?: string) =>
    outcome(() =>
      photoLoader(
        app.args(`/progress/photos/${photoId}`, { cookie, params: { photoId } }) as Args<typeof photoLoader>,
      ),
    );
  const photoResponse = async (photoId: string, cookie?: string) =>
    (await photoLoader(
      app.args(`/progress/photos/${photoId}`, { cookie, params: { photoId } }) as Args<typeof photoLoader>,
    )) as Response;

  it("keeps one row per day: a new number replaces, an empty box keeps, and the chart reads her units", async () => {
    const first = await act(
      { intent: "metrics", day: "2026-03-09", weight: "72.5", waist: "", hips: "" },
      ann.cookie,
    );
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ done: "Saved your measurements for 9 March 2026." });
    // The evening: waist and hips on the same day; weight left empty stays 72.5.
    await act({ intent: "metrics", day: "2026-03-09", weight: "", waist: "84", hips: "102,5" }, ann.cookie);
    // Today: a corrected weight replaces the first one typed.
    await act({ intent: "metrics", day: "2026-03-10", weight: "73", waist: "", hips: "" }, ann.cookie);
    await act({ intent: "metrics", day: "2026-03-10", weight: "71.5", waist: "", hips: "" }, ann.cookie);

    expect(
      (await metricsOf(ann.id)).map(({ day, weightKg, waistCm, hipsCm }) => ({
        day,
        weightKg,
        waistCm,
        hipsCm,
      })),
    ).toEqual([
      { day: "2026-03-09", weightKg: 72.5, waistCm: 84, hipsCm: 102.5 },
      { day: "2026-03-10", weightKg: 71.5, waistCm: null, hipsCm: null },
    ]);
    expect(await metricsOf(bea.id)).toEqual([]);

    const mine = await page(ann.cookie);
    expect(mine).toMatchObject({ unit: "kg", length: "cm", today: "2026-03-10", goal: null });
    expect(mine.metrics).toEqual([
      { day: "2026-03-09", weight: 72.5, average: 72.5, waist: 84, hips: 102.5 },
      { day: "2026-03-10", weight: 71.5, average: 72, waist: null, hips: null },
    ]);
    // Bea sees none of it.
    expect((await page(bea.cookie)).metrics).toEqual([]);

    // Deleting a day removes it; deleting it again, or a day she never saved, is a 404.
    expect((await act({ intent: "delete-metrics", day: "2026-03-10" }, ann.cookie)).status).toBe(200);
    expect((await act({ intent: "delete-metrics", day: "2026-03-10" }, ann.cookie)).status).toBe(404);
    expect((await metricsOf(ann.id)).map((row) => row.day)).toEqual(["2026-03-09"]);
  });

  it("takes pounds and inches when she weighs in pounds, and shows her goal in them", async () => {
    await savePreferences(database.db, ann.id, { unit: "lb", plateStep: 2.5, goalWeightKg: 68 });
    await act({ intent: "metrics", day: "2026-03-10", weight: "160", waist: "33", hips: "40" }, ann.cookie);
    const [row] = await metricsOf(ann.id);
    expect(row?.weightKg).toBeCloseTo(72.57, 2);
    expect(row?.waistCm).toBeCloseTo(83.82, 2);
    const mine = await page(ann.cookie);
    expect(mine.length).toBe("in");
    expect(mine.goal).toBeCloseTo(149.91, 2);
    expect(mine.metrics[0]?.weight).toBeCloseTo(160, 6);
    expect(mine.metrics[0]?.hips).toBeCloseTo(40, 6);
    // 30 kg is 66.1 lb: the message's bounds are whole pounds that are all accepted.
    const light = await act({ intent: "metrics", day: "2026-03-10", weight: "66" }, ann.cookie);
    expect(formFailureOf(light.data)?.fieldErrors.weight).toBe("Enter your weight between 67 and 551 lb.");
    const long = await act({ intent: "metrics", day: "2026-03-10", waist: "80" }, ann.cookie);
    expect(formFailureOf(long.data)?.fieldErrors.waist).toBe("Enter your waist between 16 and 78 inches.");
  });

  it("refuses absurd, negative and empty measurements with a 400, keeps what she typed, and stores nothing", async () => {
    const cases: [Form, string, string][] = [
      [{ weight: "300" }, "weight", "Enter your weight between 30 and 250 kg."],
      [{ weight: "29.9" }, "weight", "Enter your weight between 30 and 250 kg."],
      [{ weight: "-70" }, "weight", "Enter your weight between 30 and 250 kg."],
      [{ weight: "seventy" }, "weight", "Enter your weight as a number, like 72.5."],
      [{ weight: "1e2" }, "weight", "Enter your weight as a number, like 72.5."],
      [{ weight: "70", waist: "250" }, "waist", "Enter your waist between 40 and 200 cm."],
      [{ weight: "70", hips: "-100" }, "hips", "Enter your hips between 40 and 200 cm."],
      [{ weight: "70", day: "2026-03-11" }, "day", BODY_MESSAGES.future],
      [{ weight: "70", day: "1999-12-31" }, "day", BODY_MESSAGES.tooEarly],
      [{ weight: "70", day: "2026-02-30" }, "day", BODY_MESSAGES.day],
    ];
    for (const [fields, field, message] of cases) {
      const form = { intent: "metrics", day: "2026-03-10", ...fields };
      const answer = await act(form, ann.cookie);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      const failure = formFailureOf(answer.data);
      expect(failure?.fieldErrors[field], JSON.stringify(fields)).toBe(message);
      expect(failure?.values).toMatchObject(fields);
    }
    const empty = await act(
      { intent: "metrics", day: "2026-03-10", weight: " ", waist: "", hips: "" },
      ann.cookie,
    );
    expect(empty.status).toBe(400);
    expect(formFailureOf(empty.data)?.formError).toBe("Enter at least one measurement.");
    const forged = await act({ intent: "grow-taller", day: "2026-03-10" }, ann.cookie);
    expect(forged.status).toBe(400);
    expect(await metricsOf(ann.id)).toEqual([]);

    // A visitor is sent to log in, and nothing is stored either.
    const visitor = await act({ intent: "metrics", day: "2026-03-10", weight: "70" });
    expect(visitor).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fprogress%2Fbody" });
    expect(await database.db.select().from(bodyMetrics)).toEqual([]);
  });

  it("stores a phone photo upright within 1200 × 1600 as JPEG, without EXIF, location or camera", async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    // The fixture does carry what must go: a position, a camera, a sideways orientation.
    expect(before.exif?.includes("WGS-84")).toBe(true);
    expect(before.exif?.includes("PhoneCo")).toBe(true);
    expect(before).toMatchObject({ width: 4000, height: 3000, orientation: 6 });

    const answer = await upload(ann.cookie, { bytes: original, name: "IMG_0001.JPG", type: "image/jpeg" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ done: "Saved your front photo for 10 March 2026." });
    const [stored] = await photosOf(ann.id);
    if (!stored) throw new Error("not stored");
    expect(stored).toMatchObject({
      day: "2026-03-10",
      pose: "front",
      contentType: "image/jpeg",
      width: 1200,
      height: 1600,
    });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);

    const after = await sharp(stored.bytes).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 1200, height: 1600 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.bytes.includes("WGS-84")).toBe(false);
    expect(stored.bytes.includes("PhoneCo")).toBe(false);
    expect(stored.bytes.length).toBeLessThan(original.length);
  });

  it("accepts a PNG as JPEG, and a second photo of the same pose and day replaces the first", async () => {
    const png = await smallPng();
    const first = await upload(
      ann.cookie,
      { bytes: png, name: "me.png", type: "image/png" },
      { pose: "side" },
    );
    expect(first.status).toBe(200);
    const [stored] = await photosOf(ann.id);
    expect(stored).toMatchObject({ pose: "side", width: 600, height: 800, contentType: "image/jpeg" });
    expect((await sharp(stored?.bytes).metadata()).format).toBe("jpeg");

    const again = await upload(
      ann.cookie,
      { bytes: await smallPng("#336699"), name: "me2.png", type: "image/png" },
      { pose: "side" },
    );
    expect(again.status).toBe(200);
    const rows = await photosOf(ann.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(stored?.id);
    // Another pose, or another day, is another photo.
    await upload(ann.cookie, { bytes: png, name: "me.png", type: "image/png" }, { pose: "back" });
    await upload(
      ann.cookie,
      { bytes: png, name: "me.png", type: "image/png" },
      { pose: "side", day: "2026-03-01" },
    );
    expect(await photosOf(ann.id)).toHaveLength(3);

    const mine = await page(ann.cookie);
    expect(mine.photos.map((item) => `${item.day} ${item.pose}`)).toEqual([
      "2026-03-01 side",
      "2026-03-10 side",
      "2026-03-10 back",
    ]);
    expect(mine.compare).toEqual({ before: "2026-03-01", after: "2026-03-10" });
    expect((await page(ann.cookie, "?before=2026-03-10&after=2026-03-01")).compare).toEqual({
      before: "2026-03-10",
      after: "2026-03-01",
    });
    // The page carries no bytes, only what the <img> tags need.
    expect(JSON.stringify(mine.photos)).not.toContain("bytes");
  });

  it("refuses a missing, oversize, huge, or non-photo file with a 400 and stores nothing", async () => {
    const cases: [{ bytes: Buffer; name: string; type: string } | null, string][] = [
      [null, "Choose a photo."],
      [{ bytes: textFile(), name: "photo.jpg", type: "image/jpeg" }, BODY_MESSAGES.unreadable],
      [{ bytes: svgFile(), name: "photo.png", type: "image/png" }, BODY_MESSAGES.unreadable],
      // A real JPEG's first bytes with garbage after them: it claims to be a photo but is not one.
      [
        {
          bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), textFile()]),
          name: "a.jpg",
          type: "image/jpeg",
        },
        BODY_MESSAGES.unreadable,
      ],
      [{ bytes: await hugePng(), name: "big.png", type: "image/png" }, BODY_MESSAGES.tooManyPixels],
      [
        { bytes: await oversizeJpeg(11 * 1024 * 1024), name: "big.jpg", type: "image/jpeg" },
        "That photo is too large: the limit is 10 MB.",
      ],
    ];
    for (const [file, message] of cases) {
      const answer = await upload(ann.cookie, file, { pose: "back", day: "2026-03-09" });
      expect(answer.status, file?.name ?? "no file").toBe(400);
      const failure = formFailureOf(answer.data);
      expect(failure?.fieldErrors.photo, file?.name ?? "no file").toBe(message);
      // What she chose is kept; the file itself is never echoed (an empty part reads as "").
      expect(failure?.values).toMatchObject({ intent: "photo", pose: "back", day: "2026-03-09" });
      expect(failure?.values.photo ?? "").toBe("");
    }
    const png = { bytes: await smallPng(), name: "me.png", type: "image/png" };
    const badPose = await upload(ann.cookie, png, { pose: "upside-down" });
    expect(formFailureOf(badPose.data)?.fieldErrors.pose).toBe(BODY_MESSAGES.pose);
    const future = await upload(ann.cookie, png, { day: "2026-03-11" });
    expect(formFailureOf(future.data)?.fieldErrors.day).toBe(BODY_MESSAGES.future);
    expect(await database.db.select().from(progressPhotos)).toEqual([]);

    // A visitor's upload is sent to log in, not processed.
    expect((await upload(undefined, png)).status).toBe(302);
    expect(await database.db.select().from(progressPhotos)).toEqual([]);
  });

  it("serves a photo to her and to the coach only, privately, and the coach's view is audited", async () => {
    await upload(ann.cookie, { bytes: await smallPng(), name: "me.png", type: "image/png" });
    const [stored] = await photosOf(ann.id);
    if (!stored) throw new Error("not stored");

    const own = await photoResponse(stored.id, ann.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("image/jpeg");
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    expect(own.headers.get("Content-Disposition")).toBe("inline");
    expect(Buffer.from(await own.arrayBuffer()).equals(stored.bytes)).toBe(true);
    expect(await database.db.select().from(auditLog)).toEqual([]);

    // Another member, a visitor, a made-up id and a malformed id: the same 404, no redirect.
    for (const [id, cookie] of [
      [stored.id, bea.cookie],
      [stored.id, undefined],
      [crypto.randomUUID(), ann.cookie],
      ["../../etc/passwd", ann.cookie],
    ] as const) {
      const refused = await photo(id, cookie);
      expect(refused, `${id} ${cookie ?? "visitor"}`).toMatchObject({ status: 404, location: null });
    }

    const seen = await photoResponse(stored.id, coach.cookie);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("Content-Type")).toBe("image/jpeg");
    expect(seen.headers.get("Cache-Control")).toBe("private, no-store");
    const audit = await database.db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: coach.id,
      actorEmail: "coach@example.com",
      action: "viewed progress photo",
      target: "ann@example.com",
    });
  });

  it("deletes her own photo only: another's id is a 404 and the photo stays", async () => {
    await upload(ann.cookie, { bytes: await smallPng(), name: "me.png", type: "image/png" });
    const [stored] = await photosOf(ann.id);
    if (!stored) throw new Error("not stored");

    const theft = await act({ intent: "delete-photo", photoId: stored.id }, bea.cookie);
    expect(theft.status).toBe(404);
    expect(formFailureOf(theft.data)?.formError).toBe(BODY_MESSAGES.photoGone);
    expect(await photosOf(ann.id)).toHaveLength(1);
    expect((await act({ intent: "delete-photo", photoId: "not-an-id" }, ann.cookie)).status).toBe(404);

    const mine = await act({ intent: "delete-photo", photoId: stored.id }, ann.cookie);
    expect(mine).toMatchObject({ status: 200, data: { done: "Deleted the photo." } });
    expect(await photosOf(ann.id)).toEqual([]);
    expect((await photo(stored.id, ann.cookie)).status).toBe(404);
  });
});
