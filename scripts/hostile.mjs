// `npm run hostile`: at least 1,000 malformed requests at every action and endpoint of the
// production build: wrong content types, bodies over the limit, invalid UTF-8, missing and
// extra fields, huge strings, SQL/HTML/header injection, forged cookies, TRACE/PUT/DELETE/PATCH
// (405), inherited names as export files (404), correctly signed webhook events of the wrong
// shape (400), names with bidirectional overrides. It then reads the
// pages where typed text is shown (the coach area included) for any script that was stored.
// Passes when no answer is a 5xx, none shows a stack trace, none sets an injected header and
// nothing typed comes back unescaped. Prints a report per endpoint; exits 1 on any failure.
// Usage: npm run hostile [-- --rounds 2]
import { createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { cookieOf } from "./lib/http.mjs";
import { startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "1" } } });
const COACH = { email: "coach@hostile.test", password: "hostile-coach-password-1" };
const PORTAL_CODE = "hostile-portal-code-1357";
const MARK = "xss-probe-7f3a";
const WEBHOOK_SECRET = "whsec_hostile_input_secret_2468";
/** Bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069): text that reads backwards. */
const BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];
/** Names an own-property lookup must not find on a plain object. */
const INHERITED_NAMES = [
  "constructor",
  "__proto__",
  "hasOwnProperty",
  "toString",
  "valueOf",
  "isPrototypeOf",
];

// What a hostile visitor types. Each names the same probe so a stored copy can be found later.
const INJECTIONS = [
  `<script>alert("${MARK}")</script>`,
  `"><img src=x onerror=alert('${MARK}')>`,
  `' OR 1=1; DROP TABLE members; -- ${MARK}`,
  `${MARK}\r\nSet-Cookie: injected=1`,
  `${MARK}%0d%0aSet-Cookie:%20injected=1`,
  `javascript:alert('${MARK}')`,
  `{{7*7}} \${7*7} ${MARK}`,
  `=HYPERLINK("https://evil.example","${MARK}")`,
  `../../../../etc/passwd ${MARK}`,
  `${MARK}\u0000\u202e\ud800`,
  `${"A".repeat(100_000)}${MARK}`,
];
const FORGED_COOKIES = [
  "wb50_session=forged",
  "wb50_session=s%3Aabc.def; wb50_profile=x.y",
  `wb50_flash=<script>${MARK}</script>`,
  "wb50_profile=%E0%A4%A",
  `wb50_session=${"x".repeat(6000)}`,
  "=; ;;; wb50_session",
];
/** @type {{ type: string | undefined; body: string | Uint8Array<ArrayBuffer> }[]} */
const BAD_BODIES = [
  { type: "application/json", body: '{"intent":"enter","code":"x"}' },
  { type: "text/plain", body: "hello" },
  { type: "multipart/form-data; boundary=zzz", body: "--zzz\r\nbroken" },
  { type: "application/x-www-form-urlencoded", body: "a=%zz&b=%E0%A4%A&c" },
  {
    type: "application/x-www-form-urlencoded",
    body: new Uint8Array([0x69, 0x6e, 0x74, 0x3d, 0xff, 0xfe, 0xc3, 0x28]),
  },
  { type: "application/x-www-form-urlencoded; charset=utf-16", body: "intent=enter" },
  { type: "application/x-www-form-urlencoded", body: `intent=${"x".repeat(300_000)}` },
  {
    type: "application/xml",
    body: `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>`,
  },
  { type: undefined, body: "intent=enter" },
];

/**
 * Every form the app takes, with the fields it expects (some get hostile values).
 * `client: true` posts as a signed-in client; `{client}` in a path is her member id.
 * @type {{ path: string; fields: Record<string, string>; coach?: boolean; client?: boolean }[]}
 */
