// The coach home's launch checklist (issue 36 §6); its items come from launch-checklist.server.ts.

import { Link } from "react-router";
import { CircleAlertIcon } from "~/components/ui/icons/circle-exclamation-point";

export type LaunchChecklistItem = { id: string; label: string; detail: string; href: string };

export function LaunchChecklist({ items }: { items: LaunchChecklistItem[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="launch-title"
      className="rounded-xl border-2 border-primary bg-card p-5 shadow-sm"
    >
      <h2 id="launch-title" className="text-2xl">
        Before you launch
      </h2>
      <p className="mt-2 max-w-3xl text-lg">
        {items.length === 1 ? "One placeholder is" : `${items.length} placeholders are`} still on your site.
        Replace {items.length === 1 ? "it" : "them"} and publish; this list goes when nothing is left.
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3">
            <CircleAlertIcon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
            <div className="min-w-0">
              <Link
                to={item.href}
                className="inline-flex min-h-11 items-center text-lg font-semibold underline"
              >
                {item.label}
              </Link>
              <p className="break-words text-muted-foreground">{item.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
