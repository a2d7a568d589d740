// The one place access is decided. Loaders and actions call these guards; nothing in the
// browser (cookies aside, which only name a server session) grants anything.
import { createHash } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import { programRecord } from "~/content/catalog.server";
import { getAppContext } from "./app-context.server";
import { type Entitlement, isActive, isOwnerCoach, type Member, markPortalClient } from "./members.server";
import { getCurrentPortalCode } from "./portal-code.server";
import { safeRedirect } from "./redirect-to";
import type { Session, SessionLookup } from "./session.server";
import { ANONYMOUS_WRITE_LIMIT, describeWait, THROTTLE_LIMIT } from "./throttle.server";

export type PortalAccess = {
  /** How she got in: the shared code, a portal entitlement, or being the coach. */
  via: "code" | "entitlement" | "coach";
  /** When it lapses: the session's end, or a complimentary entitlement's if that comes first. */
  expiresAt: Date;
};

export type Viewer = {
  session: Session | null;
  member: Member | null;
  /** Only the entitlements that are active right now. */
  entitlements: Entitlement[];
  portal: PortalAccess | null;
  premium: boolean;
};

/** A loader's or action's own arguments, passed straight through. */
export type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };
type Args = GuardArgs;

const ANONYMOUS: Viewer = { session: null, member: null, entitlements: [], portal: null, premium: false };

// The root loader, the page loader and an action's throttle ask about the same request; the
// session (with its member, in one query) and the viewer are each looked up once per request.
const lookups = new WeakMap<Request, Promise<SessionLookup | null>>();
const viewers = new WeakMap<Request, Promise<Viewer>>();

function lookUp(args: Args): Promise<SessionLookup | null> {
  let found = lookups.get(args.request);
  if (!found) {
    found = getAppContext(args.context).sessions.get(args.request);
    lookups.set(args.request, found);
  }
  return found;
}

async function currentSession(args: Args): Promise<Session | null> {
  return (await lookUp(args))?.session ?? null;
}

/** After a rotation or sign-out, this request's answers must be looked up afresh. */
function forget(request: Request) {
  lookups.delete(request);
  viewers.delete(request);
}

async function loadViewer(args: Args): Promise<Viewer> {
  const context = getAppContext(args.context);
  const found = await lookUp(args);
  if (!found) return ANONYMOUS;
  const { session } = found;
  const now = context.now();
  const member = found.member;
  const active = found.entitlements.filter((entitlement) => isActive(entitlement, now));
  const portalEntitlement = active.find((entitlement) => entitlement.kind === "portal");

  let portal: PortalAccess | null = null;
  if (member?.role === "coach") {
    portal = { via: "coach", expiresAt: session.expiresAt };
  } else if (portalEntitlement) {
    const ends = portalEntitlement.endsAt;
    portal = { via: "entitlement", expiresAt: ends && ends < session.expiresAt ? ends : session.expiresAt };
  } else if (session.portalCodeVersion !== null) {
    // A rotated code outdates every session opened with the one before.
    const current = await getCurrentPortalCode(context.database.db);
    if (current?.version === session.portalCodeVersion)
      portal = { via: "code", expiresAt: session.expiresAt };
  }
  const premium = member?.role === "coach" || active.some((entitlement) => entitlement.kind === "premium");
  return { session, member, entitlements: active, portal, premium };
}

/** Everything the server knows about who is asking; anonymous when there is no live session. */
export function getViewer(args: Args): Promise<Viewer> {
  let viewer = viewers.get(args.request);
  if (!viewer) {
    viewer = loadViewer(args);
    viewers.set(args.request, viewer);
  }
  return viewer;
}

/** Where to come back to after signing in: this page, path and query only. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  // Client-side navigations ask for "/page.data"; the person was heading to "/page".
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

/** The signed-in member; otherwise a redirect to /login that brings her back here. */
export async function requireMember(args: Args): Promise<Viewer & { member: Member }> {
  const viewer = await getViewer(args);
  if (!viewer.member) {
    throw redirect(`/login?${new URLSearchParams({ redirectTo: returnPath(args.request) })}`);
  }
  return { ...viewer, member: viewer.member };
}

/** The coach only: others are sent to sign in, or refused with 403 when signed in. */
export async function requireCoach(args: Args): Promise<Viewer & { member: Member }> {
  const viewer = await requireMember(args);
  if (viewer.member.role !== "coach") throw data(null, { status: 403, statusText: "Forbidden" });
  return viewer;
}

