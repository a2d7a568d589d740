import { QuoteIcon } from "~/components/ui/icons/quote";
import type { Testimonial } from "~/content/marketing";
import { cn } from "~/lib/cn";

/** Testimonials as quotations with their authors (figure + blockquote + figcaption). */
export function Testimonials({ items, className }: { items: readonly Testimonial[]; className?: string }) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item.author}>
          <figure className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
            <QuoteIcon aria-hidden="true" className="size-8 text-primary" />
            <blockquote className="m-0 flex-1 text-lg">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <span className="font-semibold">{item.author}</span>
              <span className="text-muted-foreground">, {item.detail}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
