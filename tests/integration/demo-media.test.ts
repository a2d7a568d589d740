import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exerciseIdOf } from "~/content/exercises/ids";
import { liveContent, setLiveContent } from "~/content/live.server";
import { type DatabaseHandle, openDatabase, queryRows } from "~/db/client.server";
import { exerciseMedia, mediaAssets, mediaChunks } from "~/db/schema";
import { demoMediaFor, exerciseIdsWithDemo } from "~/features/media/exercise-media.server";
import { MEDIA_MESSAGES } from "~/features/media/media-actions.server";
import { formFailureOf } from "~/lib/form-failure";
import { action as mediaAction, loader as mediaPage } from "~/routes/coach/library-media";
import { loader as workWithMeLoader } from "~/routes/marketing/work-with-me";
import { loader as mediaFile } from "~/routes/resources/media";
import {
  htmlFile,
  htmlPolyglot,
  hugeClip,
  longClip,
  phoneClip,
  svgPolyglot,
  truncatedClip,
  truncatedFaststartClip,
  wrongMagic,
} from "../helpers/clip-fixtures";
import { hugePng, phoneJpeg } from "../helpers/photo-fixtures";
import { createTestApp, outcome, signedIn } from "../helpers/test-app";
import { type Args, type TestApp, useTestApp } from "../helpers/test-suite";

// Issue 38 §2 (decision 0059): the coach's demo uploads. Hostile files are refused with a 4xx
// and leave nothing stored; a clip is made playable, stored in chunks and served per its
// access mark; on PostgreSQL, a clip uploaded on one instance plays from another.

const ON_PG = Boolean(process.env.DATABASE_URL);
const firstExercise = () => {
  const line = liveContent().programs[0]?.sessions[0]?.mainWork[0]?.exercises[0];
  if (!line) throw new Error("no program exercise");
  return exerciseIdOf(line);
};

function upload(
  app: TestApp,
  cookie: string,
  id: string,
  file: { bytes: Buffer; name: string; type: string },
  fields: Record<string, string> = {},
) {
  const body = new FormData();
  body.set("intent", "upload");
  body.set("access", fields.access ?? "public");
  body.set("alt", fields.alt ?? "The coach shows the movement.");
  body.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const path = `/coach/library/${id}/media`;
  const base = app.args(path, { cookie, params: { id } });
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: base.request.headers,
    body,
  });
  return outcome(() => mediaAction({ ...base, request } as Args<typeof mediaAction>));
}

