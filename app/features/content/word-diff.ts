// The changed words of a text (issue 36 §6): a word-level diff of two versions, so a revision
// shows what she changed in a long text rather than two texts cut at the same point.
// Client-safe and pure; the page marks the parts with <ins> and <del>.

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/** Above this many words on a side the whole text is shown as replaced (the table is n × m). */
const MAX_WORDS = 1500;
/** Unchanged words kept on each side of a change; longer unchanged runs are cut to "…". */
const CONTEXT_WORDS = 8;

/** Words with the spaces after them, so joining the parts gives the text back. */
function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string) {
  const last = parts.at(-1);
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The parts of `after` that are new, the parts of `before` that went, and what stayed. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const parts: DiffPart[] = [];
  if (a.length > MAX_WORDS || b.length > MAX_WORDS) {
    if (before) push(parts, "removed", before);
    if (after) push(parts, "added", after);
    return parts;
  }
  // Longest common subsequence of words, compared without their trailing spaces.
  const key = (token: string) => token.trim();
  const lengths: Uint16Array[] = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    const row = lengths[i] as Uint16Array;
    const next = lengths[i + 1] as Uint16Array;
    for (let j = b.length - 1; j >= 0; j -= 1) {
      row[j] =
        key(a[i] as string) === key(b[j] as string)
          ? (next[j + 1] as number) + 1
          : Math.max(next[j] as number, row[j + 1] as number);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (key(a[i] as string) === key(b[j] as string)) {
      push(parts, "same", b[j] as string);
      i += 1;
      j += 1;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) {
      push(parts, "removed", a[i] as string);
      i += 1;
    } else {
      push(parts, "added", b[j] as string);
      j += 1;
    }
  }
  for (; i < a.length; i += 1) push(parts, "removed", a[i] as string);
  for (; j < b.length; j += 1) push(parts, "added", b[j] as string);
  return condense(parts);
}

/** Long unchanged runs cut down to the words around each change. */
function condense(parts: DiffPart[]): DiffPart[] {
  return parts.map((part, index) => {
    if (part.kind !== "same") return part;
    const words = tokens(part.text);
    const first = index === 0;
    const last = index === parts.length - 1;
    const keepBefore = first ? 0 : CONTEXT_WORDS;
    const keepAfter = last ? 0 : CONTEXT_WORDS;
    if (words.length <= keepBefore + keepAfter + 2) return part;
    const head = words.slice(0, keepBefore).join("");
    const tail = keepAfter ? words.slice(-keepAfter).join("") : "";
    return { kind: "same", text: `${head}… ${tail}` };
  });
}
