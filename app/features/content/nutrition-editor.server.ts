// The coach's nutrition editor (issue 19 §2): a meal plan, recipe or grocery list and its card
// on the Nutrition page, edited as a draft and published into the content (decision 0035).
// A draft is `{ body, card }`, saved under `meal-plan:<id>`, `recipe:<id>`,
// `grocery-list:<id>`, or `new-recipe` for a recipe being added. Drafts reach only the coach's
// pages: the public ones read the live revision alone.
// The messages and the naming of problems are in nutrition-errors.ts, the list and the start of
// a new recipe in nutrition-list.server.ts.
import { type Content, ContentSchema } from "~/content/content.server";
import { liveContent } from "~/content/live.server";
import type { NutritionKind, NutritionTeaser } from "~/content/nutrition/catalog";
import type { Database } from "~/db/client.server";
import {
  type ContentAuthor,
  type Draft,
  type PublishResult,
  publishContent,
  readDraft,
} from "~/features/content/content-store.server";
import { applyFields, type FieldPath, pathName } from "./form-paths";
import {
  MAX_FIELD_TEXT,
  MAX_LIST_LINES,
  NUTRITION_MESSAGES,
  nutritionErrors,
  type Shape,
  type Within,
} from "./nutrition-errors";
import {
  BODY,
  bodyFieldPaths,
  bodyName,
  CARD,
  CARD_FIELD_PATHS,
  cardName,
  isNumericPath,
  KIND_LABELS,
  NEW_RECIPE,
  valueAt,
} from "./nutrition-fields";

/** What the editor edits: the item's body and its card, as typed (not yet checked). */
export type NutritionDraft = { body: Shape; card: Shape };

const BODY_LISTS = { "meal-plan": "mealPlans", recipe: "recipes", "grocery-list": "groceryLists" } as const;