const ACTIONS = [
  { path: "/login", fields: { email: "a@b.c", password: "x", redirectTo: "/" } },
  {
    path: "/signup",
    fields: { intent: "start", name: "N", email: "n@b.c", password: "long-enough-pass", redirectTo: "/" },
  },
  { path: "/signup", fields: { intent: "verify", email: "n@b.c", code: "123456", redirectTo: "/" } },
  { path: "/logout", fields: {} },
  { path: "/reset-password", fields: { token: "t", password: "long-enough-pass" } },
  { path: "/forgot-password", fields: { email: "a@b.c" } },
  { path: "/login/code", fields: { intent: "verify", email: "a@b.c", code: "123456", redirectTo: "/" } },
  { path: "/login/link", fields: { token: "t", redirectTo: "/" } },
  { path: "/confirm-email", fields: { intent: "confirm", token: "t" } },
  { path: "/newsletter/confirm", fields: { token: "t" } },
  {
    path: "/newsletter/unsubscribe?token=1.aaaaaaaaaaaaaaaaaaaaaaaa",
    fields: { "List-Unsubscribe": "One-Click" },
  },
  { path: "/client-portal", fields: { intent: "enter", code: "x" } },
  { path: "/onboarding", fields: { intent: "answer", step: "fitness", choice: "beginner", timeZone: "UTC" } },
  { path: "/dashboard", fields: { intent: "complete-activity", kind: "workout", timeZone: "UTC" } },
  { path: "/programs", fields: { intent: "newsletter", email: "a@b.c", consent: "yes" } },
  { path: "/webhooks/payments", fields: { id: "evt_1", type: "checkout.session.completed" } },
  { path: "/coach/portal-code", fields: { code: "new-code-123456" }, coach: true },
  // Issue 17's forms, as a signed-in member would send them (the coach is one).
  {
    path: "/client-portal/movement-patterns-1/log/session-a",
    fields: {
      intent: "set",
      logId: "00000000-0000-4000-8000-000000000017",
      position: "0",
      setNumber: "1",
      reps: "10",
      weight: "8",
      done: "true",
    },
    coach: true,
  },
  { path: "/progress", fields: { plates: "2.5-kg", goal: "65" }, coach: true },
  { path: "/progress/body", fields: { intent: "metrics", day: "2026-01-05", weight: "70" }, coach: true },
  { path: "/account/delete", fields: { password: "not-her-password" }, coach: true },
  { path: "/coach/leads", fields: { intent: "remove-signup", id: "1" }, coach: true },
  { path: "/coach/newsletters", fields: { subject: "S", body: "B" }, coach: true },
  { path: "/coach/newsletters/1", fields: { intent: "send", checked: "yes" }, coach: true },
  {
    path: "/coach/members/unknown-member",
    fields: { intent: "grant", kind: "premium", endsOn: "" },
    coach: true,
  },
  // Issue 18's forms: the client's own, then the coach's about her.
  {
    path: "/screening",
    fields: {
      intent: "answer",
      redirectTo: "/dashboard",
      heart: "no",
      chestPain: "yes",
      dizziness: "no",
      chronic: "no",
      medicines: "no",
      joints: "no",
      supervision: "no",
    },
    client: true,
  },
  {
    path: "/screening",
    fields: { intent: "follow-up", redirectTo: "/dashboard", screeningId: "x", followUp: "f" },
    client: true,
  },
  {
    path: "/screening",
    fields: { intent: "confirm-clearance", redirectTo: "/dashboard", screeningId: "x" },
    client: true,
  },
  {
    path: "/check-in",
    fields: {
      energy: "3",
      sleep: "3",
      stress: "3",
      eating: "3",
      painArea: "knee",
      painLevel: "2",
      sessionsDone: "2",
      wins: "w",
      question: "q",
      weight: "70",
      waist: "80",
    },
    client: true,
  },
  {
    path: "/messages",
    fields: { messageId: "00000000-0000-4000-8000-000000000018", body: "hello", checkInId: "" },
    client: true,
  },
  { path: "/coach/check-ins", fields: { weekday: "7" }, coach: true },
  {
    path: "/coach/clients/{client}",
    fields: { intent: "reply", messageId: "00000000-0000-4000-8000-000000000019", body: "b", checkInId: "" },
    coach: true,
  },
  { path: "/coach/clients/{client}", fields: { intent: "note", body: "n" }, coach: true },
  {
    path: "/coach/clients/{client}",
    fields: {
      intent: "assign",
      step1Program: "movement-patterns-1",
      step1Weeks: "4",
      startDay: "2026-01-05",
    },
    coach: true,
  },
  // After "assign", so there is a program to take away; nothing below needs her assignment.
  { path: "/coach/clients/{client}", fields: { intent: "unassign" }, coach: true },
  { path: "/coach/clients/{client}", fields: { intent: "review-screening", screeningId: "x" }, coach: true },
  // Issue 19: her billing, the coach's revisions.
  { path: "/account", fields: { intent: "manage-billing" }, client: true },
  { path: "/coach/content/revisions", fields: { intent: "restore", revision: "1" }, coach: true },
  // The content editors: drafts, structure buttons with forged paths, publishing.
  {
    path: "/coach/content/site",
    fields: {
      intent: "save",
      "site.tagline": "t",
      "marketing.founderStory": "s",
      "site.prices.oneOnOne.amount": "50",
    },
    coach: true,
  },
  { path: "/coach/content/site", fields: { intent: "remove:homeTestimonials.99" }, coach: true },
  { path: "/coach/content/site", fields: { intent: "up:__proto__.0", "site.__proto__.x": "1" }, coach: true },
  { path: "/coach/content/site", fields: { intent: "discard" }, coach: true },
  {
    path: "/coach/content/programs/level-1",
    fields: {
      intent: "save",
      "program.title": "Level 1",
      "program.sessions.0.mainWork.0.exercises.0.sets": "3",
    },
    coach: true,
  },
  {
    path: "/coach/content/programs/level-1",
    fields: { intent: "add:sessions.0.mainWork.0.exercises" },
    coach: true,
  },
  { path: "/coach/content/programs/level-1", fields: { intent: "down:sessions.99.mainWork.0" }, coach: true },
  { path: "/coach/content/programs/level-1", fields: { intent: "discard" }, coach: true },
  { path: "/coach/content/programs/constructor", fields: { intent: "save" }, coach: true },
  // Adding a program (decision 0042): the start form, then the new program's editor.
  {
    path: "/coach/content/programs",
    fields: {
      intent: "add-program",
      title: "Garden Strength",
      slug: "",
      from: "level-1",
      access: "premium",
      description: "Three short sessions a week to get strong for the garden.",
    },
    coach: true,
  },
  {
    path: "/coach/content/programs/new-program",
    fields: {
      intent: "save",
      "program.title": "Garden Strength",
      "program.listing.tier": "premium",
      "program.listing.description": "Three short sessions a week to get strong for the garden.",
      "program.listing.slug": "level-1",
    },
    coach: true,
  },
  { path: "/coach/content/programs/new-program", fields: { intent: "publish" }, coach: true },
  { path: "/coach/content/programs/new-program", fields: { intent: "discard" }, coach: true },
  // The nutrition editor: a new recipe, an existing one, forged paths.
  {
    path: "/coach/content/nutrition",
    fields: { intent: "add-recipe", title: "Bean Stew", id: "", access: "premium" },
    coach: true,
  },
  {
    path: "/coach/content/nutrition/new-recipe",
    fields: { intent: "save", "body.title": "Bean Stew", "body.servings": "4", "card.description": "d" },
    coach: true,
  },
  { path: "/coach/content/nutrition/new-recipe", fields: { intent: "discard" }, coach: true },
  {
    path: "/coach/content/nutrition/easy-chickpea-salad",
    fields: {
      intent: "save",
      "body.summary": "s",
      "body.servings": "2",
      "body.__proto__.polluted": "1",
      "card.highlights": "h",
    },
    coach: true,
  },
  {
    path: "/coach/content/nutrition/easy-chickpea-salad",
    fields: { intent: "publish", "body.servings": "-1", "body.ingredients": "x" },
    coach: true,
  },
  { path: "/coach/content/nutrition/easy-chickpea-salad", fields: { intent: "discard" }, coach: true },
  { path: "/coach/content/nutrition/constructor", fields: { intent: "save" }, coach: true },
  // The coach's own account: always a wrong current password, so the script's coach keeps hers.
  {
    path: "/coach/account",
    fields: { intent: "change-email", email: "new@hostile.test", currentPassword: "not-hers-1234" },
    coach: true,
  },
  {
    path: "/coach/account",
    fields: {
      intent: "change-password",
      currentPassword: "not-hers-1234",
      password: "another-long-password",
      confirmPassword: "another-long-password",
    },
    coach: true,
  },
  {
    path: "/coach/account",
    fields: { intent: "add-coach", name: "Assistant", email: "hostile-coach@hostile.example" },
    coach: true,
  },
  { path: "/coach/account", fields: { intent: "remove-coach", memberId: "{client}" }, coach: true },
  // A client posting the coach's forms: refused, never a 5xx.
  { path: "/coach/clients/{client}", fields: { intent: "note", body: "n" }, client: true },
];
const GETS = [
  "/login?redirectTo=%0d%0aSet-Cookie:%20injected=1",
  "/login?redirectTo=https://evil.example",
  "/login?redirectTo=//evil.example/%2e%2e",
  "/coach?q=%27%20OR%201%3D1%20--",
  `/coach?q=${encodeURIComponent(`<script>${MARK}</script>`)}`,
  "/coach?q=%00%00",
  "/coach/export/..%2f..%2fetc%2fpasswd",
  "/coach/export/members.csv",
  "/nutrition/%3Cscript%3E/pdf",
  "/nutrition/low-carb-plan/pdf?paper=%00",
  "/client-portal/..%2F..%2Fpackage.json",
  "/client-portal/level-1/pdf?paper=legal",
  "/dashboard/calendar.ics",
  "/%E0%A4%A",
  "/reset-password?token=%00%00",
  "/login/link?token=%00%00",
  "/confirm-email?token=%E0%A4%A",
  "/newsletter/unsubscribe?token=99999999999999999999.x",
  "/coach/emails/%00",
  "/coach/emails/..%2f..%2fetc/preview",
  "/coach/newsletters/1e309",
  "/progress/photos/..%2f..%2fetc%2fpasswd",
  "/progress/photos/00000000-0000-4000-8000-000000000000",
  "/progress/export.csv?part=__proto__",
  "/progress/pdf?paper=%00",
  "/progress?exercise=%3Cscript%3E",
  "/progress/body?before=1e309&after=%00",
  "/client-portal/movement-patterns-1/log/%3Cscript%3E",
  `/${"a".repeat(5000)}`,
  "/sitemap.xml?x=<script>",
  "/_root.data?_routes=routes%2Fcoach%2Flayout",
  "/_.data?_routes=routes%2Fcoach%2Flayout",
  "/coach/audit.data",
  "/screening?redirectTo=%0d%0aSet-Cookie:%20injected=1",
  "/screening?redirectTo=//evil.example",
  "/coach/clients/%00",
  "/coach/clients/..%2f..%2fetc%2fpasswd",
  "/coach/clients/{client}",
  "/coach/clients/{client}.data",
  "/coach/export/clients.csv?health=%00",
  "/coach/check-ins.data",
  "/messages.data",
];

