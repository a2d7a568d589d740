import { type Cookie, createCookie, type RouterContextProvider } from "react-router";
import { getAppContext } from "./app-context.server";

type Args = { context: Readonly<RouterContextProvider> };

/**
 * A small signed cookie of ours ("wb50_" like every cookie here, so the public page cache steps
 * aside): http-only, same-site lax, secure in production, signed with the session secret. One
 * Cookie per secret, made once, because tests run apps with different secrets in one process.
 */
export function signedCookie(name: string, maxAgeSeconds: number): (args: Args) => Cookie {
  const cookies = new Map<string, Cookie>();
  return (args) => {
    const { config } = getAppContext(args.context);
    let cookie = cookies.get(config.SESSION_SECRET);
    if (!cookie) {
      cookie = createCookie(name, {
        httpOnly: true,
        sameSite: "lax",
        secure: config.NODE_ENV === "production",
        path: "/",
        maxAge: maxAgeSeconds,
        secrets: [config.SESSION_SECRET],
      });
      cookies.set(config.SESSION_SECRET, cookie);
    }
    return cookie;
  };
}
