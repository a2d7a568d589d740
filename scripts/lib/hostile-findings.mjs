// The inputs of the security review's findings (issue 37 §1), for `npm run hostile`: malformed
// Host headers, ids beyond the integer range, line breaks in the site settings that go into
// email headers, and an assistant coach reaching for the owner's account. Each must be a 4xx
// with the status named here, never a 5xx.
import { form } from "./hostile-client.mjs";
import { cookieOf } from "./http.mjs";

const MAC = "A".repeat(24);
const HUGE_ID = "9999999999";

/**
 * @param {import("./hostile-client.mjs").HostileClient} client
 * @param {{ coachCookie: string; coachEmail: string }} sessions
 */
export async function findingsRound(client, { coachCookie, coachEmail }) {
  const { base, send, sendWithHost, formHeaders } = client;
  const host = new URL(base).host;

  // A malformed Host (or forwarded host: the hostile server trusts one proxy hop) is a 400.
  for (const bad of ["[::1", "a b", "x:99999999", "x:65536", "exa mple.com", "a/b", "a@b", "a\\b"]) {
    await sendWithHost("GET / (malformed Host)", { Host: bad }, 400);
  }
  for (const bad of ["[::1", "a b", "x:99999999"]) {
    await sendWithHost("GET / (malformed X-Forwarded-Host)", { Host: host, "X-Forwarded-Host": bad }, 400);
  }
  await sendWithHost("GET / (a good Host)", { Host: host }, 200);

  // Ids beyond PostgreSQL's integer: an invalid link or an unknown id, not an error.
  for (const id of [HUGE_ID, "2147483648"]) {
    const path = `/newsletter/unsubscribe?token=${id}.${MAC}`;
    await send("GET /newsletter/unsubscribe (huge id)", path, {}, 404);
    await send("GET /newsletter/unsubscribe.data (huge id)", path.replace("?", ".data?"), {}, 404);
    await send(
      "POST /newsletter/unsubscribe one-click (huge id)",
      path,
      { method: "POST", headers: formHeaders(), body: form({ "List-Unsubscribe": "One-Click" }) },
      404,
    );
  }
  await send(
    "POST /coach/leads (huge id)",
    "/coach/leads",
    {
      method: "POST",
      headers: formHeaders(coachCookie),
      body: form({ intent: "remove-signup", id: HUGE_ID }),
    },
    400,
  );
  await send(
    "POST /coach/content/revisions (huge id)",
    "/coach/content/revisions",
    {
      method: "POST",
      headers: formHeaders(coachCookie),
      body: form({ intent: "restore", revision: HUGE_ID }),
    },
    400,
  );
  await send(
    "GET /coach/newsletters/<huge id>",
    `/coach/newsletters/${HUGE_ID}`,
    { headers: { Cookie: coachCookie } },
    404,
  );

  // A line break in a setting that goes into every email's subject: refused when published.
  for (const name of ["site.businessName", "site.coachName", "site.tagline"]) {
    await send(
      "POST /coach/content/site (line break in a one-line setting)",
      "/coach/content/site",
      {
        method: "POST",
        headers: formHeaders(coachCookie),
        body: form({ intent: "publish", [name]: "WB50\r\nBcc: x" }),
      },
      400,
    );
  }
  await send("POST /coach/content/site (discard)", "/coach/content/site", {
    method: "POST",
    headers: formHeaders(coachCookie),
    body: form({ intent: "discard" }),
  });
  // Every account email still goes: a sign-in code for the coach, a sign-up for a new address.
  await send("POST /login/code (after the line breaks)", "/login/code", {
    method: "POST",
    headers: formHeaders("", "198.51.100.201"),
    body: form({ intent: "send", email: coachEmail }),
  });

  // An assistant coach reaching for the owner's account: refused (403) and audited.
  const assistant = await assistantCookie(client, coachCookie);
  const found = await (
    await fetch(`${base}/coach?q=${encodeURIComponent(coachEmail)}`, { headers: { Cookie: coachCookie } })
  ).text();
  const ownerId = found.match(/\/coach\/members\/([\w-]+)/)?.[1] ?? "";
  if (!ownerId) throw new Error("could not find the owner's id");
  for (const fields of /** @type {Record<string, string>[]} */ ([
    { intent: "reset-link" },
    { intent: "grant", kind: "premium", endsOn: "" },
    { intent: "revoke", kind: "portal" },
  ])) {
    await send(
      "POST /coach/members/<owner> (as an assistant)",
      `/coach/members/${ownerId}`,
      { method: "POST", headers: formHeaders(assistant), body: form(fields) },
      403,
    );
  }
  for (const fields of /** @type {Record<string, string>[]} */ ([
    { intent: "remove-coach", memberId: ownerId },
    { intent: "add-coach", name: "Eve", email: "eve-assistant@hostile.test" },
  ])) {
    await send(
      "POST /coach/account (as an assistant)",
      "/coach/account",
      { method: "POST", headers: formHeaders(assistant), body: form(fields) },
      403,
    );
  }
  // Her pages draw without the owner's buttons.
  for (const { path, button } of [
    { path: `/coach/members/${ownerId}`, button: "Create reset link" },
    { path: "/coach/account", button: "Add coach" },
  ]) {
    const shown = await send(
      "GET coach pages (as an assistant)",
      path,
      { headers: { Cookie: assistant } },
      200,
    );
    if (shown?.body.includes(button)) throw new Error(`${path} shows an assistant "${button}"`);
  }
  const audit = await (await fetch(`${base}/coach/audit`, { headers: { Cookie: coachCookie } })).text();
  if (!audit.includes("refused: create reset link"))
    throw new Error("the assistant's attempts were not audited");
}

/**
 * An assistant coach as the owner adds one: the invite's set-password link is read from the
 * coach's Emails page (no SMTP_URL here), and followed.
 * @param {import("./hostile-client.mjs").HostileClient} client @param {string} coachCookie
 */
async function assistantCookie({ base, send, formHeaders }, coachCookie) {
  const email = "assistant@hostile.test";
  await send("POST /coach/account (add an assistant)", "/coach/account", {
    method: "POST",
    headers: formHeaders(coachCookie),
    body: form({ intent: "add-coach", name: "Assistant", email }),
  });
  const list = await (await fetch(`${base}/coach/emails`, { headers: { Cookie: coachCookie } })).text();
  const id = list
    .split("<tr")
    .find((row) => row.includes(`>${email}<`))
    ?.match(/\/coach\/emails\/([\w-]+)/)?.[1];
  const page = id
    ? await (await fetch(`${base}/coach/emails/${id}`, { headers: { Cookie: coachCookie } })).text()
    : "";
  const token = page.match(/reset-password\?token=([\w%.-]+)/)?.[1];
  if (!token) throw new Error("no set-password link reached the Emails page for the assistant");
  const chosen = await send("POST /reset-password (the assistant)", "/reset-password", {
    method: "POST",
    headers: formHeaders("", "198.51.100.202"),
    body: form({ token: decodeURIComponent(token), password: "assistant-password-long-1" }),
  });
  const cookie = chosen ? cookieOf(chosen.response) : "";
  if (!cookie.includes("wb50_session")) throw new Error("the assistant could not choose her password");
  return cookie;
}
