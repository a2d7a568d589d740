import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from "react-router";
import { describe, expect, it } from "vitest";
import { areaErrorCopy } from "~/features/errors/area-error-copy";
import * as AccountLayoutModule from "~/routes/account/layout";
import * as CoachLayoutModule from "~/routes/coach/layout";
import * as PortalLayoutModule from "~/routes/portal/layout";
import * as TrainingLayoutModule from "~/routes/training/layout";

type LayoutModule = {
  default: Parameters<typeof withComponentProps>[0];
  ErrorBoundary: Parameters<typeof withErrorBoundaryProps>[0];
};

// The generated route types tie each layout's props to the app's whole route tree; here each
// renders in a smaller tree of its own, so the modules are taken at the shape React Router uses.
const AccountLayout = AccountLayoutModule as unknown as LayoutModule;
const CoachLayout = CoachLayoutModule as unknown as LayoutModule;
const PortalLayout = PortalLayoutModule as unknown as LayoutModule;
const TrainingLayout = TrainingLayoutModule as unknown as LayoutModule;

const failure = () => {
  throw new Error("The database timed out");
};
const missing = () => {
  throw data(null, { status: 404, statusText: "Not Found" });
};

const RootBoundary = () => createElement("p", null, "The root's boundary");
const Page = () => createElement("p", null, "Page");

/**
 * Renders `url` on the server as React Router does, with the area's real layout module (its
 * component and ErrorBoundary) between a root and the failing page. The coach layout's loader
 * is stood in for, as the real one asks the database who is signed in.
 */
