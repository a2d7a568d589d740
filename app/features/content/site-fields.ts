// The site settings editor's fields (issue 19 §1): which part of `Content["site"]` and
// `Content["marketing"]` each control edits, with its label, hint and kind. This table only
// says how to show a field; every rule about its value is the zod schemas' (site-schema.ts,
// marketing-schema.ts), applied on the server through applyFields and fieldErrorsFrom.
// Client-safe: the page renders from it, the action reads it to keep numbers numbers.
import { type FieldPath, pathName } from "./form-paths";

export type SiteSection = "site" | "marketing";

export type FieldKind =
  | "text"
  | "textarea"
  | "markdown"
  | "date"
  | "number"
  | "url"
  | "email"
  | "lines"
  /** One of the library entries with a public clip (the page passes the choices). */
  | "library-clip";

export type FieldSpec = {
  /** The path inside the section (or inside a list item, for a list's fields). */
  path: FieldPath;
  label: string;
  hint?: string;
  kind: FieldKind;
  /** A field from the other section shown in this fieldset (the remote coaching note). */
  section?: SiteSection;
};

/** A fieldset of fixed fields. */
export type GroupSpec = {
  type: "group";
  id: string;
  legend: string;
  hint?: string;
  section: SiteSection;
  /** Problems the schema names at these paths (a whole object) are shown on the fieldset. */
  groupPaths?: FieldPath[];
  /** Three to a row on a wide screen (the prices: name, amount, per); else two. */
  threeColumns?: boolean;
  fields: FieldSpec[];
};

/** A list of items, each a fieldset of the same fields. */
export type ListSpec = {
  type: "list";
  id: string;
  legend: string;
  hint?: string;
  section: SiteSection;
  /** The list's path in its section. */
  path: FieldPath;
  /** "Home testimonial 2", "Offer: Kick Start". */
  itemLegend: (index: number, item: unknown) => string;
  /** Whether she may add, remove and reorder items (else she edits the fixed items). */
  editable: boolean;
  fields: FieldSpec[];
};

export type EditorPart = GroupSpec | ListSpec;

/** The upper bound the schema sets on an editable list, so "Add" stops where it would fail. */
export const EDITABLE_LIST_MAX = 8;

const field = (path: FieldPath, label: string, kind: FieldKind = "text", hint?: string): FieldSpec => ({
  path,
  label,
  kind,
  hint,
});

const price = (key: string, what: string): FieldSpec[] => [
  field(["prices", key, "label"], `${what}: name`, "text", "As the price list shows it."),
  field(["prices", key, "amount"], `${what}: price in dollars`, "number", "A number, such as 50."),
  field(["prices", key, "per"], `${what}: per`, "text", 'Such as "week" or "week per person".'),
];

