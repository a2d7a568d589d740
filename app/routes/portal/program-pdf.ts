import { data } from "react-router";
import { programRecord } from "~/content/catalog.server";
import { getProgram, RECOVERY_GUIDELINES } from "~/content/programs/index.server";
import {
  cachedPdfResponse,
  contentVersion,
  freePdfCache,
  pdfResponse,
  programPdf,
} from "~/features/programs/program-pdf.server";
import { requirePortalProgram } from "~/lib/auth.server";
import type { Route } from "./+types/program-pdf";

/** "Download PDF Version": the same content and the same access check as the page. */
export async function loader(args: Route.LoaderArgs) {
  const record = programRecord(args.params.program);
  if (!record) throw data(null, { status: 404 });
  const { slug } = record;
  // A file cannot follow a redirect to a form: a bare 401 instead.
  await requirePortalProgram(args, slug, "status");
  const paper = args.url.searchParams.get("paper") === "letter" ? "LETTER" : "A4";
  const program = getProgram(slug);
  const name = `${slug}${paper === "LETTER" ? "-letter" : ""}.pdf`;
  const render = () => programPdf(program, RECOVERY_GUIDELINES, paper);
  // A free program (Movement Patterns month 1, decision 0018) is free to all: drawn once per
  // content version and shared. Every other program is gated, so drawn for her alone and never cached.
  if (record.tier !== "free") return pdfResponse(await render(), name);
  const version = `${contentVersion(program)}.${contentVersion(RECOVERY_GUIDELINES)}`;
  const pdf = await freePdfCache.get(`program:${slug}:${paper}`, version, render);
  return cachedPdfResponse(args.request, pdf, name);
}
