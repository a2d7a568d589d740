import { Link } from "react-router";
import { ContactDetails, LegalPage, lastUpdatedLoader } from "~/features/legal/legal-page";
import { pageMeta } from "~/lib/meta";
import { STATIC_PAGE } from "~/lib/static-page";
import { siteOf, useSite } from "~/lib/use-site";
import type { Route } from "./+types/terms-and-conditions";

export const loader = lastUpdatedLoader;

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Terms of Service",
    `The terms for using ${siteOf(matches).businessName} and its coaching programs.`,
    "/terms-and-conditions",
  );

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <LegalPage title="Terms of Service" lastUpdated={loaderData.lastUpdated}>
      <p>
        These terms apply when you use this website or buy a coaching program from {site.legal.entityName}. By
        using the site you agree to them.
      </p>

      <h2>Your health comes first</h2>
      <p>
        Our programs and nutrition guidance are general fitness information, not medical advice. Please check
        with your doctor before starting a new exercise or eating plan, especially if you have a health
        condition, an injury or take medication. Stop any exercise that causes pain, dizziness or shortness of
        breath, and seek medical help if you need it.
      </p>

      <h2>Accounts and the client portal</h2>
      <p>
        Keep your password and the client portal code to yourself; they are for the person who paid for
        access. We may end access that is shared or misused.
      </p>

      <h2>Coaching programs and payment</h2>
      <ul>
        <li>Prices are shown on the site and charged through our card-payment provider.</li>
        <li>
          Our guarantee: if you do not feel noticeably stronger after 4 weeks of a program, we redesign it for
          you at no cost.
        </li>
        <li>Refunds are handled fairly and in line with the consumer law of {site.legal.jurisdiction}.</li>
      </ul>

      <h2>Our content</h2>
      <p>
        Programs, plans, recipes and guides are for your personal use. Please do not copy, resell or publish
        them without our written permission.
      </p>

      <h2>The community</h2>
      <p>
        Our private group is a kind and supportive place. Be respectful; we may remove posts or members who
        are not. See the <Link to="/community">community page</Link> to join.
      </p>

      <h2>Liability</h2>
      <p>
        We take care to make our guidance safe and accurate, but to the extent the law allows we are not
        liable for injury or loss arising from exercise or dietary choices made without appropriate medical
        advice. Nothing in these terms limits rights you have under consumer law.
      </p>

      <h2>Changes and governing law</h2>
      <p>
        We may update these terms; the date above shows the latest version. These terms are governed by the
        laws of {site.legal.jurisdiction}.
      </p>

      <h2>Contact us</h2>
      <ContactDetails />
    </LegalPage>
  );
}
