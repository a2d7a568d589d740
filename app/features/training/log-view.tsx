import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { FormFailure } from "~/lib/form-failure";
import type { LogPage, ScreeningLogPage, VisitorLogPage } from "./log.server";
import { LogHeading } from "./log-heading";
import { SessionLog } from "./session-log";

// The session log (issue 17). Without JavaScript it is one plain form, sent at "Finish". With
// JavaScript each ticked set is sent at once through the phone's queue (set-sender.ts), and the
// rest timer counts between sets. Only members cleared to exercise get the log itself
// (session-log.tsx); everyone else is told what it waits for.

export function LogView({ page, failure }: { page: LogPage; failure: FormFailure | null }) {
  if (page.mode === "visitor") return <AccountCard page={page} />;
  if (page.mode === "screening") return <ClearanceNotice page={page} />;
  return <SessionLog page={page} failure={failure} />;
}

/** A visitor or a portal client without an account: the log belongs to an account (decision 0031). */
function AccountCard({ page }: { page: VisitorLogPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <LogHeading page={page} />
      <section aria-labelledby="account-heading" className="mt-8 rounded-2xl bg-secondary p-6 md:p-8">
        <h2 id="account-heading" className="text-2xl md:text-3xl">
          Keep a record of every session
        </h2>
        <p className="mt-3 text-lg">
          With a free account, this page keeps every set and weight you lift, shows last time's numbers when
          you start, and suggests when you are ready for a little more.
        </p>
        <div className="mt-6 flex flex-wrap gap-4">
          <Button asChild size="lg">
            <Link to={page.signupHref}>Create a free account</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={page.loginHref}>Log in</Link>
          </Button>
        </div>
      </section>
    </article>
  );
}

/** A "yes" on her health check: the log waits for her doctor's clearance (issue 18). */
function ClearanceNotice({ page }: { page: ScreeningLogPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <LogHeading page={page} />
      <section aria-labelledby="clearance-heading" className="mt-8 rounded-2xl bg-secondary p-6 md:p-8">
        <h2 id="clearance-heading" className="text-2xl md:text-3xl">
          First, a word with your doctor
        </h2>
        <p className="mt-3 text-lg">
          You answered yes to a question on your health check, so logging waits until your doctor says you are
          ready to exercise. You can read this session and every program meanwhile.
        </p>
        <p className="mt-3 text-lg">When your doctor has cleared you, tell us on your health check.</p>
        <div className="mt-6 flex flex-wrap gap-4">
          <Button asChild size="lg">
            <Link to={page.screeningHref}>Confirm my doctor's clearance</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={`/client-portal/${page.program.slug}`}>Read the program</Link>
          </Button>
        </div>
      </section>
    </article>
  );
}
