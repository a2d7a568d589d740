// The browser that began a sign-up (issue 37 §1, decision 0050). Every start on /signup sets a
// signed cookie holding a random nonce and the address typed; the pending sign-up stores only
// the nonce's SHA-256. A code finishes only a sign-up whose nonce this browser holds, so a code
// sent for someone else's start, or typed in another browser, finishes nothing.
//
// The cookie is set for every start, whether the address has an account or not, and what the
// pages show from it depends only on the cookie, never on the rows for the address.
import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { signedCookie } from "~/lib/signed-cookie.server";
import { newRandomToken } from "./email-tokens.server";

export const SIGNUP_COOKIE_NAME = "wb50_signup";
/** A day: long enough to come back to a sign-up; the code in it dies after 10 minutes anyway. */
const SIGNUP_COOKIE_MAX_AGE = 24 * 60 * 60;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the cookie holds: her browser's nonce and the address she last started a sign-up with. */
export type SignupBrowser = { nonce: string; email: string };

const signupCookie = signedCookie(SIGNUP_COOKIE_NAME, SIGNUP_COOKIE_MAX_AGE);

/** The nonce's digest, as a pending sign-up stores it. */
export const browserHashOf = (nonce: string) => createHash("sha256").update(nonce).digest("hex");

/** This browser's sign-up cookie, or null when it has none (or a forged one). */
export async function readSignupBrowser(args: Args): Promise<SignupBrowser | null> {
  const value: unknown = await signupCookie(args).parse(args.request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { nonce, email } = value as Record<string, unknown>;
  return typeof nonce === "string" && nonce.length >= 32 && typeof email === "string"
    ? { nonce, email }
    : null;
}

/**
 * At a start: this browser's nonce (kept when it has one, so earlier codes still finish) with
 * the address just typed, and the Set-Cookie that records it.
 */
export async function startInBrowser(
  args: Args,
  email: string,
): Promise<{ nonce: string; setCookie: string }> {
  const nonce = (await readSignupBrowser(args))?.nonce ?? newRandomToken();
  return { nonce, setCookie: await signupCookie(args).serialize({ nonce, email: email.trim() }) };
}

/** The Set-Cookie that forgets the sign-up once it is finished. */
export function forgetSignupBrowser(args: Args): Promise<string> {
  return signupCookie(args).serialize("", { maxAge: 0 });
}
