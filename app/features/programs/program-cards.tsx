import type * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FactList } from "~/components/ui/fact-list";
import { ArrowRightIcon } from "~/components/ui/icons/arrow-right";
import { DumbbellIcon } from "~/components/ui/icons/dumbbell";
import { LockIcon } from "~/components/ui/icons/lock";
import { MountainIcon } from "~/components/ui/icons/mountain";
import { SproutIcon } from "~/components/ui/icons/sprout";
import { SunIcon } from "~/components/ui/icons/sun";
import { TrendingUpIcon } from "~/components/ui/icons/trending-up";
import type { FitnessProgram, FitnessSection } from "~/content/fitness-programs";
import { PremiumBadge } from "~/features/premium/premium-badge";

const ICONS = {
  sprout: SproutIcon,
  "trending-up": TrendingUpIcon,
  mountain: MountainIcon,
  dumbbell: DumbbellIcon,
  sun: SunIcon,
} as const;

export const LOCKED_TEXT = "This content is locked";
export const PREMIUM_REQUIRED_TEXT = "This content requires premium access";

function AccessLink({ program }: { program: FitnessProgram }) {
  return (
    <Button asChild className="self-start">
      <Link to={`/client-portal/${program.slug}`} aria-label={`Access Program: ${program.title}`}>
        Access Program
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}

function Tag({ text }: { text: string }) {
  return (
    <span className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground capitalize">
      {text}
    </span>
  );
}

/** The frame both cards share: icon row, title, description, facts, then the action. */
function CardFrame({
  program,
  label,
  badge,
  action,
}: {
  program: FitnessProgram;
  label?: string;
  badge: React.ReactNode;
  action: React.ReactNode;
}) {
  const Icon = ICONS[program.icon];
  return (
    <article
      aria-labelledby={`${program.slug}-title`}
      className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      {/* Wraps: at the larger text sizes (decision 0037) the badge goes under the label in a narrow card. */}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <span className="inline-flex items-center gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          {label && <span className="text-lg font-semibold text-muted-foreground">{label}</span>}
        </span>
        {badge}
      </div>
      <h3 id={`${program.slug}-title`} className="text-2xl">
        {program.title}
      </h3>
      <p className="flex-1 text-lg">{program.description}</p>
      <FactList facts={program.facts} />
      {action}
    </article>
  );
}

/**
 * product.md §1.6 Program card: title, description, icon and optional tag, then either the
 * Access Program link or the locked state. `unlocked` comes from the server's access check.
 */
export function ProgramCard({ program, unlocked }: { program: FitnessProgram; unlocked: boolean }) {
  return (
    <CardFrame
      program={program}
      badge={program.tag === "premium" ? <PremiumBadge /> : program.tag && <Tag text={program.tag} />}
      action={
        unlocked ? (
          <AccessLink program={program} />
        ) : (
          <div className="flex flex-col gap-2">
            <Button variant="secondary" disabled className="self-start">
              <LockIcon aria-hidden="true" />
              Locked
            </Button>
            <p className="text-base text-muted-foreground">{LOCKED_TEXT}</p>
          </div>
        )
      }
    />
  );
}

/**
 * product.md §1.6 Monthly program card: the month, a Free or Premium badge from the program's
 * tier, and for someone without access the "Upgrade to Access" link and its message.
 */
export function MonthlyProgramCard({ program, unlocked }: { program: FitnessProgram; unlocked: boolean }) {
  return (
    <CardFrame
      program={program}
      label={`Month ${program.month}`}
      badge={program.tier === "premium" ? <PremiumBadge /> : program.tier === "free" && <Tag text="Free" />}
      action={
        unlocked ? (
          <AccessLink program={program} />
        ) : (
          <div className="flex flex-col gap-2">
            <Button asChild variant="outline" className="self-start">
              <Link to="/work-with-me" aria-label={`Upgrade to Access: ${program.title}`}>
                Upgrade to Access
              </Link>
            </Button>
            <p className="text-base text-muted-foreground">{PREMIUM_REQUIRED_TEXT}</p>
          </div>
        )
      }
    />
  );
}

/**
 * product.md §1.7: the Our Programs tab's sections and cards, in the catalog's order. Monthly
 * programs get the monthly card. `unlocked` holds the slugs the server's guard opens for her.
 */
export function ProgramSections({
  sections,
  unlocked,
}: {
  sections: readonly FitnessSection[];
  unlocked: ReadonlySet<string>;
}) {
  return sections.map((section) => (
    <section key={section.id} aria-labelledby={`${section.id}-heading`}>
      <h2 id={`${section.id}-heading`} className="text-2xl md:text-3xl">
        {section.title}
      </h2>
      <p className="mt-2 max-w-3xl text-lg">{section.intro}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.programs.map((program) => (
          <li key={program.slug}>
            {program.month ? (
              <MonthlyProgramCard program={program} unlocked={unlocked.has(program.slug)} />
            ) : (
              <ProgramCard program={program} unlocked={unlocked.has(program.slug)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  ));
}
