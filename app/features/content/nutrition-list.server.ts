// The coach's Nutrition list (issue 19 §2): every item with a mark where she has a draft, and
// the start of a new recipe, saved as a draft only she sees until she publishes it.
import { liveContent } from "~/content/live.server";
import type { NutritionKind } from "~/content/nutrition/catalog";
import type { Database } from "~/db/client.server";
import {
  type ContentAuthor,
  listDrafts,
  readDraft,
  saveDraft,
} from "~/features/content/content-store.server";
import { draftSection, type NutritionDraft, nutritionDraftOf } from "./nutrition-editor.server";
import { NEW_RECIPE } from "./nutrition-fields";

/** The recipe a coach starts from: her title, id and access, and room for the rest. */
export function newRecipeDraft(input: { id: string; title: string; premium: boolean }): NutritionDraft {
  return {
    body: {
      id: input.id,
      title: input.title,
      summary: "",
      servings: 2,
      prepMinutes: 10,
      cookMinutes: 0,
      ingredients: [],
      steps: [],
      perServing: { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0 },
    },
    card: {
      id: input.id,
      kind: "recipe",
      title: input.title,
      description: "",
      highlights: [],
      premium: input.premium,
    },
  };
}

export type NutritionRow = {
  id: string;
  kind: NutritionKind;
  title: string;
  premium: boolean;
  draft: boolean;
};

/** The Nutrition page's items in its order, each marked when she has a draft of it. */
export async function nutritionRows(db: Database): Promise<{ rows: NutritionRow[]; adding: string | null }> {
  const drafts = new Set((await listDrafts(db)).map((draft) => draft.section));
  const rows = liveContent().nutrition.items.map((item) => ({
    id: item.id,
    kind: item.kind,
    title: item.title,
    premium: item.premium,
    draft: drafts.has(draftSection(item.kind, item.id)),
  }));
  let adding: string | null = null;
  if (drafts.has(NEW_RECIPE)) {
    const draft = nutritionDraftOf(await readDraft(db, NEW_RECIPE));
    adding = draft && typeof draft.data.body.title === "string" ? draft.data.body.title : "a new recipe";
  }
  return { rows, adding };
}

/** Saves the draft of a recipe being added, unless one is being added already. */
export async function startNewRecipe(
  db: Database,
  input: { id: string; title: string; premium: boolean },
  author: ContentAuthor,
  now: Date,
): Promise<{ ok: true } | { ok: false; adding: string }> {
  const current = nutritionDraftOf(await readDraft(db, NEW_RECIPE));
  if (current) return { ok: false, adding: String(current.data.body.title ?? "a new recipe") };
  await saveDraft(db, { section: NEW_RECIPE, data: newRecipeDraft(input), author }, now);
  return { ok: true };
}
