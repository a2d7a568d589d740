import { data, redirect } from "react-router";
import { resolveTimeZone } from "~/features/dashboard/dashboard.server";
import { applyOnboarding, parseOnboardingForm } from "~/features/onboarding/onboarding.server";
import { Questionnaire } from "~/features/onboarding/questionnaire";
import { getAppContext } from "~/utils/app-context.server";
import { flashCookie } from "~/utils/flash";
import { formFailure, notAForm, readForm } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { ensureProfile, getProfile, updateProfile } from "~/utils/profiles.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Get Started",
    "A free one-minute assessment of your fitness, goals, food and time that shapes your personal plan.",
    "/onboarding",
  );

/** Where she is in the questionnaire and what she has answered; a newcomer starts at welcome. */
export async function loader(args: Route.LoaderArgs) {
  const profile = await getProfile(args);
  return { step: profile?.step ?? "welcome", answers: profile?.answers ?? {} };
}

/** Saves one step. Every rule is checked here, whatever the page did (issue 7). */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  if (!form) return notAForm();
  const parsed = parseOnboardingForm(form);
  if (!parsed.ok)
    return formFailure(form, parsed.status, { fieldErrors: { [parsed.field]: parsed.message } });

  const existing = await getProfile(args);
  const applied = applyOnboarding(existing ?? { answers: {}, step: "welcome" }, parsed.input);
  if (!applied.ok)
    return formFailure(form, applied.status, { fieldErrors: { [applied.field]: applied.message } });

  const app = getAppContext(args.context);
  const { profile, setCookie } = await ensureProfile(args);
  const zone = resolveTimeZone(profile, parsed.timeZone);
  await updateProfile(app.database.db, profile.id, {
    answers: applied.state.answers,
    step: applied.state.step,
    ...(applied.completed ? { completedAt: app.now() } : {}),
    ...(zone.changed ? { timeZone: zone.timeZone } : {}),
  });

  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (applied.completed) {
    // SPEC §4: completing shows the success toast and goes to the dashboard.
    headers.append("Set-Cookie", flashCookie("plan-ready"));
    throw redirect("/dashboard", { headers });
  }
  return data({ saved: applied.state.step }, { headers });
}

export default function Onboarding({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && "fieldErrors" in actionData ? actionData.fieldErrors : null;
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 md:py-14"
    >
      <div className="flex flex-col gap-2">
        <p className="font-semibold tracking-wide text-secondary-foreground uppercase">Free assessment</p>
        <h1 id="page-title" className="text-3xl md:text-4xl">
          Get Started
        </h1>
      </div>
      <Questionnaire stepId={loaderData.step} answers={loaderData.answers} errors={errors} />
    </section>
  );
}
