import type * as React from "react";
import { useSite } from "~/lib/use-site";

// Made once: building a formatter costs 0.1 ms, far more than the page's other work (issue 41).
const LONG_DATE = new Intl.DateTimeFormat("en-AU", { dateStyle: "long" });

/** Today's date, as the spec's "last updated", formatted on the server so it never mismatches. */
export function lastUpdatedLoader() {
  return { lastUpdated: LONG_DATE.format(new Date()) };
}

export function LegalPage({
  title,
  lastUpdated,
  children,
}: {
  title: string;
  lastUpdated: string;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h1 className="text-3xl md:text-4xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">Last updated: {lastUpdated}</p>
      <div className="prose-page mt-8">{children}</div>
    </article>
  );
}

export function ContactDetails() {
  const site = useSite();
  return (
    <address className="not-italic rounded-lg border border-border bg-muted p-5">
      {site.legal.entityName}
      <br />
      Email: <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
      <br />
      Phone: {site.contact.phone}
      <br />
      Post: {site.contact.postalAddress}
    </address>
  );
}
