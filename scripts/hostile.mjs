// `npm run hostile`: at least 1,000 malformed requests at every action and endpoint of the
// production build: wrong content types, bodies over the limit, invalid UTF-8, missing and
// extra fields, huge strings, SQL/HTML/header injection, forged cookies, TRACE/PUT/DELETE/PATCH
// (405), inherited names as export files (404), correctly signed webhook events of the wrong
// shape (400), names with bidirectional overrides, and the security review's findings (issue
// 37: malformed Host headers, ids beyond the integer range, line breaks in one-line settings,
// an assistant coach reaching for the owner's account). It then reads the
// pages where typed text is shown (the coach area included) for any script that was stored.
// Passes when no answer is a 5xx, none shows a stack trace, none sets an injected header and
// nothing typed comes back unescaped. Prints a report per endpoint; exits 1 on any failure.
// Usage: npm run hostile [-- --rounds 2]
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { form, hostileClient } from "./lib/hostile-client.mjs";
import { findingsRound } from "./lib/hostile-findings.mjs";
import { floodRound } from "./lib/hostile-flood.mjs";
import { BIDI, INJECTIONS, MARK } from "./lib/hostile-inputs.mjs";
import { cookieOf } from "./lib/http.mjs";
import { startProductionServer } from "./lib/server.mjs";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "1" } } });
const COACH = { email: "coach@hostile.test", password: "hostile-coach-password-1" };
const PORTAL_CODE = "hostile-portal-code-1357";
const WEBHOOK_SECRET = "whsec_hostile_input_secret_2468";

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
const http = hostileClient(base, WEBHOOK_SECRET);
const { report, send, formHeaders, signUpWithCode } = http;

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
const clientSignUp = await signUpWithCode("POST /signup (the client)", CLIENT, "198.51.100.77", coachCookie);
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
  await floodRound(http, { coachCookie, clientCookie, clientId });
}
// The security review's findings (issue 37): malformed hosts, huge ids, line breaks in the
// settings that go into email headers, an assistant coach reaching for the owner's account.
await findingsRound(http, { coachCookie, coachEmail: COACH.email });

// What a hostile visitor could have stored: sign up with hostile names, join the newsletter,
// then read everything the coach reads.
for (const [index, injection] of INJECTIONS.slice(0, 10).entries()) {
  await signUpWithCode(
    "POST /signup (stored)",
    { name: injection.slice(0, 200), email: `hostile${index}@example.com`, password: "long-enough-pass" },
    `203.0.113.${index + 1}`,
    coachCookie,
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
  ["/coach/members?q=hostile", coachCookie],
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
  `${http.total()} requests; 5xx: ${fivexx}; failures: ${failures.length}; stored scripts found: ${storedScripts.length}`,
);
process.exitCode = http.total() >= 1000 && failures.length === 0 && storedScripts.length === 0 ? 0 : 1;
