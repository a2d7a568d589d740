import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// product.md §1.1 route table, plus the account, coach, download and webhook routes.
export default [
  index("routes/marketing/home.tsx"),
  route("dashboard", "routes/dashboard/index.tsx"),
  route("dashboard/calendar.ics", "routes/dashboard/calendar-ics.ts"),
  // Issue 39 §3 (h3): her answer to the 4-week question.
  route("dashboard/promise", "routes/dashboard/promise.ts"),
  // Issue 39 §4, h4: a tap of her daily basics, and the coach's choice of her habits.
  route("dashboard/basics", "routes/basics/tap.tsx"),
  route("coach/clients/:memberId/habits", "routes/basics/coach-habits.tsx"),
  route("onboarding", "routes/onboarding/index.tsx"),
  route("programs", "routes/programs/index.tsx"),
  route("nutrition", "routes/nutrition/index.tsx"),
  route("nutrition/:item/pdf", "routes/nutrition/download.ts"),
  route("about", "routes/marketing/about.tsx"),
  route("work-with-me", "routes/marketing/work-with-me.tsx"),
  route("shop", "routes/marketing/shop.tsx"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("manifest.webmanifest", "routes/pwa/manifest.ts"),
  route("offline-kit", "routes/pwa/offline-kit.ts"),
  route("community", "routes/marketing/community.tsx"),
  route("privacy-policy", "routes/marketing/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/marketing/terms-and-conditions.tsx"),
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  route("reminders/off", "routes/reminders/off.tsx"),
  route("logout", "routes/account/logout.tsx"),
  // Issue 40, h5: booking for visitors and clients, her calendar, her private feed.
  route("book", "routes/booking/book-index.tsx"),
  route("book/manage", "routes/booking/manage.tsx"),
  route("book/:typeId", "routes/booking/book.tsx"),
  route("calendar", "routes/booking/calendar.tsx"),
  route("calendar/feed.ics", "routes/booking/feed.ts"),
  // Pathless layouts (issue "Errors that keep her place"): each area's pages share an error
  // boundary that keeps her in the app with a way back. They add no path segment and change
  // no route id (ids are the module files), so every address and useRouteLoaderData stays.
  layout("routes/account/layout.tsx", [
    route("login", "routes/account/login.tsx"),
    route("signup", "routes/account/signup.tsx"),
    route("login/code", "routes/account/login-code.tsx"),
    route("login/link", "routes/account/login-link.tsx"),
    route("forgot-password", "routes/account/forgot-password.tsx"),
    route("confirm-email", "routes/account/confirm-email.tsx"),
    route("reset-password", "routes/account/reset-password.tsx"),
    route("account", "routes/account/account.tsx"),
    route("account/delete", "routes/account/delete-account.tsx"),
    route("account/reminders", "routes/reminders/settings.tsx"),
  ]),
  layout("routes/portal/layout.tsx", [
    route("client-portal", "routes/portal/index.tsx"),
    route("client-portal/:program", "routes/portal/program.tsx"),
  ]),
  route("client-portal/:program/pdf", "routes/portal/program-pdf.ts"),
  layout("routes/training/layout.tsx", [
    route("client-portal/:program/log/:session", "routes/training/log.tsx"),
    route("progress", "routes/training/progress.tsx"),
    route("progress/body", "routes/training/body.tsx"),
    // Issue 39 §1 (h1): her function tests, the scorecard and one guided test.
    route("progress/tests", "routes/training/tests.tsx"),
    route("progress/tests/:testId", "routes/training/test.tsx"),
  ]),
  route("progress/pdf", "routes/training/progress-pdf.ts"),
  route("progress/photos/:photoId", "routes/training/photo.ts"),
  route("progress/export.csv", "routes/training/export.ts"),
  // Issue 38 §3 (h3): an exercise's demo page, and its sheet's data.
  route("exercises/:id", "routes/exercises/entry.tsx"),
  route("exercises/:id/sheet", "routes/exercises/sheet.ts"),
  route("screening", "routes/coaching/screening.tsx"),
  route("check-in", "routes/coaching/check-in.tsx"),
  route("messages", "routes/coaching/messages.tsx"),
  route("preferences/text-size", "routes/preferences/text-size.ts"),
  // Issue 40, h4: the booking service as JSON (slots, book), for scripts and pages.
  route("calendar/api/slots", "routes/calendar-api/slots.ts"),
  route("calendar/api/book", "routes/calendar-api/book.ts"),
  ...prefix("coach", [
    layout("routes/coach/layout.tsx", [
      index("routes/coach/home.tsx"),
      route("members", "routes/coach/members.tsx"),
      route("inbox", "routes/coach/inbox.tsx"),
      route("clients", "routes/coach/clients.tsx"),
      route("clients/:memberId", "routes/coach/client.tsx"),
      route("check-ins", "routes/coach/check-ins.tsx"),
      route("members/:memberId", "routes/coach/member.tsx"),
      route("portal-code", "routes/coach/portal-code.tsx"),
      route("leads", "routes/coach/leads.tsx"),
      route("audit", "routes/coach/audit.tsx"),
      route("account", "routes/coach/account.tsx"),
      route("emails", "routes/coach/emails.tsx"),
      route("emails/:emailId", "routes/coach/email.tsx"),
      route("newsletters", "routes/coach/newsletters.tsx"),
      route("newsletters/:newsletterId", "routes/coach/newsletter.tsx"),
      route("content", "routes/coach/content.tsx"),
      route("content/revisions", "routes/coach/content-revisions.tsx"),
      route("content/revisions/:revisionId", "routes/coach/content-revision.tsx"),
      route("content/site", "routes/coach/content-site.tsx"),
      route("content/site/preview/:page", "routes/coach/content-site-preview.tsx"),
      route("content/programs", "routes/coach/content-programs.tsx"),
      route("content/programs/:slug", "routes/coach/content-program.tsx"),
      route("content/nutrition", "routes/coach/content-nutrition.tsx"),
      route("content/nutrition/:item", "routes/coach/content-nutrition-item.tsx"),
      // Issue 38 §6 (h1): the coach's exercise library.
      route("library", "routes/coach/library.tsx"),
      route("library/:id", "routes/coach/library-entry.tsx"),
      // Issue 38 §2 (h2): a library entry's demo clip and pictures.
      route("library/:id/media", "routes/coach/library-media.tsx"),
      // Issue 40 (h6): the coach's calendar, a booking to move, her offers and hours.
      route("calendar", "routes/coach/calendar.tsx"),
      route("calendar/bookings/:bookingId", "routes/coach/calendar-booking.tsx"),
      route("calendar/settings", "routes/coach/calendar-settings.tsx"),
    ]),
    route("emails/:emailId/preview", "routes/coach/email-preview.ts"),
    route("newsletters/:newsletterId/preview", "routes/coach/newsletter-preview.ts"),
    route("export/:file", "routes/coach/export.ts"),
  ]),
  // Issue 38 §2 (h2): demo media by content digest (the coach’s page is in her layout above).
  route("media/:file", "routes/resources/media.ts"),
  route("webhooks/payments", "routes/resources/payment-webhook.ts"),
  route("__probe", "routes/dev/probe.tsx"),
  route("__probe/session", "routes/dev/probe-session.ts"),
  // Issue 40 (h6): a started booking for the coach's attendance journey (TEST_PROBES only).
  route("__probe/booking", "routes/dev/probe-booking.ts"),
  // Issue 39 §3 (h3): a client 4 weeks into an assigned program, with logs (TEST_PROBES only).
  route("__probe/promise", "routes/dev/probe-promise.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
