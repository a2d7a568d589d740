// The launch checklist on the coach home (issue 36 §6): every placeholder the site still shows
// until she replaces it, each with a link to the field where she does. The placeholders are
// the shipped values of app/content/site.ts that the spec names: her name, the contact email
// and phone, the test payment links and the mobility reel.
import type { Content } from "~/content/content.server";

export type ChecklistItem = { id: string; label: string; detail: string; href: string };

const SITE_EDITOR = "/coach/content/site";

/** The shipped placeholders (app/content/site.ts); anything else is hers. */
export const PLACEHOLDERS = {
  coachName: "Your Coach",
  email: "hello@example.com",
  phone: "0400 000 000",
} as const;

/** A payment provider's test-mode link takes no real payment. */
const TEST_PAYMENT_LINK = /^https:\/\/buy\.stripe\.com\/test_/;

function paymentLinks(site: Content["site"]): { name: string; url: string }[] {
  const { payment } = site.links;
  return [
    { name: "Kick Start", url: payment.kickstart },
    { name: "Signature Program", url: payment.signature },
    { name: "Continuum 1:1", url: payment.continuum.oneOnOne },
    { name: "Continuum partner", url: payment.continuum.partner },
    { name: "Continuum small group", url: payment.continuum.smallGroup },
    { name: "Stay Strong", url: payment.stayStrong },
    { name: "Remote coaching", url: payment.remoteCoaching },
  ];
}

/** What is still a placeholder in the live content; empty when the site is ready. */
export function launchChecklist(content: Content): ChecklistItem[] {
  const { site, marketing } = content;
  const items: ChecklistItem[] = [];
  if (site.coachName.trim() === PLACEHOLDERS.coachName)
    items.push({
      id: "coach-name",
      label: "Your name",
      detail: `Your pages still say "${PLACEHOLDERS.coachName}".`,
      href: `${SITE_EDITOR}#business`,
    });
  if (site.contact.email.trim().toLowerCase() === PLACEHOLDERS.email)
    items.push({
      id: "contact-email",
      label: "Your contact email",
      detail: `Visitors are shown ${PLACEHOLDERS.email}, which nobody reads.`,
      href: `${SITE_EDITOR}#contact`,
    });
  if (site.contact.phone.replace(/\s/g, "") === PLACEHOLDERS.phone.replace(/\s/g, ""))
    items.push({
      id: "contact-phone",
      label: "Your phone number",
      detail: `Visitors are shown ${PLACEHOLDERS.phone}.`,
      href: `${SITE_EDITOR}#contact`,
    });
  const tests = paymentLinks(site).filter((link) => TEST_PAYMENT_LINK.test(link.url));
  if (tests.length > 0)
    items.push({
      id: "payment-links",
      label: tests.length === 1 ? "A test payment link" : `${tests.length} test payment links`,
      detail: `${tests.map((link) => link.name).join(", ")}: these take no real payment until you replace them with your live links.`,
      href: `${SITE_EDITOR}#payment-links`,
    });
  if (!marketing.mobilityReelUrl && !marketing.mobilityReelExerciseId)
    items.push({
      id: "mobility-reel",
      label: "The mobility reel",
      detail:
        'Work with Me says "Video content will be placed here" until you choose a clip from your exercise library (one everyone may watch) or add a link to your video.',
      href: `${SITE_EDITOR}#remote`,
    });
  return items;
}
