// A change's place in the content in words the coach uses (issue 36 §6): "Prices: one-on-one:
// amount", not "site › prices › one on one" or "prices.oneOnOne". Revisions store the path as
// words joined by " › " (content-store.server.ts `diffContent`); this reads old and new alike.
// Client-safe.

/** The parts of the content, as the coach area names them. */
const SECTION_NAMES: Record<string, string> = {
  site: "",
  marketing: "",
  programs: "Program",
  "added programs": "Program card",
  nutrition: "Nutrition",
};

/** Words the path spells out that she would write another way. */
const WORDS: [RegExp, string][] = [
  [/\bone on one\b/g, "one-on-one"],
  [/\bkickstart\b/g, "Kick Start"],
  [/\burl\b/g, "web address"],
  [/\bfaq\b/g, "questions"],
  [/\bhero\b/g, "home page"],
  [/^#(\d+)$/, "item $1"],
];

function reword(segment: string): string {
  return WORDS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), segment);
}

/** "site › prices › one on one › amount" → "Prices: one-on-one: amount". */
export function changeLabel(path: string): string {
  const [first = "", ...rest] = path.split(" › ");
  const section = SECTION_NAMES[first];
  const segments = (section === undefined ? [first, ...rest] : section ? [section, ...rest] : rest).map(
    reword,
  );
  const label = segments.filter(Boolean).join(": ");
  return label ? label.charAt(0).toUpperCase() + label.slice(1) : "The whole content";
}
