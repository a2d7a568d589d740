/** `until` is the last day, formatted on the server in the business's zone (access-until.server). */
export type AccessBadge = { kind: string; until: string | null };

/** "Premium", "Portal until 3 Jan 2027": what a member holds right now. */
export function AccessBadges({ entitlements }: { entitlements: readonly AccessBadge[] }) {
  if (entitlements.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ul className="flex flex-wrap gap-2">
      {entitlements.map((entitlement) => (
        <li
          key={entitlement.kind}
          className="rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground capitalize"
        >
          {entitlement.kind}
          {entitlement.until ? ` until ${entitlement.until}` : ""}
        </li>
      ))}
    </ul>
  );
}