const textOf = (item: unknown, key: string): string => {
  const value = item && typeof item === "object" ? (item as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : "";
};

const TESTIMONIAL_FIELDS: FieldSpec[] = [
  field(["quote"], "Quote", "textarea"),
  field(["author"], "Name", "text", "Her first name, with her permission."),
  field(["detail"], "Detail", "text", 'Such as "62, Signature Program".'),
];

/** Your business: the facts every page uses. */
export const SITE_PARTS: EditorPart[] = [
  {
    type: "group",
    id: "business",
    legend: "Names and website",
    section: "site",
    fields: [
      field(["businessName"], "Business name"),
      field(["tagline"], "Tagline", "text", "The short line under the home page's pillars."),
      field(["coachName"], "Your name", "text", "As visitors see it on the About page."),
      field(
        ["url"],
        "Website address",
        "url",
        "The public address, such as https://www.example.com (no slash at the end).",
      ),
    ],
  },
  {
    type: "group",
    id: "gym",
    legend: "Gym and face-to-face training",
    section: "site",
    fields: [
      field(["gym", "name"], "Gym name"),
      field(["gym", "suburb"], "Suburb"),
      field(
        ["faceToFaceResumes"],
        "Face-to-face training resumes",
        "date",
        "Before this date, Work with Me says when sessions resume; from it, that they are running.",
      ),
      field(
        ["timeZone"],
        "Time zone",
        "text",
        "The gym's time zone, such as Australia/Sydney. Dates for members who have not set theirs use it.",
      ),
    ],
  },
  {
    type: "group",
    id: "prices",
    legend: "Prices",
    section: "site",
    threeColumns: true,
    fields: [
      ...price("oneOnOne", "1:1 coaching"),
      ...price("partner", "Partner training"),
      ...price("smallGroup", "Small group"),
      field(
        ["prices", "strengthAssessmentValue"],
        "Strength assessment value in dollars",
        "number",
        "What the free assessment in Kick Start is worth.",
      ),
      field(["prices", "sampleShopProduct"], "Shop sample price in dollars", "number"),
      field(["currency"], "Currency", "text", "Three letters, such as AUD."),
    ],
  },
  {
    type: "group",
    id: "links",
    // The free consultation is booked on the site itself (issue 40), so no booking link is asked.
    legend: "Community link",
    section: "site",
    fields: [field(["links", "communityGroup"], "Community group link", "url")],
  },
  {
    type: "group",
    id: "payment-links",
    legend: "Payment links",
    hint: "Every offer needs its own payment link.",
    section: "site",
    groupPaths: [["links", "payment"], ["links", "payment", "continuum"], ["links"]],
    fields: [
      field(["links", "payment", "kickstart"], "Kick Start payment link", "url"),
      field(["links", "payment", "signature"], "Signature Program payment link", "url"),
      field(["links", "payment", "continuum", "oneOnOne"], "Continuum 1:1 payment link", "url"),
      field(["links", "payment", "continuum", "partner"], "Continuum partner payment link", "url"),
      field(["links", "payment", "continuum", "smallGroup"], "Continuum small group payment link", "url"),
      field(["links", "payment", "stayStrong"], "Stay Strong payment link", "url"),
      field(["links", "payment", "remoteCoaching"], "Remote coaching payment link", "url"),
    ],
  },
  {
    type: "group",
    id: "contact",
    legend: "Contact details",
    section: "site",
    fields: [
      field(["contact", "email"], "Email", "email"),
      field(["contact", "phone"], "Phone"),
      field(["contact", "postalAddress"], "Postal address", "textarea"),
    ],
  },
  {
    type: "group",
    id: "legal",
    legend: "Legal",
    hint: "Named in the privacy policy and the terms.",
    section: "site",
    fields: [
      field(["legal", "entityName"], "Legal entity name"),
      field(["legal", "jurisdiction"], "Jurisdiction", "text", "The laws the terms are governed by."),
    ],
  },
];

/** The public pages' words. */
export const MARKETING_PARTS: EditorPart[] = [
  {
    type: "group",
    id: "home",
    legend: "Home page",
    section: "marketing",
    fields: [field(["heroBadge"], "Badge above the heading", "text", "A few words, up to 60 characters.")],
  },
  {
    type: "list",
    id: "pillars",
    legend: "The three pillars",
    section: "marketing",
    path: ["pillars"],
    editable: false,
    itemLegend: (index, item) => `Pillar ${index + 1}: ${textOf(item, "id") || "pillar"}`,
    fields: [field(["title"], "Title"), field(["text"], "Text", "textarea")],
  },
  {
    type: "list",
    id: "home-testimonials",
    legend: "Home page testimonials",
    hint: "From one to eight. Use real clients' words, with their permission.",
    section: "marketing",
    path: ["homeTestimonials"],
    editable: true,
    itemLegend: (index) => `Home testimonial ${index + 1}`,
    fields: TESTIMONIAL_FIELDS,
  },
  {
    type: "group",
    id: "about",
    legend: "About page: your story",
    section: "marketing",
    fields: [
      field(
        ["founderStory"],
        "Your story",
        "markdown",
        'A blank line starts a new paragraph. **Two stars** make bold, a line starting with "- " is a list item, and [words](https://example.com) make a link. Pictures and code are left out.',
      ),
    ],
  },
  {
    type: "list",
    id: "method",
    legend: "About page: the method",
    section: "marketing",
    path: ["methodology"],
    editable: false,
    itemLegend: (index, item) => `Phase ${index + 1}: ${textOf(item, "name") || "phase"}`,
    fields: [
      field(["name"], "Name"),
      field(["summary"], "Summary", "textarea"),
      field(["points"], "Points", "lines", "One point a line, up to eight."),
    ],
  },
  {
    type: "list",
    id: "offers",
    legend: "Work with Me: the offers",
    hint: "Their payment links and prices are above, with your business details.",
    section: "marketing",
    path: ["offers"],
    editable: false,
    itemLegend: (index, item) => `Offer ${index + 1}: ${textOf(item, "title") || textOf(item, "id")}`,
    fields: [
      field(["title"], "Title"),
      field(["length"], "Length", "text", 'Such as "8 weeks" or "Monthly".'),
      field(["summary"], "Summary", "textarea"),
      field(["includes"], "What it includes", "lines", "One item a line, up to eight."),
    ],
  },
  {
    type: "group",
    id: "work-with-me",
    legend: "Work with Me: the guarantee",
    section: "marketing",
    fields: [field(["guarantee"], "Guarantee", "textarea")],
  },
  {
    type: "group",
    id: "remote",
    legend: "Remote coaching",
    section: "marketing",
    fields: [
      field(["remoteCoachingIncludes"], "What remote coaching includes", "lines", "One item a line."),
      field(
        ["mobilityReelExerciseId"],
        "Mobility reel: a clip from your exercise library",
        "library-clip",
        'The exercises whose clip everyone may watch. Until you choose one (or add a link), the page says "Video content will be placed here".',
      ),
      field(
        ["mobilityReelUrl"],
        "Mobility reel video link",
        "url",
        "Or a link to a video elsewhere, such as a YouTube address. A clip chosen above comes first.",
      ),
      {
        ...field(
          ["remoteCoachingNote"],
          "Remote coaching pricing note",
          "textarea",
          "Shown under its price.",
        ),
        section: "site",
      },
    ],
  },
  {
    type: "list",
    id: "work-with-me-testimonials",
    legend: "Work with Me testimonials",
    hint: "From one to eight.",
    section: "marketing",
    path: ["workWithMeTestimonials"],
    editable: true,
    itemLegend: (index) => `Work with Me testimonial ${index + 1}`,
    fields: TESTIMONIAL_FIELDS,
  },
];

/** The form field's name: "site.prices.oneOnOne.amount", "marketing.homeTestimonials.0.quote". */
export const fieldName = (section: SiteSection, path: FieldPath): string => `${section}.${pathName(path)}`;

/** The value at a path, or undefined when the path leads nowhere. */
export function valueAt(root: unknown, path: FieldPath): unknown {
  let current = root;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[String(segment)];
  }
  return current;
}

