import { data, redirect, useSearchParams } from "react-router";
import type { OnboardingStepId } from "~/content/onboarding";
import { resolveTimeZone } from "~/features/dashboard/dashboard.server";
import { applyOnboarding, parseOnboardingForm } from "~/features/onboarding/onboarding.server";
import { ensureProfile, getProfile, updateProfile } from "~/features/onboarding/profiles.server";
import { Questionnaire } from "~/features/onboarding/questionnaire";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer, throttleFor } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, notAForm, readForm, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/index";

// Decision 0068: a visitor's questionnaire is HTML forms that post; the public widgets script
// gives the page's checks and toasts.
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Get Started",
    "A free one-minute assessment of your fitness, goals, food and time that shapes your personal plan.",
    "/onboarding",
  );

/**
 * Where she is in the questionnaire and what she has answered; a newcomer starts at welcome.
 * Before her first answer nothing is stored, so the first question is the address
 * `/onboarding?step=fitness` that Start leads to.
 */
export async function loader(args: Route.LoaderArgs) {
  const profile = await getProfile(args);
  const started = args.url.searchParams.get("step") === FIRST_QUESTION;
  const step: OnboardingStepId =
    profile && profile.step !== "welcome" ? profile.step : started ? FIRST_QUESTION : "welcome";
  return { step, answers: profile?.answers ?? {} };
}

const FIRST_QUESTION = "fitness" satisfies OnboardingStepId;

/** Saves one step. Every rule is checked here, whatever the page did (issue 7). */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  if (!form) return notAForm();
  const parsed = parseOnboardingForm(form);
  if (!parsed.ok) return refusal(form, parsed);

  const existing = await getProfile(args);
  const applied = applyOnboarding(existing ?? { answers: {}, step: "welcome" }, parsed.input);
  if (!applied.ok) return refusal(form, applied);

  // A visitor who has answered nothing yet leaves no row behind: Start and Back only move
  // between the welcome and the first question.
  if (!existing && Object.keys(applied.state.answers).length === 0)
    throw redirect(
      applied.state.step === FIRST_QUESTION ? `/onboarding?step=${FIRST_QUESTION}` : "/onboarding",
    );

  // A visitor's first answer creates a row: those are counted per address, so a script cannot
  // fill the table. Later answers update her own row and are not counted.
  if (!existing && !(await getViewer(args)).member) {
    const throttle = await throttleFor(args, "anonymous-write");
    if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  }

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
    // product.md §3.1: completing shows the success toast and goes to the dashboard.
    headers.append("Set-Cookie", flashCookie("plan-ready"));
    throw redirect("/dashboard", { headers });
  }
  // Her first answer created the cookie: this request's page would still be read without it,
  // so a page sent without React (decision 0068) asks again, with the cookie, for her next step.
  if (setCookie) throw redirect(`/onboarding?step=${applied.state.step}`, { headers });
  return data({ saved: applied.state.step }, { headers });
}

export default function Onboarding({ loaderData, actionData }: Route.ComponentProps) {
  const failure = formFailureOf(actionData);
  // She got here by Continue or Back (a redirect to `?step=`, or the action's answer).
  const [search] = useSearchParams();
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
      <Questionnaire
        stepId={loaderData.step}
        answers={loaderData.answers}
        failure={failure}
        arrived={search.has("step") || actionData !== undefined}
      />
    </section>
  );
}
