import { Link, useActionData } from "react-router";
import { z } from "zod";
import { CalendarHeartIcon } from "~/components/ui/icons/calendar-heart";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { liveFitnessSections } from "~/content/catalog.server";
import { EmailSchema } from "~/features/account/schemas";
import { subscribe } from "~/features/newsletter/newsletter.server";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { ProgramSections } from "~/features/programs/program-cards";
import { unlockedPrograms } from "~/features/programs/programs-page.server";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer, throttleEmailRequest, throttleFor } from "~/lib/auth.server";
import { formFailure, notAForm, parseForm, readForm } from "~/lib/forms.server";
import { normalizeEmail } from "~/lib/members.server";
import { pageMeta } from "~/lib/meta";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/index";

export async function loader(args: Route.LoaderArgs) {
  // The live catalog's cards: the coach's own programs join the shipped ones (decision 0042).
  return { sections: liveFitnessSections(), unlocked: unlockedPrograms(await getViewer(args)) };
}

// Decision 0068: a visitor's page is HTML; the public widgets script runs its tabs, and the
// newsletter form posts to the page, which answers on the Live Classes tab.
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Fitness Programs",
    "Strength programs for women over 50: Movement Patterns (month 1 free), Signature Programs and Summer Shred.",
    "/programs",
  );

const NewsletterSchema = z.object({
  intent: z.literal("newsletter"),
  email: EmailSchema,
  consent: z.literal("yes", { error: "Please tick the box so we may email you." }),
});

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  if (!form) return notAForm();
  const viewer = await getViewer(args);
  // Every write a visitor makes counts, so a script cannot fill the list; members are known.
  if (!viewer.member) {
    const throttle = await throttleFor(args, "anonymous-write");
    if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  }
  const parsed = parseForm(form, NewsletterSchema);
  if (!parsed.ok) return parsed.failure;
  const app = getAppContext(args.context);
  const email = normalizeEmail(parsed.data.email);
  // Her own confirmed account address needs no second proof (decision 0030).
  const proven = viewer.member?.email === email && viewer.member.emailConfirmedAt !== null;
  if (!proven) {
    const throttle = await throttleEmailRequest(args, "newsletter", email);
    if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
    // Past the recipient's limit: the usual answer, and no more emails to her inbox.
    if (throttle.skip) return { ok: true as const, outcome: "confirm-sent" as const };
  }
  const outcome = await subscribe(
    { db: app.database.db, appUrl: app.config.appUrl, now: app.now() },
    { email, source: "live-classes", proven },
  );
  // To anyone but her, an address already on the list gets the same answer as a new one.
  return {
    ok: true as const,
    outcome: outcome === "already-registered" && !proven ? "confirm-sent" : outcome,
  };
}

export default function FitnessPrograms({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const unlocked = new Set(loaderData.unlocked);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl md:text-4xl">Fitness Programs</h1>
        <p className="mt-4 text-lg">
          Strength training designed for women over 50: clear sessions, steady progress and nothing you can't
          do. Start with Movement Patterns month 1, free.
        </p>
      </header>
      {/* Without JavaScript, a newsletter answer comes back on a fresh page: open its tab. */}
      <Tabs defaultValue={actionData ? "live-classes" : "our-programs"} className="mt-10">
        <TabsList aria-label="Programs" className="flex-col md:flex-row">
          <TabsTrigger value="our-programs" className="w-full md:w-auto">
            Our Programs
          </TabsTrigger>
          <TabsTrigger value="live-classes" className="w-full md:w-auto">
            Live Classes
          </TabsTrigger>
        </TabsList>
        <TabsContent value="our-programs" className="flex flex-col gap-14">
          <ProgramSections sections={loaderData.sections} unlocked={unlocked} />
          <p className="max-w-3xl rounded-xl border border-border bg-muted p-5 text-lg">
            Premium programs come with coaching membership.{" "}
            <Link to="/work-with-me">See how to work with me</Link>, or{" "}
            <Link to="/login?redirectTo=%2Fprograms">log in</Link> if you are already a member.
          </p>
        </TabsContent>
        <TabsContent value="live-classes">
          <section
            aria-labelledby="live-classes-heading"
            className="mx-auto flex max-w-2xl flex-col gap-6 rounded-xl border border-border bg-card p-6 shadow-sm md:p-10"
          >
            <CalendarHeartIcon aria-hidden="true" className="size-12 text-primary" />
            <h2 id="live-classes-heading" className="text-2xl md:text-3xl">
              Live Classes Coming Soon
            </h2>
            <p className="text-lg">
              Small, friendly classes you can join live from home. Sign up for the newsletter and we will let
              you know the moment the first classes open.
            </p>
            <NewsletterForm answer={actionData} />
          </section>
        </TabsContent>
      </Tabs>
    </div>
  );
}
