// The coach's captions (issue 38 §2): WebVTT as typed in the app, checked line by line with
// messages in plain words, so a mistake is named by its line rather than silently dropped by
// the browser. Client-safe: the page can say the same before sending.

export const MAX_CAPTIONS_CHARACTERS = 20_000;

export type Cue = { start: number; end: number; text: string };
export type VttResult = { ok: true; text: string; cues: Cue[] } | { ok: false; message: string };

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const EXAMPLE = "00:01.000 --> 00:04.000";

function seconds(stamp: string): number | null {
  const match = TIME.exec(stamp);
  if (!match) return null;
  const [, hours = "0", minutes = "0", secs = "0", millis = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/** Checks and tidies captions; `durationSeconds` (the clip's) bounds the times when known. */
export function validateVtt(input: string, durationSeconds?: number): VttResult {
  const text = input
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .trim();
  if (text.length === 0)
    return { ok: false, message: "Type the captions, or tick “This clip has no speech”." };
  if (text.length > MAX_CAPTIONS_CHARACTERS)
    return {
      ok: false,
      message: `The captions are too long: the limit is ${MAX_CAPTIONS_CHARACTERS.toLocaleString("en")} characters.`,
    };
  const lines = text.split("\n");
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? ""))
    return { ok: false, message: "The first line must be the word WEBVTT on its own." };
  const cues: Cue[] = [];
  let index = 1;
  // Skip the header's own lines up to the first blank line.
  while (index < lines.length && lines[index]?.trim() !== "") index++;
  while (index < lines.length) {
    while (index < lines.length && lines[index]?.trim() === "") index++;
    if (index >= lines.length) break;
    const blockStart = index;
    const block: string[] = [];
    while (index < lines.length && lines[index]?.trim() !== "") block.push(lines[index++] ?? "");
    const first = block[0] ?? "";
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    const timingAt = first.includes("-->") ? 0 : 1;
    const timing = block[timingAt];
    const lineNumber = blockStart + (timing === undefined ? 0 : timingAt) + 1;
    if (!timing?.includes("-->"))
      return {
        ok: false,
        message: `Line ${lineNumber}: each caption needs its times first, like ${EXAMPLE}.`,
      };
    const [left = "", right = ""] = timing.split("-->");
    const start = seconds(left.trim());
    const end = seconds(right.trim().split(/[ \t]/)[0] ?? "");
    if (start === null || end === null)
      return { ok: false, message: `Line ${lineNumber}: write the times like ${EXAMPLE}.` };
    if (end <= start)
      return { ok: false, message: `Line ${lineNumber}: the caption must end after it starts.` };
    if (durationSeconds !== undefined && start > durationSeconds + 1)
      return {
        ok: false,
        message: `Line ${lineNumber}: the clip is only ${Math.round(durationSeconds)} seconds long.`,
      };
    const words = block
      .slice(timingAt + 1)
      .join("\n")
      .trim();
    if (words === "")
      return { ok: false, message: `Line ${lineNumber}: the caption has no words under its times.` };
    cues.push({ start, end, text: words });
  }
  if (cues.length === 0)
    return {
      ok: false,
      message: `Add at least one caption: its times (${EXAMPLE}) and, on the next line, the words.`,
    };
  return { ok: true, text: `${text}\n`, cues };
}
