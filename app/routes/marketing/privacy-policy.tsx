import { ContactDetails, LegalPage, lastUpdatedLoader } from "~/features/legal/legal-page";
import { pageMeta } from "~/lib/meta";
import { STATIC_PAGE } from "~/lib/static-page";
import { siteOf, useSite } from "~/lib/use-site";
import type { Route } from "./+types/privacy-policy";

export const loader = lastUpdatedLoader;

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Privacy Policy",
    `How ${siteOf(matches).businessName} collects, uses and protects your information.`,
    "/privacy-policy",
  );

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <LegalPage title="Privacy Policy" lastUpdated={loaderData.lastUpdated}>
      <p>
        {site.legal.entityName} ("we", "us") runs this website to help women over 50 train, eat well and stay
        connected. This policy explains what we collect, why, and the choices you have. We keep it short and
        plain on purpose.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Details you give us:</strong> your name and email address when you create an account or sign
          up for updates, and your answers to the getting-started questionnaire.
        </li>
        <li>
          <strong>Your progress:</strong> the workouts, meals and sessions you mark as done, so your dashboard
          can show your streak and progress.
        </li>
        <li>
          <strong>Technical details:</strong> a single session cookie that keeps you signed in, and standard
          server logs (the page requested, the time and the result) that help us keep the site working. We do
          not use advertising or tracking cookies.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To give you access to the programs, plans and portal you are entitled to.</li>
        <li>To shape your daily plan and show your progress.</li>
        <li>
          To reply to you and, if you asked for them, to send you updates. You can unsubscribe at any time.
        </li>
      </ul>

      <h2>Payments</h2>
      <p>
        Payments are handled by our card-payment provider on its own secure pages. We never see or store your
        card number; we only receive confirmation that a payment was completed.
      </p>

      <h2>Who we share it with</h2>
      <p>
        We do not sell your information. We share it only with the services that host this website and process
        payments, and only as far as they need to provide that service, or when the law requires it.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account details while your account is open and delete them when you ask us to close it,
        unless we must keep a record for legal or tax reasons.
      </p>

      <h2>Your choices and rights</h2>
      <p>
        You can ask to see, correct or delete the information we hold about you, or withdraw your consent to
        updates, by contacting us using the details below.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are stored only as one-way hashes, sessions are protected by signed cookies, and access to
        members' content is checked on our server for every request.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions or requests about your privacy, or a complaint, can be sent to us here. This policy is
        governed by the laws of {site.legal.jurisdiction}.
      </p>
      <ContactDetails />
    </LegalPage>
  );
}
