export type NavLink = { label: string; to: string };

/** product.md §1.2 Layout: the desktop navigation, in order; "Get Started" is shown as a button. */
export const primaryNav: readonly NavLink[] = [
  { label: "About", to: "/about" },
  { label: "Programs", to: "/programs" },
  { label: "Nutrition", to: "/nutrition" },
  { label: "Shop", to: "/shop" },
  { label: "Community", to: "/community" },
  { label: "Client Portal", to: "/client-portal" },
  { label: "Log In", to: "/login" },
];

export const getStarted: NavLink = { label: "Get Started", to: "/onboarding" };

export const legalNav: readonly NavLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-and-conditions" },
];

/** Signed in, "Log In" gives way to her own pages (the desktop header shows her account menu). */
export function navFor(account: { role: string } | null): readonly NavLink[] {
  if (!account) return primaryNav;
  return [
    ...primaryNav.filter((link) => link.to !== "/login"),
    { label: "My dashboard", to: "/dashboard" },
    { label: "My progress", to: "/progress" },
    // Her thread with the coach (issue 18); the coach answers from the coach area instead.
    ...(account.role === "coach"
      ? [{ label: "Coach area", to: "/coach" }]
      : [{ label: "Messages", to: "/messages" }]),
    // What she has and until when, billing (issue 19); the coach's own is in the coach area.
    ...(account.role === "coach" ? [] : [{ label: "Account", to: "/account" }]),
  ];
}
