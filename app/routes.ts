import { index, type RouteConfig, route } from "@react-router/dev/routes";

// SPEC §2 route table. Pages whose issues are still open share routes/in-progress.tsx;
// each issue replaces its entries with its own route module.
const inProgress = (path: string, id: string) => route(path, "routes/in-progress.tsx", { id });

export default [
  index("routes/marketing/home.tsx"),
  inProgress("dashboard", "dashboard"),
  inProgress("onboarding", "onboarding"),
  inProgress("programs", "programs"),
  inProgress("nutrition", "nutrition"),
  inProgress("about", "about"),
  inProgress("work-with-me", "work-with-me"),
  inProgress("shop", "shop"),
  route("community", "routes/marketing/community.tsx"),
  route("privacy-policy", "routes/marketing/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/marketing/terms-and-conditions.tsx"),
  inProgress("login", "login"),
  inProgress("client-portal", "client-portal"),
  inProgress("client-portal/:program", "client-portal-program"),
  route("__probe", "routes/dev/probe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
