import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Demo clips made at test time with ffmpeg, a CI dependency (decision 0059): a phone-like HEVC
// .mov and the hostile files the upload must refuse. Small and quick: the largest takes well
// under a second to encode.

function made(name: string, args: string[]): Buffer {
  const folder = mkdtempSync(path.join(tmpdir(), "wb50-fixture-"));
  try {
    const file = path.join(folder, name);
    execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", ...args, file]);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const cache = new Map<string, Buffer>();
const once = (key: string, make: () => Buffer) => () => {
  let found = cache.get(key);
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
};

/** What an iPhone sends by default: HEVC video and AAC sound in a .mov, the index at the end. */
export const phoneClip = once("phone", () =>
  made("clip.mov", [
    ...["-f", "lavfi", "-i", "testsrc2=size=480x270:rate=30", "-f", "lavfi", "-i", "sine=frequency=440"],
    ...[
      "-t",
      "3",
      "-c:v",
      "libx265",
      "-preset",
      "ultrafast",
      "-tag:v",
      "hvc1",
      "-x265-params",
      "log-level=error",
    ],
    ...["-c:a", "aac", "-shortest"],
  ]),
);

/** 95 seconds: over the 90-second limit (tiny and one frame a second, so quick to make). */
export const longClip = once("long", () =>
  made("long.mp4", [
    "-f",
    "lavfi",
    "-i",
    "color=c=gray:size=64x64:rate=1",
    "-t",
    "95",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
  ]),
);

/** One frame of 4160 × 4160: more pixels than any phone records (a decompression bomb's shape). */
export const hugeClip = once("huge", () =>
  made("huge.mp4", [
    ...["-f", "lavfi", "-i", "color=c=gray:size=4160x4160:rate=1", "-frames:v", "1"],
    ...["-c:v", "libx264", "-preset", "ultrafast"],
  ]),
);

/** The phone clip cut short: its index (at the end) never arrives. */
export const truncatedClip = () => phoneClip().subarray(0, Math.floor(phoneClip().length * 0.6));

/** An MP4 with its index first (faststart), cut short: it probes whole, but its frames stop early. */
export const truncatedFaststartClip = once("faststart-cut", () => {
  const whole = made("fast.mp4", [
    ...["-f", "lavfi", "-i", "testsrc2=size=320x240:rate=30", "-t", "4"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-movflags", "+faststart"],
  ]);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
});

/** An MP4's first bytes followed by a web page: passes the first check, fails the probe. */
export const htmlPolyglot = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom\0\0\x02\0isomiso2"),
    Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>".repeat(20)),
  ]);

/** A web page named clip.mp4. */
export const htmlFile = () => Buffer.from("<!doctype html><script>alert(1)</script>".repeat(20));

/** An SVG with a script, named like a photo. */
export const svgPolyglot = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');

/** Random bytes with a video's name: wrong magic bytes. */
export const wrongMagic = () => Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251));
