import { and, desc, eq, inArray } from "drizzle-orm";
import { outbox } from "~/db/schema";
import { action as signupAction } from "~/routes/account/signup";
import { cookieFrom, type createTestApp, type Outcome, outcome } from "./test-app";

type App = ReturnType<typeof createTestApp>;
type Form = { name: string; email: string; password: string; redirectTo?: string };
type Options = { cookie?: string; clientAddress?: string };

/** One POST to /signup, as the page sends it. */
export function postSignUp(app: App, form: Record<string, string>, options: Options = {}): Promise<Outcome> {
  return outcome(() =>
    signupAction(app.args("/signup", { form, ...options }) as Parameters<typeof signupAction>[0]),
  );
}

/**
 * The 6-digit code of the newest sign-up email (or "you already have an account") to this
 * address. Newest by the app's clock: a test sending two moves the clock between them.
 */
export async function signUpCodeFor(app: App, email: string): Promise<string> {
  const [row] = await app.services.database.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, email), inArray(outbox.kind, ["sign-up-code", "account-exists"])))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(1);
  const code = row?.text.match(/^\s+(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no sign-up code was queued for ${email}`);
  return code;
}

/**
 * Sign-up as she does it (issue 16): her details, then the code from the email typed in. The
 * first step's answer when it is refused, else the second's (a redirect, signed in).
 */
export async function signUpWithCode(app: App, form: Form, options: Options = {}): Promise<Outcome> {
  const started = await postSignUp(app, { intent: "start", ...form }, options);
  if (started.status !== 200) return started;
  const email = form.email.trim().toLowerCase();
  const code = await signUpCodeFor(app, email);
  // The same browser: the cookie the start set goes back with the code (decision 0050).
  const cookie = [options.cookie, cookieFrom(started.cookies)].filter(Boolean).join("; ");
  return postSignUp(
    app,
    { intent: "verify", email, code, redirectTo: form.redirectTo ?? "" },
    { ...options, cookie },
  );
}

/**
 * Browsers that sign up: each keeps the cookie its start set and sends it back with its code
 * (decision 0050), "hers" unless another is named. `forget()` empties every browser.
 */
export function signUpBrowsers(appOf: () => App) {
  const jars = new Map<string, string>();
  return {
    async start(form: Record<string, string>, clientAddress?: string, browser = "hers") {
      const started = await postSignUp(
        appOf(),
        { intent: "start", ...form },
        { clientAddress, cookie: jars.get(browser) },
      );
      if (started.cookies.length > 0) jars.set(browser, cookieFrom(started.cookies));
      return started;
    },
    verify: (email: string, code: string, clientAddress?: string, browser = "hers") =>
      postSignUp(appOf(), { intent: "verify", email, code }, { clientAddress, cookie: jars.get(browser) }),
    forget: () => jars.clear(),
  };
}