/**
 * Issue 37: coach accounts are managed by an owner only, a coach the operator made (ADMIN_EMAIL,
 * `npm run create-coach`). An assistant coach (added by another coach) may not add or remove
 * coaches, nor make a reset link for, or change the access of, any coach account, the owner's
 * included. The caller answers a refusal with a 403 and audits it (`recordRefusal`).
 */
export async function mayManageCoachAccounts(args: Args, coach: Member): Promise<boolean> {
  return isOwnerCoach(getAppContext(args.context).database.db, coach);
}

/** Whether this coach may act on `target`'s account: any member's; a coach's as an owner only. */
export async function mayManageAccount(
  args: Args,
  coach: Member,
  target: Pick<Member, "role">,
): Promise<boolean> {
  return target.role !== "coach" || (await mayManageCoachAccounts(args, coach));
}

/**
 * Ends the portal access this browser's session holds through the shared code: she leaves, or
 * the browser's stored expiry has passed (decision 0027). A member stays signed in, and access
 * from a `portal` entitlement or the coach role is left to the server's own expiry. Returns the
 * Set-Cookie header, or null when the session held no code access, so nothing is written.
 */
export async function endPortalCodeAccess(args: Args): Promise<string | null> {
  const session = await currentSession(args);
  if (!session || session.portalCodeVersion === null) return null;
  return rotateSession(args, { portalCodeVersion: null });
}

/**
 * How a refusal is answered: a page is redirected to the password form (product.md §4.2); a data
 * request or a file gets a bare 401, so nothing of the page travels with it.
 */
type Refusal = "redirect" | "status";

function refuse(args: Args, refusal: Refusal | undefined) {
  const dataRequest = new URL(args.request.url).pathname.endsWith(".data");
  return (refusal ?? (dataRequest ? "status" : "redirect")) === "status"
    ? data(null, { status: 401, statusText: "Unauthorized" })
    : redirect("/client-portal");
}

/**
 * The program's tier in the catalog decides (product.md §4.3). Decision 0010: a portal program
 * opens with portal access, or with premium when the Programs page sells it as premium (its
 * cards link into the portal). Decision 0018: the free month 1 opens for everyone.
 */
export function canOpenPortalProgram(viewer: Viewer, slug: string): boolean {
  const record = programRecord(slug);
  if (!record) return false;
  const { tier } = record;
  return tier === "free" || viewer.portal !== null || (viewer.premium && tier === "premium");
}

export async function requirePortalProgram(args: Args, slug: string, refusal?: Refusal): Promise<Viewer> {
  const viewer = await getViewer(args);
  if (!canOpenPortalProgram(viewer, slug)) throw refuse(args, refusal);
  return viewer;
}

/**
 * Issue 38 (decision 0060): an exercise's demo page and sheet are for the people the programs
 * are for: a member signed in, or a client with portal access. A visitor is sent to sign in (a
 * page) or gets a bare 401 (the sheet's data request). Each clip's own access (public, members,
 * premium) is decided again per clip by the media module.
 */
export async function requireDemoViewer(args: Args): Promise<Viewer> {
  const viewer = await getViewer(args);
  if (viewer.member || viewer.portal) return viewer;
  if (new URL(args.request.url).pathname.endsWith(".data")) {
    throw data(null, { status: 401, statusText: "Unauthorized" });
  }
  throw redirect(`/login?${new URLSearchParams({ redirectTo: returnPath(args.request) })}`);
}

/**
 * Premium content: a page sends those without it to the upgrade page; a file (a premium PDF)
 * answers 403, since a download cannot follow a redirect to a page.
 */
export async function requirePremium(
  args: Args,
  refusal: "redirect" | "forbidden" = "redirect",
): Promise<Viewer> {
  const viewer = await getViewer(args);
  if (viewer.premium) return viewer;
  throw refusal === "forbidden"
    ? data(null, { status: 403, statusText: "Forbidden" })
    : redirect("/work-with-me");
}

/**
 * Opens a session for `fields` under a brand-new id (so an id planted before sign-in is
 * worthless) and ends the session she had. Portal-code access she already had carries over.
 * Returns the Set-Cookie header.
 */
export async function rotateSession(
  args: Args,
  fields: { memberId?: string | null; portalCodeVersion?: number | null },
): Promise<string> {
  const context = getAppContext(args.context);
  const { sessions } = context;
  const previous = await currentSession(args);
  const memberId = fields.memberId === undefined ? (previous?.memberId ?? null) : fields.memberId;
  const portalCodeVersion =
    fields.portalCodeVersion === undefined ? (previous?.portalCodeVersion ?? null) : fields.portalCodeVersion;
  const { setCookie } = await sessions.create({ memberId, portalCodeVersion, data: previous?.data ?? {} });
  if (previous) await sessions.destroy(previous.id);
  // She holds the code while signed in: she is the coach's client from now on (issue 36).
  if (memberId && portalCodeVersion !== null) {
    await markPortalClient(context.database.db, memberId, context.now());
  }
  forget(args.request);
  return setCookie;
}

