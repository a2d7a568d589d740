import type * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FlameIcon } from "~/components/ui/icons/flame";
import { InfoIcon } from "~/components/ui/icons/info";
import { MessagesSquareIcon } from "~/components/ui/icons/messages-square";
import { COMMUNITY_HIGHLIGHTS } from "~/content/dashboard/workouts";
import { ONBOARDING_COPY } from "~/content/onboarding";
import { BasicsCard } from "~/features/basics/basics-card";
import { CheckInCard } from "~/features/coaching/check-in-card";
import { CoachCard } from "~/features/coaching/thread-card";
import { PromiseCard } from "~/features/promise/promise-card";
import { InstallHint } from "~/features/pwa/install-hint";
import type { loadDashboard } from "./dashboard-data.server";
import { PlanCard } from "./plan-card";
import { ProgressBars } from "./progress-bars";
import { StepsChallenge } from "./steps-challenge";
import { WeekCalendar } from "./week-calendar";

/** What the loader sends: one shape for the sample and her own dashboard. */
export type DashboardViewData = Awaited<ReturnType<typeof loadDashboard>>;

/** The dashboard, hers or the labelled sample (product.md §1.5 and §7). */
export function DashboardView({ data }: { data: DashboardViewData }) {
  const sample = data.mode === "sample";
  const { summary } = data;
  const sampleTag = sample ? " (sample)" : "";
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8 md:py-12">
      {data.assessment && <SampleNotice assessment={data.assessment} />}
      <section
        aria-labelledby="page-title"
        className="flex flex-col gap-5 rounded-2xl bg-secondary p-6 md:flex-row md:items-end md:justify-between md:p-8"
      >
        <div className="flex flex-col gap-2">
          <p className="text-lg font-semibold text-secondary-foreground">{data.date}</p>
          <h1 id="page-title" className="text-3xl md:text-4xl">
            {sample
              ? "Sample dashboard"
              : data.name
                ? `Welcome back, ${firstName(data.name)}`
                : "Your dashboard"}
          </h1>
          <p className="flex flex-wrap items-center gap-x-6 gap-y-2 text-lg">
            <span className="flex items-center gap-2 font-semibold">
              <FlameIcon aria-hidden="true" className="size-6 text-primary" />
              {summary.streak}-day streak{sampleTag}
            </span>
            <span>
              {summary.completedToday} of {summary.totalToday} done today{sampleTag}
            </span>
          </p>
        </div>
        <WeekCalendar week={data.week} />
      </section>

      {!sample && <InstallHint />}

      {data.promise && <PromiseCard card={data.promise} />}

      {(data.checkIn || data.coach) && (
        <div className="grid gap-6 lg:grid-cols-2">
          {data.checkIn && <CheckInCard card={data.checkIn} />}
          {data.coach && <CoachCard card={data.coach} />}
        </div>
      )}

      {data.basics && <BasicsCard basics={data.basics} />}

      <Section id="todays-plan" title={`Today's Plan${sampleTag}`}>
        <div className="grid gap-6 md:grid-cols-3">
          {data.cards.map((card) => (
            <PlanCard key={card.type} card={card} sample={sample} />
          ))}
        </div>
      </Section>

      <div className="grid gap-10 lg:grid-cols-2">
        <Section id="weekly-challenge" title={`Weekly Challenge${sampleTag}`} boxed>
          <StepsChallenge
            participants={data.challenge.participants}
            joined={data.challenge.joined}
            days={data.week ?? []}
            sample={sample ? { daysDone: data.challenge.daysDone } : undefined}
          />
        </Section>
        <Section id="my-progress" title={`My Progress${sampleTag}`} boxed>
          <p className="-mt-2 mb-5 text-muted-foreground">This week, Monday to Sunday.</p>
          <ProgressBars items={summary.progress} />
        </Section>
      </div>

      <div className="grid gap-10 lg:grid-cols-2">
        <Section id="todays-wisdom" title="Today's Wisdom" boxed>
          <figure className="flex flex-col gap-3">
            <blockquote className="font-serif text-xl leading-relaxed md:text-2xl">
              “{data.wisdom.text}”
            </blockquote>
            <figcaption className="font-semibold text-muted-foreground">{data.wisdom.author}</figcaption>
          </figure>
        </Section>
        <Section id="community-highlights" title="Community Highlights" boxed>
          <ul className="flex flex-col gap-4">
            {COMMUNITY_HIGHLIGHTS.map((item) => (
              <li key={item.title} className="flex gap-3">
                <MessagesSquareIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                <div>
                  <h3 className="text-lg">{item.title}</h3>
                  <p>{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <Button asChild variant="outline" size="lg" className="mt-5 self-start">
            <Link to="/community">View All Updates</Link>
          </Button>
        </Section>
      </div>
    </div>
  );
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function SampleNotice({ assessment }: { assessment: "start" | "continue" }) {
  return (
    <aside
      aria-labelledby="sample-notice"
      className="flex flex-col gap-4 rounded-xl border-2 border-primary bg-accent p-5 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex gap-3">
        <InfoIcon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div>
          <h2 id="sample-notice" className="text-xl">
            This is a sample dashboard
          </h2>
          <p className="mt-1 text-lg">
            The numbers below are an example, not yours.{" "}
            {assessment === "continue"
              ? "Finish your free assessment and your own plan and progress appear here."
              : ONBOARDING_COPY.sample}
          </p>
        </div>
      </div>
      <Button asChild size="lg" className="shrink-0">
        <Link to="/onboarding">
          {assessment === "continue" ? "Continue Your Assessment" : "Take the Free Assessment"}
        </Link>
      </Button>
    </aside>
  );
}

function Section({
  id,
  title,
  boxed = false,
  children,
}: {
  id: string;
  title: string;
  boxed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={
        boxed ? "flex min-w-0 flex-col rounded-xl border border-border bg-card p-6" : "flex min-w-0 flex-col"
      }
    >
      <h2 id={id} className="mb-5 text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
