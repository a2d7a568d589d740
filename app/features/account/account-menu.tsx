import { DropdownMenu } from "radix-ui";
import { Link, useSubmit } from "react-router";
import { ChevronDownIcon } from "~/components/ui/icons/chevron-down";
import { UserRoundIcon } from "~/components/ui/icons/user-round";
import { signOutOnThisPhone } from "~/features/pwa/sign-out";
import { cn } from "~/lib/cn";
import { useAccount } from "./use-account";

const itemClass =
  "flex min-h-11 cursor-pointer items-center rounded-md px-3 text-base text-foreground no-underline outline-none data-highlighted:bg-muted";

/** The header's "Log In" link becomes this menu once she is signed in. */
export function AccountMenu({ className }: { className?: string }) {
  const account = useAccount();
  const submit = useSubmit();
  if (!account) return null;
  const firstName = account.name.split(/\s+/)[0] ?? account.name;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          "inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap text-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring lg:text-base",
          className,
        )}
        aria-label={`Account menu for ${account.name}`}
      >
        <UserRoundIcon aria-hidden="true" className="size-5" />
        {/* From 768 px to 1023 px the header has room for the icon only (the label names her). */}
        <span className="max-w-32 truncate md:max-lg:sr-only">{firstName}</span>
        <ChevronDownIcon aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-border bg-background p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm text-muted-foreground">
            Signed in as <span className="font-semibold text-foreground">{account.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard">My dashboard</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/progress">My progress</Link>
          </DropdownMenu.Item>
          {account.role !== "coach" && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/messages">Messages</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/client-portal">Client Portal</Link>
          </DropdownMenu.Item>
          {account.role === "coach" && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/coach">Coach area</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/account">Account</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => {
              // Offline, her kept pages go now and the server hears of it later (decision 0038).
              if (signOutOnThisPhone()) void submit(null, { method: "post", action: "/logout" });
            }}
          >
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
