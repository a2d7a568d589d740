// What `npm run hostile` (scripts/hostile.mjs) sends besides the forms: the hostile strings,
// forged cookies, broken bodies, hostile GETs and correctly signed webhook events of the wrong
// shape. Kept apart so the script reads as the order of its phases.

/** Every hostile string carries it, so a stored copy can be found later. */
export const MARK = "xss-probe-7f3a";
/** Bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069): text that reads backwards. */
export const BIDI = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];
/** Names an own-property lookup must not find on a plain object. */
export const INHERITED_NAMES = [
  "constructor",
  "__proto__",
  "hasOwnProperty",
  "toString",
  "valueOf",
  "isPrototypeOf",
];

// What a hostile visitor types. Each names the same probe so a stored copy can be found later.
export const INJECTIONS = [
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
export const FORGED_COOKIES = [
  "wb50_session=forged",
  "wb50_session=s%3Aabc.def; wb50_profile=x.y",
  `wb50_flash=<script>${MARK}</script>`,
  "wb50_profile=%E0%A4%A",
  `wb50_session=${"x".repeat(6000)}`,
  "=; ;;; wb50_session",
];
/** @type {{ type: string | undefined; body: string | Uint8Array<ArrayBuffer> }[]} */
export const BAD_BODIES = [
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
/** Hostile GETs; `{client}` in a path is the client's member id. */
export const GETS = [
  "/login?redirectTo=%0d%0aSet-Cookie:%20injected=1",
  "/login?redirectTo=https://evil.example",
  "/login?redirectTo=//evil.example/%2e%2e",
  "/coach/members?q=%27%20OR%201%3D1%20--",
  `/coach/members?q=${encodeURIComponent(`<script>${MARK}</script>`)}`,
  "/coach/members?q=%00%00",
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
  // Issue 40 (h6): the calendar's view and day from the address, a booking id from the path.
  "/coach/calendar?view=%3Cscript%3E&day=9999-99-99",
  "/coach/calendar?day=%00",
  "/coach/calendar/bookings/%00",
  `/coach/calendar/bookings/${"x".repeat(500)}`,
  "/coach/clients/..%2f..%2fetc%2fpasswd",
  "/coach/clients/{client}",
  "/coach/clients/{client}.data",
  "/coach/export/clients.csv?health=%00",
  "/coach/check-ins.data",
  "/messages.data",
];

const eventWith = (/** @type {Record<string, unknown>} */ fields) =>
  JSON.stringify({
    id: "evt_hostile_shape",
    object: "event",
    type: "checkout.session.completed",
    data: { object: { object: "checkout.session", payment_status: "paid" } },
    ...fields,
  });
/** Signed events the handler must refuse with 400. */
export const MALFORMED_EVENTS = [
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
