import { CrownIcon } from "~/components/ui/icons/crown";

/** The "Premium" label on cards whose content needs premium access. */
export function PremiumBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">
      <CrownIcon aria-hidden="true" className="size-4" />
      Premium
    </span>
  );
}