async function render(
  layout: LayoutModule,
  url: string,
  pagePath: string,
  pageLoader: () => unknown,
  layoutLoader?: () => unknown,
) {
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      Component: Outlet,
      ErrorBoundary: RootBoundary,
      children: [
        {
          id: "area",
          loader: layoutLoader,
          Component: withComponentProps(layout.default),
          ErrorBoundary: withErrorBoundaryProps(layout.ErrorBoundary),
          children: [
            {
              id: "page",
              path: pagePath,
              loader: pageLoader,
              Component: Page,
            },
          ],
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
  return { html, status: context.statusCode };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const LOG = "client-portal/:program/log/:session";

describe("the areas' error boundaries", () => {
  it("the session log: says what happened and what is kept, with Try again and the way to her program", async () => {
    const url = "/client-portal/movement-patterns-month-1/log/week-1-day-1?from=dashboard";
    const { html, status } = await render(TrainingLayout, url, LOG, failure);
    expect(status).toBe(500);
    expect(html).not.toContain("The root's boundary");
    expect(text(html)).toContain(
      "Something went wrong showing your session log Your sets saved so far are kept. Try again, or go back to your program.",
    );
    expect(html).toContain(`<a href="${url}" class=`);
    expect(html).toMatch(/>Try again<\/a>/);
    expect(html).toContain('href="/client-portal/movement-patterns-month-1"');
    expect(text(html)).toContain("Back to your program");
    expect(html).toMatch(/<h1 id="area-error-title"/);
    expect(text(html)).toContain("What the site reported: The database timed out");
  });

  it("progress and body measurements: back to progress, or to the dashboard", async () => {
    const progress = await render(TrainingLayout, "/progress", "progress", failure);
    expect(text(progress.html)).toContain("Something went wrong showing your progress");
    expect(progress.html).toContain('href="/dashboard"');
    const body = await render(TrainingLayout, "/progress/body", "progress/body", failure);
    expect(text(body.html)).toContain("Something went wrong showing your measurements and photos");
    expect(body.html).toContain('href="/progress"');
    expect(text(body.html)).toContain("Back to your progress");
  });

  it("the portal: a program goes back to the Client Portal, the portal to the home page", async () => {
    const program = await render(PortalLayout, "/client-portal/bootcamp", "client-portal/:program", failure);
    expect(text(program.html)).toContain(
      "Something went wrong showing this program Nothing you have logged is lost. Try again, or go back to the Client Portal.",
    );
    expect(program.html).toContain('href="/client-portal"');
    const portal = await render(PortalLayout, "/client-portal", "client-portal", failure);
    expect(text(portal.html)).toContain("Something went wrong showing the Client Portal");
    expect(portal.html).toContain('href="/"');
  });

  it("the account pages go back to the account; signing in goes back to sign in", async () => {
    const reminders = await render(AccountLayout, "/account/reminders", "account/reminders", failure);
    expect(text(reminders.html)).toContain(
      "Something went wrong showing your reminder settings Your reminders stay as you last saved them.",
    );
    expect(reminders.html).toContain('href="/account"');
    const remove = await render(AccountLayout, "/account/delete", "account/delete", failure);
    expect(text(remove.html)).toContain("Back to your account");
    const signup = await render(AccountLayout, "/signup", "signup", failure);
    expect(text(signup.html)).toContain(
      "Something went wrong showing this page Try again, or go to the sign-in page.",
    );
    expect(signup.html).toContain('href="/login"');
  });

  it("the coach area keeps its heading and sections around the message", async () => {
    const coach = () => ({ coachName: "Dee" });
    const { html } = await render(
      CoachLayout,
      "/coach/clients/abc",
      "coach/clients/:memberId",
      failure,
      coach,
    );
    expect(text(html)).toContain("Signed in as Dee");
    expect(html).toContain('<nav aria-label="Coach area"');
    expect(html).toMatch(/<h1[^>]*>Coach area<\/h1>/);
    // Under the area's h1, the message is a section of the page.
    expect(html).toMatch(
      /<h2 id="area-error-title"[^>]*>Something went wrong showing this page of the coach area/,
    );
    expect(html).toContain('href="/coach"');
    expect(text(html)).toContain("Back to the coach area");
  });

  it("a 404 inside any area is still the not-found page, with its 404 status", async () => {
    const cases: [LayoutModule, string, string][] = [
      [TrainingLayout, "/client-portal/x/log/nope", LOG],
      [PortalLayout, "/client-portal/not-a-program", "client-portal/:program"],
      [AccountLayout, "/account/delete", "account/delete"],
      [CoachLayout, "/coach/clients/missing", "coach/clients/:memberId"],
    ];
    for (const [layout, url, path] of cases) {
      const { html, status } = await render(layout, url, path, missing, () => ({ coachName: "Dee" }));
      expect(status, url).toBe(404);
      expect(text(html), url).toContain("Oops! The page you're looking for cannot be found");
      expect(html, url).toContain(url);
      expect(html, url).not.toContain("area-error-title");
    }
  });

  it("a 503 is the root's 'We'll be right back', and a member refused the coach area sees the 403 view", async () => {
    const away = () => {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    };
    const { html, status } = await render(TrainingLayout, "/progress", "progress", away);
    expect(status).toBe(503);
    expect(text(html)).toContain("We'll be right back");
    expect(html).not.toContain("area-error-title");

    const refused = () => {
      throw data(null, { status: 403, statusText: "Forbidden" });
    };
    const coach = await render(CoachLayout, "/coach", "coach", () => null, refused);
    expect(coach.status).toBe(403);
    expect(text(coach.html)).toContain("This page is not available to your account");
    expect(coach.html).not.toContain("Coach area</h1>");
  });

  it("the coach layout's own loader failing shows the message without the sections it could not load", async () => {
    const { html } = await render(CoachLayout, "/coach/leads", "coach/leads", () => null, failure);
    expect(html).toMatch(/<h1 id="area-error-title"/);
    expect(html).not.toContain('<nav aria-label="Coach area"');
  });
});

describe("areaErrorCopy", () => {
  it("never sends her back to the page that failed", () => {
    const pages: [Parameters<typeof areaErrorCopy>[0], string][] = [
      ["coach", "/coach"],
      ["coach", "/coach/leads"],
      ["training", "/client-portal/bootcamp/log/day-1"],
      ["training", "/progress"],
      ["training", "/progress/body"],
      ["portal", "/client-portal"],
      ["portal", "/client-portal/bootcamp"],
      ["account", "/account"],
      ["account", "/account/delete"],
      ["account", "/account/reminders"],
      ["account", "/login"],
      ["account", "/login/code"],
      ["account", "/signup"],
      ["account", "/reset-password"],
    ];
    for (const [area, pathname] of pages) {
      const copy = areaErrorCopy(area, pathname);
      expect(copy.back.to, pathname).not.toBe(pathname);
      expect(copy.title, pathname).toMatch(/^Something went wrong showing /);
    }
  });
});
