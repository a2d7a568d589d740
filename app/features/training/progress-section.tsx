import type * as React from "react";

/** One section of her progress page: a heading the section is named by, then its content. */
export function ProgressSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`flex flex-col gap-5 ${className ?? ""}`}>
      <h2 id={`${id}-heading`} className="text-2xl md:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
