import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** product.md §1.18 Not-found page; it also logs the missing path to the console. */
export function NotFoundView({ pathname }: { pathname: string }) {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-6xl font-serif font-semibold text-primary" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl">
        Oops! The page you're looking for cannot be found
      </h1>
      <p className="mt-4 text-muted-foreground">
        We looked for <code className="rounded bg-muted px-2 py-1 break-all text-foreground">{pathname}</code>{" "}
        but there is no page there.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
