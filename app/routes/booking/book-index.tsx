import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { listTypes } from "~/features/calendar/availability.server";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer } from "~/lib/auth.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/book-index";

// Issue 40 §3: what this visitor or client may book; each goes to its day-and-time page.
export async function loader(args: Route.LoaderArgs) {
  const app = getAppContext(args.context);
  const viewer = await getViewer(args);
  const types = await listTypes(app.database.db, { viewer });
  return {
    signedIn: Boolean(viewer.member),
    types: types
      .filter((type) => type.active)
      .map((type) => ({
        id: type.id,
        name: type.name,
        description: type.description,
        minutes: type.minutes,
      })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Book a time", "Book your free consultation or your sessions.", "/book");

export default function BookIndex({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="page-title" className="text-3xl md:text-4xl">
        Book a time
      </h1>
      <ul className="mt-8 flex flex-col gap-4">
        {loaderData.types.map((type) => (
          <li key={type.id} className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <h2 className="text-2xl">{type.name}</h2>
            <p className="mt-1">{type.minutes} minutes</p>
            {type.description && <p className="mt-2 text-lg">{type.description}</p>}
            <Button asChild size="lg" className="mt-4">
              <Link to={`/book/${type.id}`} aria-label={`Choose a time: ${type.name}`}>
                Choose a time
              </Link>
            </Button>
          </li>
        ))}
      </ul>
      {!loaderData.signedIn && (
        <p className="mt-8 text-lg">
          Already a client? <Link to="/login?redirectTo=/calendar">Log in</Link> to book your sessions and
          classes.
        </p>
      )}
    </section>
  );
}
