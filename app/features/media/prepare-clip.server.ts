import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_MEDIA_BYTES, MEDIA_LIMITS } from "./media-limits";

// A phone clip made to play everywhere (decision 0059): probed first, so a file that is not a
// short video, or a decompression bomb, is refused before any decoding starts; then re-encoded
// by ffmpeg in a child process to H.264/AAC MP4, at most 720p and 30 frames a second, moov atom
// first (faststart), without metadata (no location, no camera), with a poster frame. The child
// runs under a wall-clock timeout and an address-space and CPU limit (prlimit), one at a time
// per instance, so the event loop never waits on it and a hostile file cannot take the server
// down. The temporary folder is removed whatever happens: nothing stays on local disk.

/** Phone clips are typically 10-60 s: 90 s is the limit she is told. */
export const MAX_CLIP_SECONDS = MEDIA_LIMITS.maxSeconds;
/** A 90 s 1080p clip from an iPhone is about 60-100 MB. */
export const MAX_CLIP_BYTES = MAX_MEDIA_BYTES;
/** 4K UHD (3840 × 2160, either way round) is the most a phone records. */
export const MAX_CLIP_PIXELS = 3840 * 2160;
export const MAX_CLIP_SIDE = 4096;
/** The shorter side of the copy she serves. */
export const CLIP_SHORT_SIDE = 720;
/**
 * `npm run bench:media` on this 2-core machine: a 30 s 1080p HEVC clip re-encodes in 19-38 s
 * (the machine idle to heavily loaded) with at most 232 MB resident; a 90 s clip under the
 * heaviest load measured would take about 4 minutes, niced. Ten minutes leaves room.
 */
export const PREPARE_TIMEOUT_MS = 10 * 60 * 1000;
const PROBE_TIMEOUT_MS = 15_000;
const ADDRESS_SPACE_BYTES = 3 * 1024 * 1024 * 1024;
const CPU_SECONDS = 600;
/** Clips waiting behind the one being prepared; more are refused with "try again shortly". */
const MAX_WAITING = 2;

export type ClipProblem = "not-a-video" | "too-long" | "too-many-pixels" | "busy" | "failed";
export type PreparedClip = {
  mp4: Buffer;
  poster: Buffer;
  width: number;
  height: number;
  durationMs: number;
  /** What the phone sent, for the measurements and the log line. */
  source: { codec: string; width: number; height: number };
  elapsedMs: number;
};

/**
 * What the first bytes say: an ISO media file (MP4, MOV: "ftyp" at offset 4) or WebM/Matroska.
 * HTML, SVG, scripts and images never reach the probe.
 */
export function sniffVideo(bytes: Uint8Array): "iso" | "matroska" | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp") return "iso";
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return "matroska";
  return null;
}

type Run = { stdout: string; stderr: string };
function run(command: string, args: string[], timeout: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(
      "prlimit",
      [`--as=${ADDRESS_SPACE_BYTES}`, `--cpu=${CPU_SECONDS}`, "--", "nice", "-n", "10", command, ...args],
      { timeout, killSignal: "SIGKILL", maxBuffer: 4 * 1024 * 1024, encoding: "utf8" },
      (error, stdout, stderr) => (error ? reject(error) : resolve({ stdout, stderr })),
    );
  });
}

type ProbeStream = {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  side_data_list?: Array<{ rotation?: number }>;
};
type Probe = { streams?: ProbeStream[]; format?: { duration?: string; format_name?: string } };

export type ProbeResult =
  | { ok: true; codec: string; width: number; height: number; durationMs: number }
  | { ok: false; problem: ClipProblem };

