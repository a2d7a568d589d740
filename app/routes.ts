import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// SPEC §2 route table. Pages whose issues are still open share routes/in-progress.tsx;
// each issue replaces its entries with its own route module.
const inProgress = (path: string, id: string) => route(path, "routes/in-progress.tsx", { id });

export default [
  index("routes/marketing/home.tsx"),
  inProgress("dashboard", "dashboard"),
  inProgress("onboarding", "onboarding"),
  route("programs", "routes/programs/index.tsx"),
  route("nutrition", "routes/nutrition/index.tsx"),
  route("nutrition/:item/pdf", "routes/nutrition/download.ts"),
  route("about", "routes/marketing/about.tsx"),
  route("work-with-me", "routes/marketing/work-with-me.tsx"),
  route("shop", "routes/marketing/shop.tsx"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("community", "routes/marketing/community.tsx"),
  route("privacy-policy", "routes/marketing/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/marketing/terms-and-conditions.tsx"),
  route("login", "routes/account/login.tsx"),
  route("signup", "routes/account/signup.tsx"),
  route("logout", "routes/account/logout.tsx"),
  route("reset-password", "routes/account/reset-password.tsx"),
  route("client-portal", "routes/portal/index.tsx"),
  route("client-portal/:program", "routes/portal/program.tsx"),
  route("client-portal/:program/pdf", "routes/portal/program-pdf.ts"),
  ...prefix("coach", [
    layout("routes/coach/layout.tsx", [
      index("routes/coach/members.tsx"),
      route("members/:memberId", "routes/coach/member.tsx"),
      route("portal-code", "routes/coach/portal-code.tsx"),
      route("leads", "routes/coach/leads.tsx"),
      route("audit", "routes/coach/audit.tsx"),
    ]),
    route("export/:file", "routes/coach/export.ts"),
  ]),
  route("webhooks/payments", "routes/resources/payment-webhook.ts"),
  route("__probe", "routes/dev/probe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
