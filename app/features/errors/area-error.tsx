import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { type AreaErrorCopy, areaErrorCopy, type ErrorArea } from "~/features/errors/area-error-copy";
import { responseErrorView } from "~/features/errors/response-error";

/**
 * product.md §1.19's "Something went wrong", said for the page she was on: what could not be
 * shown, what is safe, and what to do. The site header stays above it (root's Layout), and
 * "Try again" loads the same address afresh, which works with or without the page's scripts.
 */
export function AreaErrorView({
  copy,
  message,
  retryHref,
  headingLevel = 1,
}: {
  copy: AreaErrorCopy;
  message: string;
  retryHref: string;
  /** 2 inside a layout that already has the page's h1 (the coach area). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section
      role="alert"
      aria-labelledby="area-error-title"
      className={headingLevel === 1 ? "mx-auto max-w-2xl px-4 py-16" : "max-w-2xl py-4"}
    >
      <Heading id="area-error-title" className={headingLevel === 1 ? "text-3xl" : "text-2xl"}>
        {copy.title}
      </Heading>
      <p className="mt-4 text-lg">
        {copy.kept ? `${copy.kept} ` : ""}Try again, or {copy.back.sentence}.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <a href={retryHref}>Try again</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={copy.back.to} reloadDocument>
            {copy.back.label}
          </Link>
        </Button>
      </div>
      <p className="mt-8 text-muted-foreground break-words">
        If it keeps happening, come back a little later. What the site reported: {message}
      </p>
    </section>
  );
}

/**
 * An area's error boundary: a thrown 404, 403, 401, 503 or refusal gets the root's answer
 * unchanged (responseErrorView); a failure gets the area's own words and its way back.
 */
export function AreaErrorBoundary({
  area,
  error,
  headingLevel,
}: {
  area: ErrorArea;
  error: unknown;
  headingLevel?: 1 | 2;
}) {
  const { pathname, search } = useLocation();
  const answered = responseErrorView(error, pathname);
  if (answered) return answered;
  // In production React Router replaces a server error's message with "Unexpected Server
  // Error", so no internals or stack reach the page.
  const message = error instanceof Error ? error.message : "Unexpected Server Error";
  return (
    <AreaErrorView
      copy={areaErrorCopy(area, pathname)}
      message={message}
      retryHref={`${pathname}${search}`}
      headingLevel={headingLevel}
    />
  );
}
