import type * as React from "react";

/** The calm single-column frame of the sign-in, sign-up and reset pages. */
export function AuthLayout({
  title,
  intro,
  notice,
  children,
}: {
  title: string;
  intro: React.ReactNode;
  /** Shown between the intro and the form's card, full width (a sign-up waiting to be finished). */
  notice?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <h1 id="page-title" className="text-3xl md:text-4xl">
        {title}
      </h1>
      <div className="mt-4 text-lg">{intro}</div>
      {notice && <div className="mt-8">{notice}</div>}
      {/* Links in its sentences read as links (the brand colour, underlined); buttons keep their look. */}
      <div className="mt-8 rounded-xl border border-border bg-card p-6 shadow-sm [&_li_a]:text-primary [&_li_a]:underline [&_p_a]:text-primary [&_p_a]:underline">
        {children}
      </div>
    </section>
  );
}