const server = await startProductionServer({
  ADMIN_EMAIL: COACH.email,
  ADMIN_PASSWORD: COACH.password,
  PORTAL_PASSWORD: PORTAL_CODE,
  // One proxy hop, so the stored-input phase can come from an address the earlier floods did
  // not get throttled on.
  TRUST_PROXY: "1",
  PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
});
const base = server.url;
/** @type {Map<string, { sent: number; statuses: Map<number, number>; failures: string[] }>} */
const report = new Map();
let total = 0;

/**
 * Sends one request and records what came back; with `expected`, any other status is a failure.
 * @param {string} label @param {string} path @param {RequestInit} [init] @param {number} [expected]
 */
async function send(label, path, init = {}, expected) {
  total += 1;
  const entry = report.get(label) ?? { sent: 0, statuses: new Map(), failures: /** @type {string[]} */ ([]) };
  report.set(label, entry);
  entry.sent += 1;
  let response;
  try {
    response = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  } catch (error) {
    const cause = /** @type {{ cause?: { code?: string }; message?: string }} */ (error);
    entry.failures.push(`${path}: no answer (${cause.cause?.code ?? cause.message})`);
    return null;
  }
  const body = await response.text();
  entry.statuses.set(response.status, (entry.statuses.get(response.status) ?? 0) + 1);
  const problems = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  if (expected !== undefined && response.status !== expected)
    problems.push(`status ${response.status}, expected ${expected}`);
  if (/\n\s+at .+\(|node_modules\/|\bat async\b/.test(body)) problems.push("a stack trace in the body");
  if (response.headers.getSetCookie().some((cookie) => cookie.startsWith("injected"))) {
    problems.push("an injected Set-Cookie header");
  }
  if ([...response.headers.keys()].some((name) => name.includes("injected")))
    problems.push("an injected header");
  if (problems.length > 0) entry.failures.push(`${init.method ?? "GET"} ${path}: ${problems.join(", ")}`);
  return { response, body };
}

/**
 * A method fetch refuses to send (TRACE), through node:http; recorded like `send`. The answer
 * must be a 405 naming the methods that are taken, and must not echo the request back.
 * @param {string} method @param {string} path @param {string} cookie
 */
function sendRaw(method, path, cookie) {
  total += 1;
  const label = `${method} (refused methods)`;
  const entry = report.get(label) ?? { sent: 0, statuses: new Map(), failures: /** @type {string[]} */ ([]) };
  report.set(label, entry);
  entry.sent += 1;
  return new Promise((resolve) => {
    const req = httpRequest(`${base}${path}`, { method, headers: { Cookie: cookie } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => {
        const status = res.statusCode ?? 0;
        entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
        if (status !== 405 || res.headers.allow !== "GET, HEAD, POST")
          entry.failures.push(`${method} ${path}: status ${status}, Allow ${res.headers.allow}`);
        if (cookie && body.includes(cookie)) entry.failures.push(`${method} ${path}: the cookie is echoed`);
        resolve(undefined);
      });
    });
    req.on("error", (error) => {
      entry.failures.push(`${method} ${path}: no answer (${error.message})`);
      resolve(undefined);
    });
    req.end();
  });
}

