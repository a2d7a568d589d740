import { useMemo } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ClipboardPenIcon } from "~/components/ui/icons/clipboard-pen";
import { blockHeading } from "~/content/programs/headings";
import type { Block, Exercise, Session } from "~/content/programs/schema";
import { DemoSheetLink } from "~/features/library/demo-sheet";
import { exerciseDetailsHtml } from "./exercise-details";

function ExerciseItem({ exercise, demos }: { exercise: Exercise; demos: boolean }) {
  const details = useMemo(() => ({ __html: exerciseDetailsHtml(exercise) }), [exercise]);
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-sm break-inside-avoid md:p-5">
      <h4 className="font-sans text-xl font-semibold">
        {demos && exercise.exerciseId ? (
          <DemoSheetLink exerciseId={exercise.exerciseId} name={exercise.name} />
        ) : (
          exercise.name
        )}
      </h4>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: program content, every piece escaped (decision 0100). */}
      <div dangerouslySetInnerHTML={details} />
    </li>
  );
}

function BlockSection({ heading, block, demos }: { heading: string; block: Block; demos: boolean }) {
  return (
    <section className="mt-8 first:mt-0">
      <h3 className="text-2xl">{heading}</h3>
      <p className="mt-1 text-lg text-muted-foreground">{block.format}</p>
      <ol className="mt-4 flex flex-col gap-4">
        {block.exercises.map((exercise) => (
          <ExerciseItem key={exercise.name} exercise={exercise} demos={demos} />
        ))}
      </ol>
    </section>
  );
}

/** One session or day: warm-up, main work, finisher; `logHref` opens its log (issue 17). */
export function ProgramSession({
  session,
  logHref,
  demos = false,
}: {
  session: Session;
  logHref?: string;
  /** Issue 38: each exercise's name opens its demo sheet (members and portal clients). */
  demos?: boolean;
}) {
  return (
    <div>
      <h2 className="text-2xl md:text-3xl">
        {session.label}
        {session.badge && (
          <span className="ml-3 rounded-full bg-primary px-3 py-1 align-middle font-sans text-sm font-semibold text-primary-foreground">
            {session.badge}
          </span>
        )}
      </h2>
      <p className="mt-2 text-lg">
        {session.focus}{" "}
        <span className="text-muted-foreground">About {session.durationMinutes} minutes.</span>
      </p>
      {logHref && (
        <Button asChild size="lg" className="mt-5 print:hidden">
          <Link to={logHref}>
            <ClipboardPenIcon aria-hidden="true" />
            Start this session
          </Link>
        </Button>
      )}
      <div className="mt-6">
        <BlockSection heading="Warm-up" block={session.warmUp} demos={demos} />
        {session.mainWork.map((block) => (
          <BlockSection
            key={block.title}
            heading={blockHeading("Main work", block.title)}
            block={block}
            demos={demos}
          />
        ))}
        <BlockSection
          heading={blockHeading("Finisher", session.finisher.title)}
          block={session.finisher}
          demos={demos}
        />
      </div>
    </div>
  );
}
