import { Link } from "react-router";
import { ArrowLeftIcon } from "~/components/ui/icons/arrow-left";
import type { LogPage } from "./log.server";

// The top of every form of the session log: the way back to the program, then the session.

function BackLink({ page }: { page: LogPage }) {
  return (
    <Link
      to={`/client-portal/${page.program.slug}`}
      className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold print:hidden"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-5" />
      Back to {page.program.title}
    </Link>
  );
}

export function LogHeading({ page }: { page: LogPage }) {
  return (
    <>
      <BackLink page={page} />
      <h1 className="mt-4 text-3xl md:text-4xl">
        {page.session.label}: {page.program.title}
      </h1>
      <p className="mt-3 text-lg">{page.session.focus}</p>
    </>
  );
}
