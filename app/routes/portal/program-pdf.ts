import { data } from "react-router";
import { programRecord } from "~/content/catalog.server";
import { RECOVERY_GUIDELINES } from "~/content/programs/index.server";
import {
  cachedPdfResponse,
  contentVersion,
  freePdfCache,
  pdfResponse,
  programPdf,
} from "~/features/programs/program-pdf.server";
import { programFor, substitutionsFor } from "~/features/training/swaps.server";
import { getAppContext } from "~/lib/app-context.server";
import { requirePortalProgram } from "~/lib/auth.server";
import type { Route } from "./+types/program-pdf";

/** "Download PDF Version": the same content and the same access check as the page. */
export async function loader(args: Route.LoaderArgs) {
  const record = programRecord(args.params.program);
  if (!record) throw data(null, { status: 404 });
  const { slug } = record;
  // A file cannot follow a redirect to a form: a bare 401 instead.
  const viewer = await requirePortalProgram(args, slug, "status");
  const paper = args.url.searchParams.get("paper") === "letter" ? "LETTER" : "A4";
  const app = getAppContext(args.context);
  // Issue 38 (decision 0060): each exercise links to its demo page, and a member's copy shows her
  // coach's substitutions.
  const memberId = viewer.member?.id ?? null;
  const program = await programFor(app.database.db, memberId, slug);
  const personal = memberId !== null && (await substitutionsFor(app.database.db, memberId)).size > 0;
  const name = `${slug}${paper === "LETTER" ? "-letter" : ""}.pdf`;
  const render = () => programPdf(program, RECOVERY_GUIDELINES, paper, app.config.appUrl);
  // A free program (Movement Patterns month 1, decision 0018) is free to all: drawn once per
  // content version and shared. Every other program is gated, so drawn for her alone and never
  // cached; so is a free one with her coach's substitutions in it.
  if (record.tier !== "free" || personal) return pdfResponse(await render(), name);
  const version = `${contentVersion(program)}.${contentVersion(RECOVERY_GUIDELINES)}.${app.config.appUrl}`;
  const pdf = await freePdfCache.get(`program:${slug}:${paper}`, version, render);
  return cachedPdfResponse(args.request, pdf, name);
}
