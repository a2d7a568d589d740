// `npm run bench:media`: issue 38 §2's numbers on this machine (decision 0059).
//   1. Preparing a 30 s 1080p clip as an iPhone records it (HEVC in a .mov, 30 fps, sound):
//      wall time and peak memory of the ffmpeg re-encoding the server runs, per clip and per
//      minute of video, and the whole `prepareClip` (probe, re-encode, poster) as the server
//      calls it.
//   2. Bytes served for a page showing the demo, before and after pressing play: the HTML and
//      the poster (the clip is `preload="none"`), then the clip's bytes as the browser asks for
//      them (`Range: bytes=0-`). Against the production build (run `npm run build` first).
// Usage: npm run bench:media [-- --seconds 30 --page /coach/library/goblet-squat/media]
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { prepareClip, transcodeArgs } from "../app/features/media/prepare-clip.server";
import { cookieOf, post } from "./lib/http.mjs";
import { startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "30" },
    exercise: { type: "string", default: "goblet-squat" },
    page: { type: "string" },
  },
});
const SECONDS = Number(values.seconds);
const EXERCISE = values.exercise;
const PAGE = values.page ?? `/coach/library/${EXERCISE}/media`;
const COACH = { email: "bench-media-coach@example.com", password: "a long enough bench password" };

const folder = mkdtempSync(path.join(tmpdir(), "wb50-bench-media-"));
const source = path.join(folder, "IMG_0001.MOV");
const kb = (bytes: number) => Math.round(bytes / 1024);

try {
  console.log(`Making a ${SECONDS} s 1080p HEVC clip (as an iPhone records it)…`);
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-nostdin", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30", "-f", "lavfi", "-i", "sine=frequency=440"],
    ...["-t", String(SECONDS), "-c:v", "libx265", "-preset", "ultrafast", "-tag:v", "hvc1"],
    ...["-x265-params", "log-level=error", "-c:a", "aac", "-shortest", source],
  ]);
  const input = readFileSync(source);

  // 1. The re-encoding alone, under GNU time for its peak resident memory.
  const output = path.join(folder, "clip.mp4");
  const timed = spawnSync("/usr/bin/time", ["-f", "%e %M", "ffmpeg", ...transcodeArgs(source, output)], {
    encoding: "utf8",
  });
  const [elapsed = "NaN", peakKb = "NaN"] = timed.stderr.trim().split("\n").at(-1)?.split(" ") ?? [];
  const transcodeSeconds = Number(elapsed);
  // 2. The whole preparation as the server runs it.
  const started = performance.now();
  const prepared = await prepareClip(input);
  const prepareSeconds = (performance.now() - started) / 1000;
  if (!prepared.ok) throw new Error(`prepareClip refused the clip: ${prepared.problem}`);
  console.table([
    {
      "source MB": Number((input.length / 1024 / 1024).toFixed(1)),
      "re-encode s": transcodeSeconds,
      "re-encode s per minute": Number(((transcodeSeconds * 60) / SECONDS).toFixed(1)),
      "peak memory MB": Math.round(Number(peakKb) / 1024),
      "prepareClip s": Number(prepareSeconds.toFixed(1)),
      "output MB": Number((prepared.clip.mp4.length / 1024 / 1024).toFixed(1)),
      "output size": `${prepared.clip.width}x${prepared.clip.height}`,
      "poster KB": kb(prepared.clip.poster.length),
    },
  ]);

  // 3. Bytes served for the page before and after pressing play.
  const app = await startProductionServer({ ADMIN_EMAIL: COACH.email, ADMIN_PASSWORD: COACH.password }, {});
  try {
    const signedIn = await post(app.url, "/login", { email: COACH.email, password: COACH.password });
    if (signedIn.status !== 302 && signedIn.status !== 303)
      throw new Error(`sign-in answered ${signedIn.status}`);
    const cookie = cookieOf(signedIn);
    const form = new FormData();
    form.set("intent", "upload");
    form.set("access", "public");
    form.set("alt", "The movement, side view.");
    form.set("file", new File([new Uint8Array(input)], "IMG_0001.MOV", { type: "video/quicktime" }));
    const uploadPath = `/coach/library/${EXERCISE}/media`;
    const uploaded = await fetch(`${app.url}${uploadPath}`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie, Origin: app.url },
      redirect: "manual",
    });
    if (uploaded.status !== 200) throw new Error(`the upload answered ${uploaded.status}`);
    const html = await (await fetch(`${app.url}${PAGE}`, { headers: { Cookie: cookie } })).arrayBuffer();
    const text = Buffer.from(html).toString("utf8");
    const clipSrc = /src="(\/media\/[0-9a-f]{64}\.mp4)"/.exec(text)?.[1];
    const posterSrc = /poster="(\/media\/[0-9a-f]{64}\.jpg)"/.exec(text)?.[1];
    if (!clipSrc || !posterSrc) throw new Error(`${PAGE} shows no clip`);
    const poster = await (await fetch(`${app.url}${posterSrc}`)).arrayBuffer();
    const clip = await fetch(`${app.url}${clipSrc}`, { headers: { Range: "bytes=0-" } });
    const clipBytes = (await clip.arrayBuffer()).byteLength;
    console.table([
      {
        page: PAGE,
        "HTML KB": kb(html.byteLength),
        "poster KB": kb(poster.byteLength),
        "before play KB": kb(html.byteLength + poster.byteLength),
        "clip KB (206)": kb(clipBytes),
        "after play KB": kb(html.byteLength + poster.byteLength + clipBytes),
      },
    ]);
    console.log("(The page's scripts and styles are the same before and after play and are not counted.)");
  } finally {
    await app.stop();
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
