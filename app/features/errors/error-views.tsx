import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** product.md §1.19 Error screens: a render error, with the error text and a way to try again. */
export function RenderErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section role="alert" aria-labelledby="error-title" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 id="error-title" className="text-3xl">
        Something went wrong
      </h1>
      <p className="mt-4 rounded-md bg-muted px-4 py-3 text-foreground break-words">{message}</p>
      <p className="mt-4 text-muted-foreground">
        Nothing you entered has been lost. Please try again; if it keeps happening, come back a little later.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onRetry}>
          Try again
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/" reloadDocument>
            Return to Home
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** product.md §1.19 Error screens: the router's fallback, for a request the router itself refused. */
export function RouterErrorView({ status, statusText }: { status: number; statusText: string }) {
  return (
    <section
      role="alert"
      aria-labelledby="router-error-title"
      className="mx-auto max-w-2xl px-4 py-16 text-center"
    >
      <h1 id="router-error-title" className="text-3xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-xl text-muted-foreground">
        {status} {statusText}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}

/** A signed-in member opening a page that is not hers to open (the coach area). */
export function ForbiddenView() {
  return (
    <section aria-labelledby="forbidden-title" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 id="forbidden-title" className="text-3xl">
        This page is not available to your account
      </h1>
      <p className="mt-4 text-lg">
        It is part of the coach's own area. If you think you should see it, please ask the coach.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}

/** The database is away for a moment (a restart, maintenance): a 503 that says so kindly. */
export function UnavailableView() {
  return (
    <section
      role="alert"
      aria-labelledby="unavailable-title"
      className="mx-auto max-w-2xl px-4 py-16 text-center"
    >
      <h1 id="unavailable-title" className="text-3xl">
        We'll be right back
      </h1>
      <p className="mt-4 text-lg">
        The site is taking a short break for maintenance. Nothing you have saved is lost. Please try again in
        a minute.
      </p>
      <Button asChild size="lg" className="mt-8">
        <a href="/">Try again</a>
      </Button>
    </section>
  );
}