/**
 * A webhook body signed as the provider signs it (t=…,v1=HMAC-SHA256 of "t.body"), so only
 * its shape can be wrong.
 * @param {string} payload
 */
function signedWebhook(payload) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", WEBHOOK_SECRET).update(`${t}.${payload}`).digest("hex");
  return { "Content-Type": "application/json", "Stripe-Signature": `t=${t},v1=${v1}` };
}
const eventWith = (/** @type {Record<string, unknown>} */ fields) =>
  JSON.stringify({
    id: "evt_hostile_shape",
    object: "event",
    type: "checkout.session.completed",
    data: { object: { object: "checkout.session", payment_status: "paid" } },
    ...fields,
  });
/** Signed events the handler must refuse with 400. */
const MALFORMED_EVENTS = [
  eventWith({ id: undefined }),
  eventWith({ id: 42 }),
  eventWith({ id: null }),
  eventWith({ id: ["evt_1"] }),
  eventWith({ id: { $ne: null } }),
  eventWith({ id: "" }),
  eventWith({ id: "evt_\u0000nul" }),
  eventWith({ id: "x".repeat(10_000) }),
  eventWith({ type: undefined }),
  eventWith({ type: 7 }),
  eventWith({ data: null }),
  eventWith({ data: undefined }),
  eventWith({ data: "x" }),
  eventWith({ data: {} }),
  eventWith({ data: { object: null } }),
  eventWith({ data: { object: "checkout.session" } }),
  eventWith({ data: { object: [1, 2] } }),
  eventWith({ data: { object: { customer_email: 12 } } }),
  eventWith({ data: { object: { customer_email: "a\u0000@b.c" } } }),
  eventWith({ data: { object: { client_reference_id: { id: "x" } } } }),
  eventWith({ data: { object: { customer_details: "ann@example.com" } } }),
  eventWith({ data: { object: { payment_status: false } } }),
  "[]",
  "null",
  "42",
  '"evt"',
  "not json at all",
  '{"id":"evt_cut","type":',
  "id=evt_1&type=checkout.session.completed",
  `${MARK}\u0000\ud800`,
];

