import { data } from "react-router";
import { findNutritionItem } from "~/content/nutrition/catalog";
import { getNutritionBody } from "~/content/nutrition/index.server";
import { requirePremium } from "~/utils/auth.server";
import { nutritionPdf } from "~/utils/nutrition-pdf.server";
import { pdfResponse } from "~/utils/pdf.server";
import type { Route } from "./+types/download";

/** Every download button on the Nutrition page: a PDF made from the page's own content. */
export async function loader(args: Route.LoaderArgs) {
  const item = findNutritionItem(args.params.item);
  if (!item) throw data(null, { status: 404 });
  // A premium file is refused outright (403): there is no page to send her to from a download.
  if (item.premium) await requirePremium(args, "forbidden");
  const paper = args.url.searchParams.get("paper") === "letter" ? "LETTER" : "A4";
  const pdf = await nutritionPdf(getNutritionBody(item), paper);
  return pdfResponse(pdf, `${item.id}${paper === "LETTER" ? "-letter" : ""}.pdf`, item.premium);
}
