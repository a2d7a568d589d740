// Small HTTP and database helpers shared by the measuring scripts.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";

/** The Accept-Encoding Chromium sends over HTTPS, as a member's browser asks for a page. */
export const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/**
 * A POST as a same-origin browser form sends it; returns the response (redirects not followed).
 * @param {string} base @param {string} pathname @param {Record<string, string>} body
 * @param {string} [cookie] @param {Record<string, string>} [headers]
 */
export function post(base, pathname, body, cookie = "", headers = {}) {
  return fetch(`${base}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
      Cookie: cookie,
      ...headers,
    },
    body: new URLSearchParams(body),
  });
}

/**
 * The Cookie header a browser would send back after this response.
 * @param {Response} response
 */
export const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((/** @type {string} */ header) => header.split(";")[0])
    .join("; ");

/**
 * The Cookie header a browser sends from the second page on: the first page she opens shows
 * the flash message (say, "Welcome back") and clears its cookie.
 * @param {Response} response
 */
export const pageCookie = (response) =>
  cookieOf(response)
    .split("; ")
    .filter((pair) => !pair.startsWith("wb50_flash="))
    .join("; ");

/**
 * Signs in with a password as the login form does; the Cookie header of her next pages.
 * @param {string} base @param {string} email @param {string} password
 */
export async function signIn(base, email, password) {
  const response = await post(base, "/login", { email, password });
  if (response.status !== 302 && response.status !== 303)
    throw new Error(`signing in ${email} answered ${response.status}`);
  return pageCookie(response);
}

/**
 * A session with portal access, as a client gets by entering the code.
 * @param {string} base @param {string} code
 */
export async function portalCookie(base, code) {
  const cookie = pageCookie(await post(base, "/client-portal", { intent: "enter", code }));
  const check = await fetch(`${base}/client-portal/level-1`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  if (check.status !== 200) throw new Error(`the portal code was not accepted (${check.status})`);
  return cookie;
}

/**
 * One autocannon run.
 * @param {autocannon.Options} options @returns {Promise<autocannon.Result>}
 */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Counts every first view this process asks for: no two, in any run, share a cookie. */
let visit = 0;

/**
 * Autocannon's `requests` for first views: a cookie of its own on every request, so the member
 * page cache (decision 0043) never answers and each one is rendered in full, as after she saves.
 * The count is the process's, not the run's: a later run of the same page on the same server
 * (`npm run bench:pair`'s rounds) would otherwise be answered from the first run's pages.
 * @param {Record<string, string>} headers, with her session in `Cookie`
 */
export function firstViews(headers) {
  return [
    {
      /** @param {object} request */
      setupRequest: (request) => {
        visit += 1;
        return { ...request, headers: { ...headers, Cookie: `${headers.Cookie}; bench_visit=${visit}` } };
      },
    },
  ];
}

/** @param {autocannon.Result} result */
export const failed = (result) => result.errors + result.timeouts + result.non2xx;

/**
 * Rows in `table`: in PostgreSQL when DATABASE_URL is set, else in the (stopped) app's PGlite.
 * @param {string} dataDir @param {string} table
 */
export async function countRows(dataDir, table) {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      // A database the app has not migrated yet (a fresh one) has no rows to count.
      const exists = (await client.query("select to_regclass($1) as t", [table])).rows[0].t;
      if (exists === null) return 0;
      return Number((await client.query(`select count(*)::int as n from ${table}`)).rows[0].n);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return Number(
      (await db.query(`select count(*)::int as n from ${table}`)).rows.map((row) => Object(row).n)[0],
    );
  } finally {
    await db.close();
  }
}

/**
 * A visitor's first questionnaire answer, which creates exactly one `profiles` row: what the
 * lost-write checks of `load` and `faults` count. (Start alone writes nothing since issue 15.)
 */
export const FIRST_ANSWER_BODY = "intent=answer&step=fitness&choice=beginner&timeZone=Europe%2FLondon";

let visitors = 0;
/**
 * A new visitor's address for X-Forwarded-For: a visitor's first answers are throttled per
 * address, so each simulated visitor comes from her own. The server must run with TRUST_PROXY=1.
 */
export function nextVisitorAddress() {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}
