import { data } from "react-router";
import { emailPreviewResponse, findOutboxEmail } from "~/features/email/outbox.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import type { Route } from "./+types/email-preview";

/**
 * The email's HTML, for the preview frame on the coach's email page. It runs nothing: the
 * policy allows inline styles and nothing else, and the frame is sandboxed too.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const email = await findOutboxEmail(getAppContext(args.context).database.db, args.params.emailId);
  if (!email || email.html === "") throw data(null, { status: 404, statusText: "Not Found" });
  return emailPreviewResponse(email.html);
}