/** @param {Record<string, string>} fields */
function form(fields) {
  return new URLSearchParams(fields).toString();
}
const formHeaders = (cookie = "", address = "198.51.100.1") => ({
  "Content-Type": "application/x-www-form-urlencoded",
  Origin: base,
  Cookie: cookie,
  "X-Forwarded-For": address,
});

// A coach session and a member session, to reach the guarded actions as they would.
const signedIn = await fetch(`${base}/login`, {
  method: "POST",
  redirect: "manual",
  headers: formHeaders(),
  body: form({ email: COACH.email, password: COACH.password, redirectTo: "/coach" }),
});
const coachCookie = cookieOf(signedIn);
if (!coachCookie.includes("wb50_session")) throw new Error("could not sign in as the coach");

// A client: her own account with portal access from the coach, so the coaching forms and the
// coach's page about her have someone real behind them.
const CLIENT = {
  name: "Hostile Client",
  email: "client@hostile.test",
  password: "hostile-client-password-1",
};
/**
 * Sign-up as she does it: her details, then the emailed code. With no SMTP_URL here the email
 * waits in the outbox, and the code is read where the coach would read it, her Emails page.
 * Both posts go through `send`, so they are checked like every other request.
 * @param {string} label @param {Record<string, string>} fields @param {string} address
 */
async function signUpWithCode(label, fields, address) {
  const started = await send(label, "/signup", {
    method: "POST",
    headers: formHeaders("", address),
    body: form({ intent: "start", ...fields }),
  });
  if (started?.response.status !== 200) return started;
  const list = await (await fetch(`${base}/coach/emails`, { headers: { Cookie: coachCookie } })).text();
  const to = (fields.email ?? "").toLowerCase().replaceAll("&", "&amp;");
  const id = list
    .split("<tr")
    .find((row) => row.includes(`>${to}<`))
    ?.match(/\/coach\/emails\/([\w-]+)/)?.[1];
  const page = id
    ? await (await fetch(`${base}/coach/emails/${id}`, { headers: { Cookie: coachCookie } })).text()
    : "";
  const code = page.match(/\n\s+(\d{6})\s*\n/)?.[1];
  if (!code) throw new Error(`no sign-up code reached the Emails page for ${to}`);
  return send(label, "/signup", {
    method: "POST",
    headers: formHeaders("", address),
    body: form({ intent: "verify", email: fields.email ?? "", code, redirectTo: "/dashboard" }),
  });
}

