import { request as httpRequest } from "node:http";
import { expect, test } from "vitest";
import { exerciseIdOf } from "../../app/content/exercises/ids";
import { SHIPPED_PROGRAMS } from "../../app/content/programs/shipped.server";
import { E2E_SECRETS } from "../e2e/secrets";
import { phoneClip } from "../helpers/clip-fixtures";
import { logInAs } from "../helpers/http-accounts";
import { httpClient } from "../helpers/http-client";
import { withProductionServer } from "../helpers/production-server";

// Issue 38 §2: a demo clip as Safari on iOS and a CDN fetch it from the production server:
// range requests (`bytes=0-`, a middle range, a suffix, and 416 past the end), the ETag, a
// year's immutable caching for a public clip, and private for a members-only one.

const server = withProductionServer();

test("a demo clip answers range requests and is cached by its access mark", async () => {
  const coach = httpClient(server.url);
  await logInAs(coach, { email: E2E_SECRETS.coachEmail });
  const line = SHIPPED_PROGRAMS[0]?.sessions[0]?.mainWork[0]?.exercises[0];
  if (!line) throw new Error("no program exercise");
  const page = `/coach/library/${exerciseIdOf(line)}/media`;
  const form = new FormData();
  form.set("intent", "upload");
  form.set("access", "public");
  form.set("alt", "The coach shows the movement.");
  form.set("file", new File([new Uint8Array(phoneClip())], "IMG_0001.MOV", { type: "video/quicktime" }));
  const uploaded = await coach.post(page, { multipart: form });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const html = await (await coach.get(page)).text();
  const src = /src="(\/media\/[0-9a-f]{64}\.mp4)"/.exec(html)?.[1];
  const poster = /poster="(\/media\/[0-9a-f]{64}\.jpg)"/.exec(html)?.[1];
  if (!src || !poster) throw new Error("the page shows no clip");

  const visitor = httpClient(server.url);
  const whole = await visitor.get(src);
  const bytes = await whole.body();
  const size = bytes.length;
  expect(whole.status()).toBe(200);
  expect(whole.headers()).toMatchObject({
    "content-type": "video/mp4",
    "accept-ranges": "bytes",
    "cache-control": "public, max-age=31536000, immutable",
    etag: `"${src.slice(7, 71)}"`,
  });

  const ranged = async (range: string) => {
    const answer = await visitor.get(src, { headers: { Range: range } });
    return { status: answer.status(), headers: answer.headers(), body: await answer.body() };
  };
  const open = await ranged("bytes=0-");
  expect([open.status, open.headers["content-range"], open.body.equals(bytes)]).toEqual([
    206,
    `bytes 0-${size - 1}/${size}`,
    true,
  ]);
  const middle = await ranged("bytes=1000-1999");
  expect([middle.status, middle.headers["content-range"], middle.headers["content-length"]]).toEqual([
    206,
    `bytes 1000-1999/${size}`,
    "1000",
  ]);
  expect(middle.body.equals(bytes.subarray(1000, 2000))).toBe(true);
  const suffix = await ranged("bytes=-500");
  expect([suffix.status, suffix.headers["content-range"]]).toEqual([
    206,
    `bytes ${size - 500}-${size - 1}/${size}`,
  ]);
  expect(suffix.body.equals(bytes.subarray(size - 500))).toBe(true);
  const beyond = await ranged(`bytes=${size}-`);
  expect([beyond.status, beyond.headers["content-range"]]).toEqual([416, `bytes */${size}`]);

  const head = await fetch(`${server.url}${src}`, { method: "HEAD" });
  expect([head.status, head.headers.get("content-length"), (await head.arrayBuffer()).byteLength]).toEqual([
    200,
    String(size),
    0,
  ]);

  const again = await visitor.get(src, { headers: { "If-None-Match": whole.headers().etag ?? "" } });
  expect(again.status()).toBe(304);
  expect((await visitor.get(poster)).headers()["content-type"]).toBe("image/jpeg");

  // Members only: a visitor gets the 404 of an unknown address; a member gets it privately.
  const mediaId = /name="mediaId" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const changed = await coach.post(page, {
    form: { intent: "details", mediaId, access: "members", alt: "Goblet squat" },
  });
  expect(changed.status()).toBe(200);
  expect((await httpClient(server.url).get(src)).status()).toBe(404);
  const member = httpClient(server.url);
  await logInAs(member, { email: `demo-${Date.now()}@e2e.example` });
  const private_ = await member.get(src, { headers: { Range: "bytes=0-99" } });
  expect([private_.status(), private_.headers()["cache-control"]]).toEqual([206, "private, no-store"]);
}, 120_000);

test("the media page takes a file larger than a photo, and refuses one over its limit unread", async () => {
  const coach = httpClient(server.url);
  await logInAs(coach, { email: E2E_SECRETS.coachEmail });
  // 20 MB: over the photo pages' 15 MB, within the clip page's 125 MB; read, then refused by type.
  const form = new FormData();
  form.set("intent", "upload");
  form.set("access", "members");
  form.set("file", new File([new Uint8Array(20 * 1024 * 1024)], "clip.mp4", { type: "video/mp4" }));
  const large = await coach.post("/coach/library/goblet-squat/media", { multipart: form });
  expect(large.status()).toBe(415);
  expect(await large.text()).toContain("That file is not a video or photo we can use.");
  // Declared, not sent: the server answers from the headers (server/http.ts bodyLimit).
  const status = await new Promise<number>((resolve, reject) => {
    const request = httpRequest(`${server.url}/coach/library/goblet-squat/media`, {
      method: "POST",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(126 * 1024 * 1024),
      },
    });
    request.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", reject);
    request.flushHeaders();
  });
  expect(status).toBe(413);
}, 60_000);