/** Ends this browser's session entirely (member and portal code); returns the clearing cookie. */
export async function endSession(args: Args): Promise<string> {
  const session = await currentSession(args);
  forget(args.request);
  return getAppContext(args.context).sessions.destroy(session?.id ?? null);
}

export type ThrottleScope = "portal" | "login" | "reset" | "anonymous-write";

/**
 * Takes a slot for one attempt from this request, by her address and by her session when she
 * has one; checking and counting are one statement, so parallel requests cannot slip past the
 * limit. `blocked` is the sentence to show (with a 429) when she must wait. An attempt that
 * succeeded calls `succeeded()` to give its slot back, so only failures use up the limit;
 * "anonymous-write" (every write a visitor makes, up to `ANONYMOUS_WRITE_LIMIT`, by address
 * only) never gives it back.
 */
export async function throttleFor(args: Args, scope: ThrottleScope) {
  const context = getAppContext(args.context);
  const buckets = [`${scope}:ip:${context.clientAddress}`];
  if (scope !== "anonymous-write") {
    const session = await currentSession(args);
    // A digest, so the counters table never holds a usable session id.
    if (session) {
      const digest = createHash("sha256").update(session.id).digest("base64url").slice(0, 22);
      buckets.push(`${scope}:session:${digest}`);
    }
  }
  const verdict = await context.throttle.take(
    buckets,
    scope === "anonymous-write" ? ANONYMOUS_WRITE_LIMIT : THROTTLE_LIMIT,
  );
  if (verdict.blocked) {
    const wait = describeWait(verdict.retryAfterSeconds);
    return {
      blocked:
        scope === "anonymous-write"
          ? `Too many submissions from this connection. Please wait ${wait} and try again.`
          : `Too many unsuccessful attempts. For your security, please wait ${wait} and try again.`,
      succeeded: async () => {},
    };
  }
  const { slots } = verdict;
  return { blocked: null, succeeded: () => context.throttle.release(slots) };
}

/** Requests that send an email (a reset link, a sign-in code) per client address per window. */
export const EMAIL_REQUESTS_PER_ADDRESS = 10;
/** Emails of one kind one recipient can be sent per window, whoever asks. */
export const EMAILS_PER_RECIPIENT = 3;

/**
 * Before an email is sent at a visitor's request: `blocked` (a 429 to show) when this address
 * asks too often; `skip` when the recipient has had enough of these emails lately, in which
 * case the page answers as usual but nothing is sent, so nobody can fill an inbox and the
 * answer still says nothing about the address. Every request counts.
 */
export async function throttleEmailRequest(
  args: Args,
  kind: "reset" | "sign-in" | "sign-up" | "confirm" | "newsletter" | "change-email" | "booking",
  email: string,
) {
  const context = getAppContext(args.context);
  // A visitor's newsletter sign-up is limited per address as an anonymous write already (a
  // household may sign up several people); a member's is not, so it counts here like the rest.
  const byAddress =
    kind === "newsletter" && !(await getViewer(args)).member
      ? { blocked: false as const }
      : await context.throttle.take(
          [`email-request:ip:${context.clientAddress}`],
          EMAIL_REQUESTS_PER_ADDRESS,
        );
  if (byAddress.blocked) {
    return {
      blocked: `Too many requests from this connection. Please wait ${describeWait(byAddress.retryAfterSeconds)} and try again.`,
      skip: true,
    };
  }
  const recipient = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
  const byRecipient = await context.throttle.take([`email-${kind}:to:${recipient}`], EMAILS_PER_RECIPIENT);
  return { blocked: null, skip: byRecipient.blocked };
}

/**
 * Pages for visitors only (sign-in, sign-up): a signed-in member goes on to `redirectTo`
 * (by default the page's own `redirectTo` parameter), if it is a path on this site, else to
 * the dashboard.
 */
export async function requireAnonymous(
  args: Args,
  redirectTo: string | null | undefined = new URL(args.request.url).searchParams.get("redirectTo"),
): Promise<void> {
  const viewer = await getViewer(args);
  if (viewer.member) throw redirect(safeRedirect(redirectTo));
}