/** Reads only the container's headers: no frame is decoded. */
export async function probeClip(path: string): Promise<ProbeResult> {
  let probe: Probe;
  try {
    const { stdout } = await run(
      "ffprobe",
      ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", path],
      PROBE_TIMEOUT_MS,
    );
    probe = JSON.parse(stdout) as Probe;
  } catch {
    return { ok: false, problem: "not-a-video" };
  }
  const formats = (probe.format?.format_name ?? "").split(",");
  if (!formats.some((name) => ["mov", "mp4", "matroska", "webm"].includes(name)))
    return { ok: false, problem: "not-a-video" };
  const video = probe.streams?.find((stream) => stream.codec_type === "video");
  if (!video?.width || !video.height || !video.codec_name) return { ok: false, problem: "not-a-video" };
  if (
    video.width > MAX_CLIP_SIDE ||
    video.height > MAX_CLIP_SIDE ||
    video.width * video.height > MAX_CLIP_PIXELS
  )
    return { ok: false, problem: "too-many-pixels" };
  const seconds = Math.max(Number(probe.format?.duration ?? 0), Number(video.duration ?? 0));
  if (!Number.isFinite(seconds) || seconds <= 0) return { ok: false, problem: "not-a-video" };
  if (seconds > MAX_CLIP_SECONDS + 0.5) return { ok: false, problem: "too-long" };
  const rotation = Math.abs(video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0);
  const turned = rotation === 90 || rotation === 270;
  return {
    ok: true,
    codec: video.codec_name,
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    durationMs: Math.round(seconds * 1000),
  };
}

/** The shorter side at most 720, both sides even, the phone's orientation applied. */
const SCALE = `scale='if(gt(iw,ih),-2,min(${CLIP_SHORT_SIDE},iw))':'if(gt(iw,ih),min(${CLIP_SHORT_SIDE},ih),-2)'`;

/** The re-encoding, as run by the server and measured by `npm run bench:media`. */
export function transcodeArgs(source: string, output: string): string[] {
  // -t stops decoding at the limit even if the container lied about its duration.
  return [
    ...["-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-i", source],
    ...["-map", "0:v:0", "-map", "0:a:0?", "-t", String(MAX_CLIP_SECONDS + 1), "-vf", SCALE, "-fpsmax", "30"],
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "26", "-profile:v", "high", "-pix_fmt", "yuv420p"],
    ...["-threads", "2", "-c:a", "aac", "-b:a", "96k", "-ac", "2"],
    ...["-movflags", "+faststart", "-map_metadata", "-1", "-map_chapters", "-1", output],
  ];
}

async function transcode(
  input: Buffer,
): Promise<{ ok: true; clip: PreparedClip } | { ok: false; problem: ClipProblem }> {
  const started = performance.now();
  const folder = await mkdtemp(join(tmpdir(), "wb50-clip-"));
  try {
    const source = join(folder, "source");
    const output = join(folder, "clip.mp4");
    const poster = join(folder, "poster.jpg");
    await writeFile(source, input);
    const probed = await probeClip(source);
    if (!probed.ok) return probed;
    try {
      // -t stops decoding at the limit even if the container lied about its duration.
      await run("ffmpeg", transcodeArgs(source, output), PREPARE_TIMEOUT_MS);
      const at = probed.durationMs > 2000 ? "1" : "0";
      await run(
        "ffmpeg",
        [
          ...["-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-ss", at, "-i", output],
          ...["-frames:v", "1", "-q:v", "4", "-map_metadata", "-1", poster],
        ],
        PROBE_TIMEOUT_MS,
      );
    } catch {
      return { ok: false, problem: "failed" };
    }
    const prepared = await probeClip(output);
    if (!prepared.ok) return { ok: false, problem: "failed" };
    // A file cut short after its index (faststart) probes whole but decodes to less: refused.
    if (prepared.durationMs < probed.durationMs * 0.9 - 500) return { ok: false, problem: "not-a-video" };
    return {
      ok: true,
      clip: {
        mp4: await readFile(output),
        poster: await readFile(poster),
        width: prepared.width,
        height: prepared.height,
        durationMs: prepared.durationMs,
        source: { codec: probed.codec, width: probed.width, height: probed.height },
        elapsedMs: Math.round(performance.now() - started),
      },
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** One clip at a time per instance; a third waiting upload is told to try again shortly. */
export async function prepareClip(
  input: Buffer,
): Promise<{ ok: true; clip: PreparedClip } | { ok: false; problem: ClipProblem }> {
  if (!sniffVideo(input)) return { ok: false, problem: "not-a-video" };
  if (waiting > MAX_WAITING) return { ok: false, problem: "busy" };
  waiting++;
  const turn = queue.then(() => transcode(input));
  queue = turn.catch(() => undefined);
  try {
    return await turn;
  } catch {
    return { ok: false, problem: "failed" };
  } finally {
    waiting--;
  }
}