const clientSignUp = await signUpWithCode("POST /signup (the client)", CLIENT, "198.51.100.77");
const clientCookie = clientSignUp ? cookieOf(clientSignUp.response) : "";
if (!clientCookie.includes("wb50_session")) throw new Error("could not sign the client up");
const found = await (
  await fetch(`${base}/coach?q=${encodeURIComponent(CLIENT.email)}`, {
    headers: { Cookie: coachCookie },
  })
).text();
const clientId = found.match(/\/coach\/members\/([\w-]+)/)?.[1];
if (!clientId) throw new Error("could not find the client's id");
await fetch(`${base}/coach/members/${clientId}`, {
  method: "POST",
  redirect: "manual",
  headers: formHeaders(coachCookie),
  body: form({ intent: "grant", kind: "portal", endsOn: "" }),
});
const withClient = (/** @type {string} */ path) => path.replaceAll("{client}", clientId);
// Her message goes first: the flood below meets the per-member message limit (30 a window).
await send("POST /messages (stored)", "/messages", {
  method: "POST",
  headers: formHeaders(clientCookie),
  body: form({
    messageId: "00000000-0000-4000-8000-0000000018aa",
    body: `hostile ${INJECTIONS[0]} ${INJECTIONS[1]}`,
  }),
});

for (let round = 0; round < Number(values.rounds); round += 1) {
  for (const action of ACTIONS) {
    const cookie = action.coach ? coachCookie : action.client ? clientCookie : "";
    const path = withClient(action.path);
    const targets = [path, `${path}.data`];
    for (const target of targets) {
      const label = `POST ${action.path}`;
      // Wrong content types, broken encodings, oversize bodies.
      for (const bad of BAD_BODIES) {
        /** @type {Record<string, string>} */
        const headers = { Origin: base, Cookie: cookie };
        if (bad.type) headers["Content-Type"] = bad.type;
        await send(label, target, { method: "POST", headers, body: bad.body });
      }
      // Missing fields, one at a time, and none at all.
      await send(label, target, { method: "POST", headers: formHeaders(cookie), body: "" });
      for (const key of Object.keys(action.fields)) {
        const rest = { ...action.fields };
        delete rest[key];
        await send(label, target, { method: "POST", headers: formHeaders(cookie), body: form(rest) });
      }
      // Extra fields, repeated fields.
      await send(label, target, {
        method: "POST",
        headers: formHeaders(cookie),
        body: `${form(action.fields)}&role=coach&memberId=x&__proto__=1&intent=again&intent=twice`,
      });
      // Every hostile string in every field.
      for (const key of Object.keys(action.fields)) {
        for (const injection of INJECTIONS) {
          await send(label, target, {
            method: "POST",
            headers: formHeaders(cookie),
            body: form({ ...action.fields, [key]: injection }),
          });
        }
      }
      // Forged cookies and a foreign origin.
      for (const forged of FORGED_COOKIES) {
        await send(label, target, {
          method: "POST",
          headers: formHeaders(forged),
          body: form(action.fields),
        });
      }
      await send(label, target, {
        method: "POST",
        headers: { ...formHeaders(cookie), Origin: "https://evil.example" },
        body: form(action.fields),
      });
    }
  }
  for (const raw of GETS) {
    const path = withClient(raw);
    for (const cookie of ["", coachCookie, clientCookie, ...FORGED_COOKIES]) {
      await send(`GET ${(raw.split("?")[0] ?? raw).slice(0, 40)}`, path, { headers: { Cookie: cookie } });
    }
  }
  // Methods no route takes: 405 with Allow, on pages, resources, files and unknown paths.
  // (CONNECT is refused by both HTTP clients; TRACE goes through node:http.)
  for (const path of [
    "/",
    "/onboarding",
    "/login",
    "/coach",
    "/webhooks/payments",
    "/sitemap.xml",
    "/nope",
  ]) {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      await send(
        "other methods",
        path,
        { method, headers: formHeaders(coachCookie), body: "intent=start" },
        405,
      );
    }
    for (const cookie of ["", coachCookie]) await sendRaw("TRACE", path, cookie);
  }
  await send("other methods", "/onboarding", { method: "OPTIONS", headers: formHeaders() }, 204);
  // Export names that only an inherited property would match.
  for (const name of INHERITED_NAMES) {
    await send(
      "GET /coach/export/<inherited>",
      `/coach/export/${name}`,
      { headers: { Cookie: coachCookie } },
      404,
    );
  }
  // Correctly signed webhook events of the wrong shape.
  for (const payload of MALFORMED_EVENTS) {
    await send(
      "POST /webhooks/payments (signed)",
      "/webhooks/payments",
      { method: "POST", headers: signedWebhook(payload), body: payload },
      400,
    );
  }
}

