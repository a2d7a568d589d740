// The requests of `npm run hostile` (scripts/hostile.mjs). Every one goes through `send` (or
// `sendRaw`, for the methods fetch refuses), so each is checked for what a hostile request must
// never cause and counted in the report per endpoint that the script prints.
import { createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";

/** @typedef {{ sent: number; statuses: Map<number, number>; failures: string[] }} Entry */

/** @param {Record<string, string>} fields */
export function form(fields) {
  return new URLSearchParams(fields).toString();
}

/**
 * Senders bound to one server, sharing one report.
 * @param {string} base the server's URL @param {string} webhookSecret the server's PAYMENT_WEBHOOK_SECRET
 */
export function hostileClient(base, webhookSecret) {
  /** @type {Map<string, Entry>} */
  const report = new Map();
  let total = 0;

  /**
   * Sends one request and records what came back; with `expected`, any other status is a failure.
   * @param {string} label @param {string} path @param {RequestInit} [init] @param {number} [expected]
   */
  async function send(label, path, init = {}, expected) {
    total += 1;
    const entry = report.get(label) ?? {
      sent: 0,
      statuses: new Map(),
      failures: /** @type {string[]} */ ([]),
    };
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
    const entry = report.get(label) ?? {
      sent: 0,
      statuses: new Map(),
      failures: /** @type {string[]} */ ([]),
    };
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
   * A GET with a Host (and X-Forwarded-Host) header fetch would not send, through node:http;
   * recorded like `send`. The answer must be `expected` (400 for a malformed host, issue 37).
   * @param {string} label @param {Record<string, string>} headers @param {number} expected
   */
  function sendWithHost(label, headers, expected) {
    total += 1;
    const entry = report.get(label) ?? {
      sent: 0,
      statuses: new Map(),
      failures: /** @type {string[]} */ ([]),
    };
    report.set(label, entry);
    entry.sent += 1;
    const { hostname, port } = new URL(base);
    return new Promise((resolve) => {
      const req = httpRequest({ hostname, port, path: "/", headers }, (res) => {
        res.resume();
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
          if (status !== expected)
            entry.failures.push(
              `GET / with ${JSON.stringify(headers)}: status ${status}, expected ${expected}`,
            );
          resolve(undefined);
        });
      });
      req.on("error", (error) => {
        entry.failures.push(`GET / with ${JSON.stringify(headers)}: no answer (${error.message})`);
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
    const v1 = createHmac("sha256", webhookSecret).update(`${t}.${payload}`).digest("hex");
    return { "Content-Type": "application/json", "Stripe-Signature": `t=${t},v1=${v1}` };
  }

  const formHeaders = (cookie = "", address = "198.51.100.1") => ({
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: base,
    Cookie: cookie,
    "X-Forwarded-For": address,
  });

  /**
   * Sign-up as she does it: her details, then the emailed code. With no SMTP_URL here the email
   * waits in the outbox, and the code is read where the coach would read it, her Emails page.
   * Both posts go through `send`, so they are checked like every other request.
   * @param {string} label @param {Record<string, string>} fields @param {string} address
   * @param {string} coachCookie
   */
  async function signUpWithCode(label, fields, address, coachCookie) {
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
    // The code finishes only the sign-up this browser began (decision 0050): its cookie goes along.
    const signUpCookie = started.response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .filter((pair) => pair?.startsWith("wb50_signup="))
      .join("; ");
    return send(label, "/signup", {
      method: "POST",
      headers: formHeaders(signUpCookie, address),
      body: form({ intent: "verify", email: fields.email ?? "", code, redirectTo: "/dashboard" }),
    });
  }

  return {
    base,
    report,
    /** Requests sent so far, by both senders. */
    total: () => total,
    send,
    sendRaw,
    sendWithHost,
    signedWebhook,
    formHeaders,
    signUpWithCode,
  };
}

/** @typedef {ReturnType<typeof hostileClient>} HostileClient */