function isShape(value: unknown): value is Shape {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export const draftSection = (kind: NutritionKind, id: string) => `${kind}:${id}`;

/** One item as the editor opens it: what is live (none for a new recipe) and her draft. */
export type NutritionEditing = {
  kind: NutritionKind;
  /** The id in the address: the item's own, or `new-recipe`. */
  param: string;
  isNew: boolean;
  section: string;
  live: NutritionDraft | null;
  draft: (Draft & { data: NutritionDraft }) | null;
  /** The draft when there is one, else the live item. */
  shown: NutritionDraft;
};

/** A stored draft, if it still has the shape this editor writes. */
export function nutritionDraftOf(stored: Draft | null): (Draft & { data: NutritionDraft }) | null {
  if (!stored || !isShape(stored.data)) return null;
  const { body, card } = stored.data;
  return isShape(body) && isShape(card) ? { ...stored, data: { body, card } } : null;
}

/** Every id the Nutrition page already uses, for cards and bodies alike, with a title to name it. */
function usedIds(content: Content): Map<string, string> {
  const { nutrition } = content;
  return new Map<string, string>([
    ...[...nutrition.mealPlans, ...nutrition.recipes, ...nutrition.groceryLists].map(
      (body) => [body.id, body.title] as const,
    ),
    ...nutrition.items.map((item) => [item.id, item.title] as const),
  ]);
}

/** A field error for a new recipe's id, or null when it is free to use. */
export function idProblem(id: string, content: Content = liveContent()): string | null {
  if (id === "") return NUTRITION_MESSAGES.idMissing;
  if (!/^[a-z0-9-]+$/.test(id)) return NUTRITION_MESSAGES.idFormat;
  if (id === NEW_RECIPE) return NUTRITION_MESSAGES.idReserved;
  const title = usedIds(content).get(id);
  return title === undefined ? null : NUTRITION_MESSAGES.idUsed(id, title);
}

/** The item at this address with her draft, or null: an unknown id, or no recipe being added. */
export async function openNutritionItem(db: Database, param: string): Promise<NutritionEditing | null> {
  if (param === NEW_RECIPE) {
    const draft = nutritionDraftOf(await readDraft(db, NEW_RECIPE));
    if (!draft) return null;
    return { kind: "recipe", param, isNew: true, section: NEW_RECIPE, live: null, draft, shown: draft.data };
  }
  const { nutrition } = liveContent();
  const card = nutrition.items.find((item) => item.id === param);
  if (!card) return null;
  const body = nutrition[BODY_LISTS[card.kind]].find((candidate) => candidate.id === card.id);
  if (!body) return null;
  const live = structuredClone({ body, card }) as NutritionDraft;
  const section = draftSection(card.kind, card.id);
  const draft = nutritionDraftOf(await readDraft(db, section));
  return { kind: card.kind, param, isNew: false, section, live, draft, shown: draft?.data ?? live };
}

function setAt(root: unknown, path: FieldPath, value: unknown): void {
  const parent = valueAt(root, path.slice(0, -1));
  if (parent !== null && typeof parent === "object")
    (parent as Record<string, unknown>)[String(path.at(-1))] = value;
}

/**
 * Her form laid over the item as it stands: only the fields the editor shows are read (so the
 * structure cannot be broken by a forged name), numbers stay numbers even after a field was
 * emptied once, the card follows the body's id and title, and over-long fields are named.
 */
export function applyNutritionForm(
  editing: Pick<NutritionEditing, "kind" | "isNew" | "shown">,
  form: FormData,
  access: "free" | "premium" | undefined,
): { next: NutritionDraft; fieldErrors: Record<string, string> } {
  const { kind, isNew, shown } = editing;
  const bodyPaths = bodyFieldPaths(kind, shown.body, isNew);
  const allowed = new Set([
    ...bodyPaths.map((path) => bodyName(...path)),
    ...CARD_FIELD_PATHS.map((path) => cardName(...path)),
  ]);
  const fields = new FormData();
  for (const [name, value] of form.entries()) {
    if (allowed.has(name) && typeof value === "string") fields.append(name, value);
  }
  const body = applyFields(shown.body, fields, BODY);
  const card = applyFields(shown.card, fields, CARD);
  for (const path of bodyPaths) {
    const value = valueAt(body, path);
    if (isNumericPath(path) && typeof value === "string" && value !== "" && Number.isFinite(Number(value)))
      setAt(body, path, Number(value));
  }
  card.kind = kind;
  card.id = body.id;
  card.title = body.title;
  if (access) card.premium = access === "premium";

  const fieldErrors: Record<string, string> = {};
  const check = (root: Shape, prefix: string, paths: readonly FieldPath[]) => {
    for (const path of paths) {
      const value = valueAt(root, path);
      const texts = Array.isArray(value) ? value : [value];
      const name = `${prefix}.${pathName(path)}`;
      if (Array.isArray(value) && value.length > MAX_LIST_LINES)
        fieldErrors[name] = NUTRITION_MESSAGES.tooManyLines;
      else if (texts.some((text) => typeof text === "string" && text.length > MAX_FIELD_TEXT))
        fieldErrors[name] = NUTRITION_MESSAGES.tooLong;
    }
  };
  check(body, BODY, bodyPaths);
  check(card, CARD, CARD_FIELD_PATHS);
  return { next: { body, card }, fieldErrors };
}

/**
 * The content with this item in it: the body and card replaced where they stand, or, for a new
 * recipe, the body added to the recipes and its card after the other recipes' cards.
 */
function withItem(content: Content, editing: NutritionEditing, next: NutritionDraft) {
  const nutrition = content.nutrition as unknown as Record<string, unknown[]> & { items: NutritionTeaser[] };
  const bodies = nutrition[BODY_LISTS[editing.kind]] ?? [];
  const originalId = editing.isNew ? null : editing.param;
  let bodyIndex = bodies.findIndex((body) => isShape(body) && body.id === originalId);
  if (bodyIndex < 0) bodyIndex = bodies.push(next.body) - 1;
  else bodies[bodyIndex] = next.body;
  const items: unknown[] = nutrition.items;
  let cardIndex = items.findIndex(
    (item) => isShape(item) && item.id === originalId && item.kind === editing.kind,
  );
  if (cardIndex >= 0) items[cardIndex] = next.card;
  else {
    const lastOfKind = items.findLastIndex((item) => isShape(item) && item.kind === editing.kind);
    cardIndex = lastOfKind >= 0 ? lastOfKind + 1 : items.length;
    items.splice(cardIndex, 0, next.card);
  }
  return {
    content,
    within: {
      body: ["nutrition", BODY_LISTS[editing.kind], bodyIndex],
      card: ["nutrition", "items", cardIndex],
    },
  };
}

/** What stops this draft from being published, checked as publishing would check it. */
export function nutritionProblems(editing: NutritionEditing): {
  fieldErrors: Record<string, string>;
  formErrors: string[];
} {
  if (!editing.draft) return { fieldErrors: {}, formErrors: [] };
  const { content, within } = withItem(
    structuredClone(liveContent()),
    editing,
    structuredClone(editing.draft.data),
  );
  const parsed = ContentSchema.safeParse(content);
  const found = parsed.success
    ? { fieldErrors: {}, formErrors: [] }
    : nutritionErrors(parsed.error.issues, within, editing.draft.data.body);
  const id = typeof editing.draft.data.body.id === "string" ? editing.draft.data.body.id : "";
  const taken = editing.isNew ? idProblem(id) : null;
  if (taken) found.fieldErrors[bodyName("id")] = taken;
  return found;
}

/**
 * Publishes the item: a new revision with this body and card (deleting the draft with it), or
 * the problems that stop it, as field errors. A new recipe's id must be unused.
 */
export async function publishNutritionItem(
  db: Database,
  editing: NutritionEditing,
  next: NutritionDraft,
  author: ContentAuthor,
  now: Date,
): Promise<
  | { ok: true; revision: number; id: string }
  | { ok: false; fieldErrors: Record<string, string>; formErrors: string[] }
> {
  const id = typeof next.body.id === "string" ? next.body.id : "";
  if (editing.isNew) {
    const taken = idProblem(id);
    if (taken) return { ok: false, fieldErrors: { [bodyName("id")]: taken }, formErrors: [] };
  }
  let within: Within = { body: [], card: [] };
  const title = typeof next.body.title === "string" ? next.body.title : id;
  const result: PublishResult = await publishContent(
    db,
    {
      summary: `${editing.isNew ? "Added" : "Edited"} the ${KIND_LABELS[editing.kind].toLowerCase()} "${title}"`,
      author,
      change: (content) => {
        const changed = withItem(content, editing, structuredClone(next));
        within = changed.within;
        return changed.content;
      },
      draftSection: editing.section,
    },
    now,
  );
  if (result.ok) return { ok: true, revision: result.revision, id };
  return { ok: false, ...nutritionErrors(result.issues, within, next.body) };
}
