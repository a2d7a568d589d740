import { data } from "react-router";
import { findNutritionItem, getNutritionBody } from "~/content/nutrition/index.server";
import { nutritionPdf } from "~/features/nutrition/nutrition-pdf.server";
import {
  cachedPdfResponse,
  contentVersion,
  freePdfCache,
  pdfResponse,
} from "~/features/programs/program-pdf.server";
import { requirePremium } from "~/lib/auth.server";
import type { Route } from "./+types/download";

/** Every download button on the Nutrition page: a PDF made from the page's own content. */
export async function loader(args: Route.LoaderArgs) {
  const item = findNutritionItem(args.params.item);
  if (!item) throw data(null, { status: 404 });
  // A premium file is refused outright (403): there is no page to send her to from a download.
  if (item.premium) await requirePremium(args, "forbidden");
  const paper = args.url.searchParams.get("paper") === "letter" ? "LETTER" : "A4";
  const body = getNutritionBody(item);
  const name = `${item.id}${paper === "LETTER" ? "-letter" : ""}.pdf`;
  const render = () => nutritionPdf(body, paper);
  if (item.premium) return pdfResponse(await render(), name);
  // A free file is the same for everyone: drawn once per content version, then shared.
  const pdf = await freePdfCache.get(`nutrition:${item.id}:${paper}`, contentVersion(body), render);
  return cachedPdfResponse(args.request, pdf, name);
}