/** The value as a control shows it: a list of texts one a line, a number as typed. */
export function textAt(root: unknown, path: FieldPath): string {
  const value = valueAt(root, path);
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join("\n");
  return "";
}

/** The number fields of the site section, for the action to keep numbers numbers. */
export const SITE_NUMBER_PATHS: FieldPath[] = SITE_PARTS.flatMap((part) =>
  part.type === "group" ? part.fields.filter((spec) => spec.kind === "number").map((spec) => spec.path) : [],
);

type Named = { name: string; label: string; control: boolean };

function namesOf(site: unknown, marketing: unknown): Named[] {
  const named: Named[] = [];
  for (const part of [...SITE_PARTS, ...MARKETING_PARTS]) {
    if (part.type === "group") {
      for (const spec of part.fields) {
        named.push({
          name: fieldName(spec.section ?? part.section, spec.path),
          label: spec.label,
          control: true,
        });
      }
      for (const path of part.groupPaths ?? []) {
        named.push({ name: fieldName(part.section, path), label: part.legend, control: false });
      }
      continue;
    }
    named.push({ name: fieldName(part.section, part.path), label: part.legend, control: false });
    const items = valueAt(part.section === "site" ? site : marketing, part.path);
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => {
      const legend = part.itemLegend(index, item);
      named.push({ name: fieldName(part.section, [...part.path, index]), label: legend, control: false });
      for (const spec of part.fields) {
        const name = fieldName(part.section, [...part.path, index, ...spec.path]);
        named.push({ name, label: `${legend}: ${spec.label}`, control: true });
      }
    });
  }
  return named;
}

/** Every field's label by name, for the list of problems at the top of the form. */
export function labelsByName(site: unknown, marketing: unknown): Map<string, string> {
  return new Map(namesOf(site, marketing).map(({ name, label }) => [name, label]));
}

/** The names of the controls the form shows for these sections: the only names it takes. */
export function controlNames(site: unknown, marketing: unknown): Set<string> {
  return new Set(namesOf(site, marketing).flatMap(({ name, control }) => (control ? [name] : [])));
}
