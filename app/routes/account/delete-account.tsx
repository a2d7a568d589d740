import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { deleteAccount, EXPORT_LINKS } from "~/features/account/account-data.server";
import { CurrentPasswordField } from "~/features/account/password-fields";
import { PASSWORD_MAX } from "~/features/account/schemas";
import { getAppContext } from "~/lib/app-context.server";
import { endSession, requireMember, throttleFor } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { formFailure, notAForm, parseForm, readForm } from "~/lib/forms.server";
import { authenticate } from "~/lib/members.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/delete-account";

const COACH_REFUSAL = "The coach account cannot be deleted here.";
const WRONG_PASSWORD = "That is not your password. Please try again.";

const DeleteAccountSchema = z.object({
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(PASSWORD_MAX, WRONG_PASSWORD),
});

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Delete your account", "Delete your account and everything in it."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  return { coach: member.role === "coach", downloads: EXPORT_LINKS };
}

export async function action(args: Route.ActionArgs) {
  const { member } = await requireMember(args);
  const form = await readForm(args.request);
  if (!form) return notAForm();
  // The coach's account runs the business (the coach area, the newsletters she wrote): it is
  // closed by the operator, not by one form.
  if (member.role === "coach") return formFailure(form, 403, { formError: COACH_REFUSAL });
  const parsed = parseForm(form, DeleteAccountSchema);
  if (!parsed.ok) return parsed.failure;

  // Guessing her password here is guessing it at the login form: the same limit, taken first.
  const throttle = await throttleFor(args, "login");
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const app = getAppContext(args.context);
  const { db } = app.database;
  const confirmed = await authenticate(db, member.email, parsed.data.password);
  if (confirmed?.id !== member.id) {
    return formFailure(form, 400, { fieldErrors: { password: WRONG_PASSWORD } });
  }
  await throttle.succeeded();
  await deleteAccount(db, member, app.now());
  // Her session row went with her account; this clears the cookie that named it.
  const headers = new Headers({ "Set-Cookie": await endSession(args) });
  headers.append("Set-Cookie", flashCookie("account-deleted"));
  throw redirect("/", { headers });
}

const DELETED = [
  "Your account: your name, email address and password.",
  "Your questionnaire answers and your plan.",
  "Your dashboard records: workouts, meals, mindfulness and challenge days you marked done.",
  "Your training log: every workout, set, rating and note.",
  "Your body measurements and progress photos.",
  "Your newsletter sign-up, and our copies of the emails we sent you or were about to send.",
  "Your sign-ins: every phone and computer you are signed in on is signed out.",
];

const KEPT = [
  "One line in our records that an account was deleted, and when. It does not contain your name or email address.",
  "Records of payments you made, which the payment provider keeps. Our own notes of them no longer name you.",
];

export default function DeleteAccount({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/account/delete";

  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-12 md:py-16"
    >
      <div className="flex flex-col gap-4">
        <h1 id="page-title" className="text-3xl md:text-4xl">
          Delete your account
        </h1>
        <p className="text-lg">
          Deleting your account removes it and everything in it, for good. It cannot be undone, and we cannot
          bring anything back afterwards.
        </p>
      </div>

      <section aria-labelledby="deleted-title" className="flex flex-col gap-3">
        <h2 id="deleted-title" className="text-2xl">
          What is deleted
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-6 text-lg">
          {DELETED.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kept-title" className="flex flex-col gap-3">
        <h2 id="kept-title" className="text-2xl">
          What is kept
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-6 text-lg">
          {KEPT.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="download-title" className="flex flex-col gap-3">
        <h2 id="download-title" className="text-2xl">
          Keep a copy first
        </h2>
        <p className="text-lg">You can download your records as spreadsheet files before you go.</p>
        <ul className="flex flex-col gap-1">
          {loaderData.downloads.map((link) => (
            <li key={link.href}>
              {/* A file, not a page: the browser downloads it instead of the router fetching it. */}
              <a
                href={link.href}
                download
                className="inline-flex min-h-11 items-center text-lg font-semibold text-primary underline underline-offset-4 hover:no-underline"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="confirm-title"
        className="flex flex-col gap-5 rounded-xl border-2 border-destructive bg-card p-6"
      >
        <h2 id="confirm-title" className="text-2xl">
          Confirm with your password
        </h2>
        {loaderData.coach ? (
          <FormAlert tone="info">{COACH_REFUSAL}</FormAlert>
        ) : (
          <Form method="post" className="flex flex-col gap-5" noValidate>
            {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
            <CurrentPasswordField
              failure={failure}
              label="Your password"
              hint="Type the password you sign in with, to show it is you."
              name="password"
            />
            <Button type="submit" size="lg" variant="destructive" disabled={busy}>
              {busy ? "Deleting..." : "Delete my account and everything in it"}
            </Button>
          </Form>
        )}
        <ul className="flex flex-col gap-1">
          <li>
            <Link
              to="/dashboard"
              className="inline-flex min-h-11 items-center text-lg text-primary underline underline-offset-4 hover:no-underline"
            >
              Keep my account and go back to my dashboard
            </Link>
          </li>
          {!loaderData.coach && (
            <li>
              <Link
                to="/forgot-password"
                className="inline-flex min-h-11 items-center text-lg text-primary underline underline-offset-4 hover:no-underline"
              >
                Forgot your password?
              </Link>
            </li>
          )}
        </ul>
      </section>
    </section>
  );
}