// What a hostile visitor could have stored: sign up with hostile names, join the newsletter,
// then read everything the coach reads.
for (const [index, injection] of INJECTIONS.slice(0, 10).entries()) {
  await signUpWithCode(
    "POST /signup (stored)",
    { name: injection.slice(0, 200), email: `hostile${index}@example.com`, password: "long-enough-pass" },
    `203.0.113.${index + 1}`,
  );
  await send("POST /programs (stored)", "/programs", {
    method: "POST",
    headers: formHeaders("", `203.0.113.${index + 1}`),
    body: form({
      intent: "newsletter",
      email: `hostile${index}+${encodeURIComponent("<b>")}@example.com`,
      consent: "yes",
    }),
  });
}
// Names that turn the rest of a line around (Trojan Source): refused or stored, never a 5xx.
for (const [index, mark] of BIDI.entries()) {
  for (const name of [`${mark}Ann${mark}`, `Ann ${mark}evil.example${"\u202c"}`, mark.repeat(150)]) {
    await send("POST /signup (bidi names)", "/signup", {
      method: "POST",
      headers: formHeaders("", `203.0.113.${50 + index}`),
      body: form({
        intent: "start",
        name,
        email: `bidi${index}-${name.length}@example.com`,
        password: "long-enough-pass",
        redirectTo: "/",
      }),
    });
  }
}

// What a hostile client could store for the coach to read: her check-in and a message, then
// a coach's reply and note that the client reads back.
const script = INJECTIONS[0] ?? "";
const image = INJECTIONS[1] ?? "";
await send("POST /check-in (stored)", "/check-in", {
  method: "POST",
  headers: formHeaders(clientCookie),
  body: form({
    energy: "1",
    sleep: "2",
    stress: "5",
    eating: "3",
    painArea: `hostile ${script}`,
    painLevel: "4",
    sessionsDone: "1",
    wins: `hostile ${image}`,
    question: `hostile ${script}`,
  }),
});
for (const fields of /** @type {Record<string, string>[]} */ ([
  { intent: "reply", messageId: "00000000-0000-4000-8000-0000000018bb" },
  { intent: "note" },
])) {
  await send("POST /coach/clients/<id> (stored)", `/coach/clients/${clientId}`, {
    method: "POST",
    headers: formHeaders(coachCookie),
    body: form({ ...fields, body: `hostile ${script} ${image}` }),
  });
}

// What a coach's stolen password could publish: scripts in her Markdown, her tagline and a
// program's title. Published, they must reach every page escaped or removed. The floods above
// left drafts of hostile values, which would refuse the publish: they go first.
for (const editor of [
  "/coach/content/site",
  "/coach/content/programs/level-1",
  "/coach/content/programs/new-program",
  "/coach/content/nutrition/new-recipe",
  "/coach/content/nutrition/easy-chickpea-salad",
]) {
  await send(`POST ${editor} (discard)`, editor, {
    method: "POST",
    headers: formHeaders(coachCookie),
    body: form({ intent: "discard" }),
  });
}
await send("POST /coach/content/site (stored)", "/coach/content/site", {
  method: "POST",
  headers: formHeaders(coachCookie),
  body: form({
    intent: "publish",
    "site.tagline": `hostile ${script}`.slice(0, 120),
    "marketing.founderStory": `hostile ${script} ${image} [click](javascript:alert('${MARK}')) <iframe src="https://evil.example"></iframe>`,
  }),
});
await send("POST /coach/content/programs/level-1 (stored)", "/coach/content/programs/level-1", {
  method: "POST",
  headers: formHeaders(coachCookie),
  body: form({ intent: "publish", "program.summary": `hostile ${script} ${image} `.repeat(2) }),
});