async function fetchFile(app: TestApp, src: string, options: { cookie?: string; range?: string } = {}) {
  const file = src.replace("/media/", "");
  const base = app.args(src, { cookie: options.cookie, params: { file } });
  const headers = new Headers(base.request.headers);
  if (options.range) headers.set("Range", options.range);
  const request = new Request(`http://localhost${src}`, { headers });
  const response = (await mediaFile({ ...base, request } as Args<typeof mediaFile>)) as Response;
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const counts = async (db: DatabaseHandle["db"]) => ({
  assets: (await db.select().from(mediaAssets)).length,
  chunks: (await db.select({ digest: mediaChunks.digest }).from(mediaChunks)).length,
  media: (await db.select().from(exerciseMedia)).length,
});

describe("demo media", () => {
  const { database, app } = useTestApp();
  const coach = () => signedIn(app, { name: "Coach", email: "coach@example.com", role: "coach" });

  it("refuses broken and hostile files with a 4xx and stores nothing", async () => {
    const { cookie } = await coach();
    const id = firstExercise();
    const cases = [
      {
        file: { bytes: truncatedFaststartClip(), name: "cut.mp4", type: "video/mp4" },
        message: MEDIA_MESSAGES.notVideo,
      },
      {
        file: { bytes: truncatedClip(), name: "cut.mov", type: "video/quicktime" },
        message: MEDIA_MESSAGES.notVideo,
      },
      {
        file: { bytes: wrongMagic(), name: "clip.mp4", type: "video/mp4" },
        message: MEDIA_MESSAGES.notMedia,
      },
      {
        file: { bytes: hugeClip(), name: "huge.mp4", type: "video/mp4" },
        message: MEDIA_MESSAGES.tooManyPixels,
      },
      {
        file: { bytes: await hugePng(), name: "huge.png", type: "image/png" },
        message: MEDIA_MESSAGES.photoTooManyPixels,
      },
      {
        file: { bytes: htmlPolyglot(), name: "clip.mp4", type: "video/mp4" },
        message: MEDIA_MESSAGES.notVideo,
      },
      { file: { bytes: htmlFile(), name: "clip.mp4", type: "video/mp4" }, message: MEDIA_MESSAGES.notMedia },
      {
        file: { bytes: svgPolyglot(), name: "still.jpg", type: "image/jpeg" },
        message: MEDIA_MESSAGES.notMedia,
      },
      { file: { bytes: longClip(), name: "long.mp4", type: "video/mp4" }, message: MEDIA_MESSAGES.tooLong },
    ];
    for (const { file, message } of cases) {
      const answer = await upload(app, cookie, id, file);
      expect(answer.status, file.name).toBeGreaterThanOrEqual(400);
      expect(answer.status, file.name).toBeLessThan(500);
      expect(formFailureOf(answer.data)?.fieldErrors.file, file.name).toBe(message);
    }
    expect(await counts(database.db)).toEqual({ assets: 0, chunks: 0, media: 0 });
  }, 120_000);

  it("makes a phone's HEVC clip an H.264 MP4 with a poster, served by its access mark", async () => {
    const { cookie } = await coach();
    const member = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    const id = firstExercise();
    const added = await upload(
      app,
      cookie,
      id,
      { bytes: phoneClip(), name: "IMG_0001.MOV", type: "video/quicktime" },
      { access: "members" },
    );
    expect(added.status, JSON.stringify(added.data)).toBe(200);
    expect(await exerciseIdsWithDemo(database.db)).toEqual(new Set([id]));

    expect((await demoMediaFor(database.db, [id], null)).size).toBe(0);
    const viewer = {
      session: null,
      member: { role: "member" },
      entitlements: [],
      portal: null,
      premium: false,
    };
    const demo = (await demoMediaFor(database.db, [id], viewer as never)).get(id);
    expect(demo).toMatchObject({
      kind: "video",
      width: 480,
      height: 270,
      durationSeconds: 3,
      noSpeech: false,
    });
    if (!demo?.posterSrc) throw new Error("no poster");

    // The MP4 is H.264 with its index first (faststart: "moov" before "mdat").
    const whole = await fetchFile(app, demo.src, { cookie: member.cookie });
    expect(whole.response.status).toBe(200);
    expect(whole.response.headers.get("Content-Type")).toBe("video/mp4");
    const text = whole.bytes.toString("latin1");
    expect(text.indexOf("moov")).toBeLessThan(text.indexOf("mdat"));
    expect(text).toContain("avc1");
    expect((await fetchFile(app, demo.posterSrc, { cookie: member.cookie })).bytes.subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    // Not signed in: the same 404 as an unknown address.
    expect((await fetchFile(app, demo.src)).response.status).toBe(404);
    expect((await fetchFile(app, `/media/${"0".repeat(64)}.mp4`, { cookie })).response.status).toBe(404);

    // A still, re-encoded as JPEG; an entry the library does not have is a 404.
    const stillFile = { bytes: await phoneJpeg(), name: "still.jpg", type: "image/jpeg" };
    expect((await upload(app, cookie, id, stillFile)).status).toBe(200);
    expect(await counts(database.db)).toMatchObject({ assets: 3, media: 2 });
    const unknown = await upload(app, cookie, "no-such-exercise", stillFile);
    expect([unknown.status, formFailureOf(unknown.data)]).toEqual([404, null]);
  }, 120_000);

  it("keeps captions the coach writes, with plain messages for mistakes", async () => {
    const { cookie } = await coach();
    const id = firstExercise();
    await upload(app, cookie, id, { bytes: phoneClip(), name: "clip.mov", type: "video/quicktime" });
    const page = (
      await outcome(() =>
        mediaPage(
          app.args(`/coach/library/${id}/media`, { cookie, params: { id } }) as Args<typeof mediaPage>,
        ),
      )
    ).data as { media: { id: string }[] };
    const mediaId = page.media[0]?.id ?? "";
    const captions = (form: Record<string, string>) =>
      outcome(() =>
        mediaAction(
          app.args(`/coach/library/${id}/media`, {
            cookie,
            params: { id },
            form: { intent: "captions", mediaId, ...form },
          }) as Args<typeof mediaAction>,
        ),
      );
    const wrong = await captions({ captions: "WEBVTT\n\n00:05.000 --> 00:01.000\nSit back." });
    expect([wrong.status, formFailureOf(wrong.data)?.fieldErrors.captions]).toEqual([
      400,
      "Line 3: the caption must end after it starts.",
    ]);
    expect((await captions({ captions: "WEBVTT\n\n00:00.000 --> 00:02.000\nSit back." })).status).toBe(200);
    const demo = (await demoMediaFor(database.db, [id], null)).get(id);
    if (!demo?.captionsSrc) throw new Error("no captions");
    const vtt = await fetchFile(app, demo.captionsSrc);
    expect(vtt.response.headers.get("Content-Type")).toBe("text/vtt; charset=utf-8");
    expect(vtt.bytes.toString()).toBe("WEBVTT\n\n00:00.000 --> 00:02.000\nSit back.\n");
    expect((await captions({ noSpeech: "on" })).status).toBe(200);
    expect((await demoMediaFor(database.db, [id], null)).get(id)).toMatchObject({
      noSpeech: true,
      captionsSrc: undefined,
    });
    // The replaced captions file is gone with nothing left pointing at it.
    expect((await fetchFile(app, demo.captionsSrc)).response.status).toBe(404);
  }, 120_000);

  it("plays the clip the coach chose as Work with Me's mobility reel, only while everyone may watch it", async () => {
    const { cookie } = await coach();
    const id = firstExercise();
    const content = liveContent();
    setLiveContent({ ...content, marketing: { ...content.marketing, mobilityReelExerciseId: id } }, 1);
    const reel = async () =>
      (await workWithMeLoader(app.args("/work-with-me") as Args<typeof workWithMeLoader>)).reel;
    expect(await reel()).toBeNull();
    await upload(
      app,
      cookie,
      id,
      { bytes: phoneClip(), name: "clip.mov", type: "video/quicktime" },
      { access: "public" },
    );
    expect(await reel()).toMatchObject({
      kind: "video",
      posterSrc: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.jpg$/),
    });
    await database.db.update(exerciseMedia).set({ access: "members" });
    expect(await reel()).toBeNull();
  }, 120_000);

  describe.skipIf(!ON_PG)("two instances on one PostgreSQL", () => {
    async function secondInstance(): Promise<DatabaseHandle> {
      const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
      const url = new URL(process.env.DATABASE_URL ?? "");
      url.pathname = `/${row?.name}`;
      return openDatabase({ databaseUrl: url.toString() });
    }

    it("plays a clip uploaded on A from B, ranges included", async () => {
      const { cookie } = await coach();
      const id = firstExercise();
      expect(
        (await upload(app, cookie, id, { bytes: phoneClip(), name: "clip.mov", type: "video/quicktime" }))
          .status,
      ).toBe(200);
      const second = await secondInstance();
      try {
        const other = createTestApp(second);
        const demo = (await demoMediaFor(second.db, [id], null)).get(id);
        if (!demo) throw new Error("B sees no demo");
        const onA = await fetchFile(app, demo.src);
        const onB = await fetchFile(other, demo.src, { range: "bytes=100-" });
        expect(onB.response.status).toBe(206);
        expect(onB.bytes.equals(onA.bytes.subarray(100))).toBe(true);
      } finally {
        await second.close();
      }
    }, 120_000);
  });
});
