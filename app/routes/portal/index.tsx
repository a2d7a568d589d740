import { useEffect } from "react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { toast } from "~/components/ui/sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { livePortalCards, programRecord } from "~/content/catalog.server";
import {
  INCORRECT_CODE_MESSAGE,
  PORTAL_CODE_MAX_LENGTH,
  WELCOME_MESSAGE,
} from "~/features/portal/portal-code";
import { PortalProgramCard, type ProgramCardData } from "~/features/portal/program-card";
import { getAppContext } from "~/lib/app-context.server";
import { endPortalCodeAccess, getViewer, rotateSession, throttleFor } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { formFailureOf } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { verifyPortalCode } from "~/lib/portal-code.server";
import type { Route } from "./+types/index";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await getViewer(args);
  // The live catalog: the shipped programs and those the coach added (decision 0042).
  const cards = livePortalCards();
  if (viewer.portal) {
    return {
      state: "in" as const,
      via: viewer.portal.via,
      // Formatted here, so the server's and the browser's time zones cannot disagree.
      until: viewer.portal.expiresAt.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" }),
      movementPatterns: cards.movementPatterns,
      signaturePrograms: cards.signaturePrograms,
    };
  }
  // Premium opens the programs the Programs page sells, even without the shared code.
  return {
    state: "out" as const,
    premiumPrograms: viewer.premium
      ? [...cards.movementPatterns, ...cards.signaturePrograms].filter(
          (card) => programRecord(card.slug)?.tier !== "portal",
        )
      : [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Client Portal", "Structured workout programs for the coach's clients.");

const PortalActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("enter"),
      code: z
        .string({ error: "Please enter the portal password." })
        .min(1, "Please enter the portal password.")
        .max(PORTAL_CODE_MAX_LENGTH, INCORRECT_CODE_MESSAGE),
    }),
    // "leave" is her button; "expire" is the browser's stored expiry passing (decision 0027).
    z.object({ intent: z.enum(["leave", "expire"]) }),
  ],
  { error: "Something went wrong. Please try again." },
);

export async function action(args: Route.ActionArgs) {
  const submission = await readSubmission(args.request, PortalActionSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;

  if (input.intent !== "enter") {
    // Only the portal-code access goes; a signed-in member stays signed in.
    const setCookie = await endPortalCodeAccess(args);
    // No code access to end: no session row, no cookie.
    if (!setCookie) return data({ ok: true as const, left: true });
    const headers = new Headers({ "Set-Cookie": setCookie });
    // On expiry the browser has already shown the spec's own message.
    if (input.intent === "leave") headers.append("Set-Cookie", flashCookie("left-portal"));
    return data({ ok: true as const, left: true }, { headers });
  }

  // The slot is taken before the code is checked, so parallel guesses cannot overtake it.
  const throttle = await throttleFor(args, "portal");
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const version = await verifyPortalCode(getAppContext(args.context).database.db, input.code);
  if (version === null) return formFailure(form, 401, { fieldErrors: { code: INCORRECT_CODE_MESSAGE } });
  await throttle.succeeded();
  const setCookie = await rotateSession(args, { portalCodeVersion: version });
  return data({ ok: true as const, left: false }, { headers: { "Set-Cookie": setCookie } });
}

function CodeForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const verifying = navigation.state !== "idle" && navigation.formData?.get("intent") === "enter";
  const failure = formFailureOf(actionData);

  useEffect(() => {
    if (failure?.fieldErrors.code === INCORRECT_CODE_MESSAGE) toast.error(INCORRECT_CODE_MESSAGE);
  }, [failure]);

  return (
    <Form
      method="post"
      className="mt-8 flex flex-col gap-5 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <input type="hidden" name="intent" value="enter" />
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      <Field
        label="Portal password"
        name="code"
        type="password"
        required
        autoComplete="current-password"
        maxLength={PORTAL_CODE_MAX_LENGTH}
        hint="The password your coach gave you."
        error={failure?.fieldErrors.code}
      />
      <Button type="submit" size="lg" disabled={verifying}>
        {verifying ? "Verifying..." : "Enter the Portal"}
      </Button>
    </Form>
  );
}

function CardGrid({ cards }: { cards: readonly ProgramCardData[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {cards.map((card) => (
        <li key={card.slug}>
          <PortalProgramCard card={card} />
        </li>
      ))}
    </ul>
  );
}

export default function ClientPortal({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  useEffect(() => {
    if (actionData && "ok" in actionData && !actionData.left) toast.success(WELCOME_MESSAGE);
  }, [actionData]);

  if (loaderData.state === "out") {
    return (
      <section aria-labelledby="page-title" className="mx-auto max-w-xl px-4 py-12 md:py-16">
        <h1 id="page-title" className="text-3xl md:text-4xl">
          Client Portal
        </h1>
        <p className="mt-4 text-lg">
          Your training programs, session by session. Enter the password your coach gave you to open the
          portal.
        </p>
        <CodeForm />
        <p className="mt-6 text-muted-foreground">
          Have a member account? <Link to="/login?redirectTo=%2Fclient-portal">Log in</Link> and your access
          comes with you.
        </p>
        {loaderData.premiumPrograms.length > 0 && (
          <section aria-labelledby="premium-heading" className="mt-10">
            <h2 id="premium-heading" className="text-2xl">
              Included with your premium membership
            </h2>
            <div className="mt-4">
              <CardGrid cards={loaderData.premiumPrograms} />
            </div>
          </section>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-4xl px-4 py-12 md:py-16">
      <h1 id="page-title" className="text-3xl md:text-4xl">
        Client Portal
      </h1>
      <p className="mt-4 text-lg">
        Welcome! Choose your program below. Each one has its warm-up, main work, finisher and notes, session
        by session.
      </p>
      <Tabs defaultValue="movement-patterns" className="mt-8">
        <TabsList aria-label="Program groups">
          <TabsTrigger value="movement-patterns">Movement Patterns</TabsTrigger>
          <TabsTrigger value="signature-programs">Signature Programs</TabsTrigger>
        </TabsList>
        <TabsContent value="movement-patterns">
          <CardGrid cards={loaderData.movementPatterns} />
        </TabsContent>
        <TabsContent value="signature-programs">
          <CardGrid cards={loaderData.signaturePrograms} />
        </TabsContent>
      </Tabs>
      {loaderData.via === "code" && (
        <Form method="post" className="mt-12 flex flex-col items-start gap-3 border-t border-border pt-6">
          <p className="text-muted-foreground">
            On this device, your portal access lasts until {loaderData.until}.
          </p>
          <input type="hidden" name="intent" value="leave" />
          <Button type="submit" variant="outline">
            Leave the portal on this device
          </Button>
        </Form>
      )}
    </section>
  );
}
