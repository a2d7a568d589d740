import type * as React from "react";
import { ExternalLinkIcon } from "~/components/ui/icons/external-link";
import { Button, type ButtonProps } from "./button";

/** A link to another site, opened in a new tab (and announced as such), styled as a button. */
export function ExternalLinkButton({
  href,
  children,
  ...buttonProps
}: Omit<ButtonProps, "asChild"> & { href: string; children: React.ReactNode }) {
  return (
    <Button asChild {...buttonProps}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLinkIcon aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}