// A program and a recipe added under hostile titles: the program published (its card is on
// the public Programs page), the recipe left as a draft (it needs ingredients to publish).
await send("POST /coach/content/programs (stored)", "/coach/content/programs", {
  method: "POST",
  headers: formHeaders(coachCookie),
  body: form({
    intent: "add-program",
    title: `hostile ${script}`.slice(0, 120),
    from: "level-1",
    access: "free",
    description: `hostile ${image}`.slice(0, 200),
  }),
});
const addedProgram = await send(
  "POST /coach/content/programs/new-program (stored)",
  "/coach/content/programs/new-program",
  {
    method: "POST",
    headers: formHeaders(coachCookie),
    body: form({ intent: "publish" }),
  },
);
// Published, the editor follows the program to its own address, /coach/content/programs/<slug>.
const addedSlug = addedProgram?.response.headers.get("location")?.split("/").at(-1) ?? "";
if (!addedSlug.startsWith("hostile")) throw new Error("the hostile program was not published");
const addedProgramPage = `/client-portal/${addedSlug}`;
await send("POST /coach/content/nutrition (stored)", "/coach/content/nutrition", {
  method: "POST",
  headers: formHeaders(coachCookie),
  body: form({ intent: "add-recipe", title: `hostile ${script}`.slice(0, 120), access: "free" }),
});

/** @type {string[]} */
const storedScripts = [];
/** @type {[string, string][]} */
const storedPages = [
  ["/coach", coachCookie],
  ["/coach/leads", coachCookie],
  ["/coach/audit", coachCookie],
  ["/coach?q=hostile", coachCookie],
  ["/coach/export/members.csv", coachCookie],
  ["/coach/clients", coachCookie],
  ["/coach/check-ins", coachCookie],
  [`/coach/clients/${clientId}`, coachCookie],
  ["/coach/export/clients.csv?health=1", coachCookie],
  ["/messages", clientCookie],
  ["/check-in", clientCookie],
  ["/dashboard", clientCookie],
  // Issue 19: what the coach published, as a visitor and the coach see it.
  ["/", ""],
  ["/about", ""],
  ["/coach/content/site", coachCookie],
  ["/coach/content/site/preview/about", coachCookie],
  ["/coach/content/revisions", coachCookie],
  ["/client-portal/level-1", coachCookie],
  ["/programs", ""],
  ["/client-portal", coachCookie],
  [addedProgramPage, ""],
  ["/coach/content/programs", coachCookie],
  ["/coach/content/nutrition", coachCookie],
  ["/coach/content/nutrition/new-recipe", coachCookie],
];
for (const [page, cookie] of storedPages) {
  const result = await send("GET pages with stored input", page, { headers: { Cookie: cookie } });
  const body = result?.body ?? "";
  if (!body.includes("hostile"))
    storedScripts.push(`${page}: the hostile sign-ups are missing, so nothing was checked`);
  if ((page.split("?")[0] ?? page).endsWith(".csv")) {
    // A CSV is a download, not a page: it must not render, and must not run formulas.
    const headers = result?.response.headers;
    if (
      !headers?.get("content-type")?.startsWith("text/csv") ||
      !headers.get("content-disposition")?.startsWith("attachment")
    )
      storedScripts.push(`${page}: not served as a CSV download`);
    if (/(^|,)"?=HYPERLINK/m.test(body)) storedScripts.push(`${page}: a formula is exported live`);
    continue;
  }
  for (const raw of [
    `<script>alert("${MARK}")`,
    `<img src=x onerror=alert('${MARK}')`,
    `href="javascript:alert('${MARK}')`,
    "<iframe",
  ]) {
    if (body.includes(raw)) storedScripts.push(`${page}: "${raw}" is served unescaped`);
  }
}

await server.stop();

const rows = [...report.entries()].map(([endpoint, entry]) => ({
  endpoint,
  sent: entry.sent,
  answers: [...entry.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" "),
  failures: entry.failures.length,
}));
console.log(`hostile input on ${cpus().length} cores, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
console.table(rows);
const failures = [...report.values()].flatMap((entry) => entry.failures);
const fivexx = [...report.values()].reduce(
  (sum, entry) =>
    sum + [...entry.statuses].filter(([status]) => status >= 500).reduce((s, [, n]) => s + n, 0),
  0,
);
for (const failure of [...failures, ...storedScripts].slice(0, 40)) console.log(`FAIL ${failure}`);
console.log(
  `${total} requests; 5xx: ${fivexx}; failures: ${failures.length}; stored scripts found: ${storedScripts.length}`,
);
process.exitCode = total >= 1000 && failures.length === 0 && storedScripts.length === 0 ? 0 : 1;
