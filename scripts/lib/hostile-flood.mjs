// One round of the floods of `npm run hostile` (scripts/hostile.mjs): every form posted broken,
// incomplete, overfull, hostile and forged; the hostile GETs under every cookie; the methods no
// route takes; inherited names as export files; signed webhook events of the wrong shape.
import { ACTIONS } from "./hostile-actions.mjs";
import { form } from "./hostile-client.mjs";
import {
  BAD_BODIES,
  FORGED_COOKIES,
  GETS,
  INHERITED_NAMES,
  INJECTIONS,
  MALFORMED_EVENTS,
} from "./hostile-inputs.mjs";

/**
 * @param {import("./hostile-client.mjs").HostileClient} client
 * @param {{ coachCookie: string; clientCookie: string; clientId: string }} sessions
 */
export async function floodRound(client, { coachCookie, clientCookie, clientId }) {
  const { base, send, sendRaw, signedWebhook, formHeaders } = client;
  const withClient = (/** @type {string} */ path) => path.replaceAll("{client}", clientId);
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
