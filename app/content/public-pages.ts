import { FREE_PORTAL_PROGRAMS } from "./portal-programs";

/**
 * The pages a search engine may list (sitemap.xml), from the route table and the content:
 * the public pages plus the free portal programs. Account, coach, dashboard and gated pages
 * are left out. A test checks each path is a real route.
 */
export const PUBLIC_PATHS: readonly string[] = [
  "/",
  "/about",
  "/work-with-me",
  "/programs",
  "/nutrition",
  "/onboarding",
  "/community",
  "/shop",
  "/privacy-policy",
  "/terms-and-conditions",
  ...FREE_PORTAL_PROGRAMS.map((slug) => `/client-portal/${slug}`),
];
