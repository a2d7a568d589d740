import { data } from "react-router";
import { renderEmailHtml } from "~/features/email/email-layout";
import { emailPreviewResponse } from "~/features/email/outbox.server";
import { findNewsletter, newsletterEmail } from "~/features/newsletter/newsletter.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import type { Route } from "./+types/newsletter-preview";

/** The newsletter as a subscriber will see it, for the coach's preview frame; runs nothing. */
export async function loader(args: Route.LoaderArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const newsletter = await findNewsletter(app.database.db, args.params.newsletterId);
  if (!newsletter) throw data(null, { status: 404, statusText: "Not Found" });
  const email = newsletterEmail(
    { appUrl: app.config.appUrl, secret: app.config.SESSION_SECRET },
    newsletter,
    { id: 0, email: coach.email },
  );
  return emailPreviewResponse(renderEmailHtml(email.message));
}
