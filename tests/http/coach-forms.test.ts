import { expect, test } from "vitest";
import { E2E_SECRETS } from "../e2e/secrets";
import { logInAs, uniqueEmail } from "../helpers/http-accounts";
import { type HttpClient, httpClient } from "../helpers/http-client";
import { withProductionServer } from "../helpers/production-server";

// Issue 36 §6: every form in the coach area, found by walking her pages as they are served, is
// sent wrong types and odd values. Each answer is a 4xx or a success, never a 5xx, and nothing
// the answer shows that the page did not already show reads like a schema ("Invalid input",
// "expected number, received string", a path such as "prices.oneOnOne").

const server = withProductionServer();

/** Schema wording on a page, as zod or code would put it. */
const SCHEMA_WORDING =
  /\b(?:invalid input|invalid option|expected|received|too big|too small|NaN|zod|undefined|unrecognized key)\b/gi;
/** "Required" alone, and a field's path ("prices.oneOnOne", "sessions.0.title"). */
const CODE_WORDING = /\bRequired\b(?![ a-z])|\b[a-z]\w*\.(?:\d+\.|[a-z]+[A-Z]\w*\b)/g;

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1] ?? "") : undefined;
};

/** The words a person reads on a page: no scripts, no tags. */
function visibleText(html: string): string {
  return decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " "),
  );
}

const wordingIn = (html: string) => {
  const text = visibleText(html);
  return new Set([...text.matchAll(SCHEMA_WORDING), ...text.matchAll(CODE_WORDING)].map((match) => match[0]));
};

type Field = { name: string; value: string; numeric: boolean };
type PostForm = { action: string; fields: Field[]; buttons: { name: string; value: string }[] };

/** The page's POST forms that stay in the coach area, with their fields as the page fills them. */
function postForms(html: string, pagePath: string): PostForm[] {
  const forms: PostForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [, open = "", body = ""] = match;
    if ((attribute(open, "method") ?? "get").toLowerCase() !== "post") continue;
    const action = attribute(open, "action") ?? pagePath;
    if (!action.startsWith("/coach")) continue;
    const fields: Field[] = [];
    const buttons: { name: string; value: string }[] = [];
    for (const [tag] of body.matchAll(/<(?:input|button)\b[^>]*>/g)) {
      const name = attribute(tag, "name");
      if (!name) continue;
      const type = (attribute(tag, "type") ?? (tag.startsWith("<button") ? "submit" : "text")).toLowerCase();
      const value = attribute(tag, "value") ?? "";
      if (type === "submit") buttons.push({ name, value });
      else if ((type === "checkbox" || type === "radio") && !/\schecked\b/.test(tag)) continue;
      else if (type !== "file")
        fields.push({
          name,
          value,
          numeric: type === "number" || /inputmode="(?:decimal|numeric)"/.test(tag),
        });
    }
    for (const [, open = "", text = ""] of body.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
      const name = attribute(open, "name");
      if (name) fields.push({ name, value: decode(text), numeric: false });
    }
    for (const [, open = "", options = ""] of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const name = attribute(open, "name");
      const selected =
        /<option\b[^>]*\sselected\b[^>]*>/.exec(options)?.[0] ?? /<option\b[^>]*>/.exec(options)?.[0];
      if (name)
        fields.push({ name, value: selected ? (attribute(selected, "value") ?? "") : "", numeric: false });
    }
    forms.push({ action, fields, buttons: buttons.length ? buttons : [{ name: "", value: "" }] });
  }
  return forms;
}

/** One page per route: the first client, member, email, program and recipe stand for the rest. */
function routeOf(path: string): string {
  return path
    .replace(
      /^(\/coach\/(?:clients|members|emails|newsletters|content\/programs|content\/nutrition|content\/revisions))\/[^/?#]+/,
      "$1/:id",
    )
    .replace(/\?.*$/, "");
}

/** Every coach page reachable from the coach home by a link, one per route. */
async function coachPages(coach: HttpClient): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = ["/coach"];
  while (queue.length > 0 && pages.size < 40) {
    const path = queue.shift() as string;
    const response = await coach.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    pages.set(path, html);
    for (const [, href = ""] of html.matchAll(/<a\b[^>]*\shref="(\/coach[^"#]*)"/g)) {
      const link = decode(href);
      // Downloads and previews hold no forms.
      if (/\/(?:export|preview)\b|\.csv$/.test(link)) continue;
      const route = routeOf(link);
      if (seen.has(route)) continue;
      seen.add(route);
      queue.push(link);
    }
  }
  return pages;
}

/** Values no form takes as they are, or takes only when read leniently. */
const ODD_VALUES = ["abc", "", "9".repeat(400), "-5", "$55", "55,50", "1e309", "   ", "<b>x</b>", "0"];
const ARRAY = Symbol("sent twice");
const MISSING = Symbol("left out");
type Odd = string | typeof ARRAY | typeof MISSING;
const VARIANTS: Odd[] = [...ODD_VALUES, ARRAY, MISSING];
/** Field mutations tried per button of a form; a program editor has hundreds of fields. */
const FIELDS_PER_BUTTON = 30;
/** Buttons of one form whose fields are mutated (the rest get the unknown-intent and empty tries). */
const BUTTONS_MUTATED = 3;

function body(fields: Field[], button: { name: string; value: string }, change?: { name: string; odd: Odd }) {
  const params = new URLSearchParams();
  for (const field of fields) {
    if (change?.name === field.name) {
      if (change.odd === MISSING) continue;
      if (change.odd === ARRAY) {
        params.append(field.name, field.value);
        params.append(field.name, "second");
        continue;
      }
      params.append(field.name, change.odd);
    } else params.append(field.name, field.value);
  }
  if (button.name) params.set(button.name, button.value);
  return params.toString();
}

test("every coach form answers odd values with a 4xx or a success, in plain words", async () => {
  // A member who entered the portal code, so the client and member pages have someone on them.
  await logInAs(httpClient(server.url), { email: uniqueEmail("coach-forms"), portal: true });
  const coach = httpClient(server.url);
  await logInAs(coach, { email: E2E_SECRETS.coachEmail, name: "Coach" });
  const pages = await coachPages(coach);
  expect([...pages.keys()]).toEqual(
    expect.arrayContaining([
      "/coach",
      "/coach/content/site",
      "/coach/content/revisions",
      "/coach/newsletters",
    ]),
  );

  const problems: string[] = [];
  let sent = 0;
  const send = async (page: string, form: PostForm, label: string, data: string, expect4xx: boolean) => {
    const response = await coach.post(form.action, {
      data,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      maxRedirects: 0,
    });
    sent += 1;
    const status = response.status();
    const where = `${form.action} (${label})`;
    if (status >= 500) problems.push(`${where}: ${status}`);
    else if (expect4xx && (status < 400 || status >= 500)) problems.push(`${where}: ${status}, not a 4xx`);
    if (status >= 400) {
      const baseline = wordingIn(pages.get(page) ?? "");
      const shown = [...wordingIn(await response.text())].filter((word) => !baseline.has(word));
      if (shown.length) problems.push(`${where}: shows ${shown.map((word) => `"${word}"`).join(", ")}`);
    }
  };

  for (const [page, html] of pages) {
    for (const form of postForms(html, page)) {
      const intents = form.buttons.filter((button) => button.name === "intent");
      const hidden = form.fields.find((field) => field.name === "intent");
      if (hidden || intents.length) {
        const others = form.fields.filter((field) => field.name !== "intent");
        await send(
          page,
          form,
          "unknown intent",
          body([...others, { name: "intent", value: "no-such-button", numeric: false }], {
            name: "",
            value: "",
          }),
          true,
        );
        await send(page, form, "no intent", body(others, { name: "", value: "" }), true);
        await send(
          page,
          form,
          "intent twice",
          `${body(others, { name: "", value: "" })}&intent=a&intent=b`,
          true,
        );
      }
      for (const [index, button] of form.buttons.entries()) {
        const intent = button.name === "intent" ? button.value : (hidden?.value ?? "");
        // Removing the coach herself or signing out would end the walk.
        if (/remove-coach|sign-out/.test(intent)) continue;
        await send(
          page,
          form,
          `${intent}: nothing else`,
          body(
            form.fields.filter((field) => field.name === "intent"),
            button,
          ),
          false,
        );
        if (index >= BUTTONS_MUTATED) continue;
        const fields = form.fields.filter((field) => field.name !== "intent");
        // Number fields first (every one gets "$55"), then the rest.
        const ordered = [
          ...fields.filter((field) => field.numeric),
          ...fields.filter((field) => !field.numeric),
        ];
        for (const [at, field] of ordered.slice(0, FIELDS_PER_BUTTON).entries()) {
          const odd =
            field.numeric && at % 3 === 0 ? "$55" : (VARIANTS[(at + index) % VARIANTS.length] as Odd);
          const label = `${intent}: ${field.name} = ${typeof odd === "string" ? JSON.stringify(odd.slice(0, 12)) : odd.description}`;
          await send(page, form, label, body(form.fields, button, { name: field.name, odd }), false);
        }
      }
    }
  }
  expect(sent).toBeGreaterThan(100);
  expect(problems).toEqual([]);
}, 180_000);

test('"$55" as a price is a price of 55, and wrong types are named in plain words', async () => {
  const coach = httpClient(server.url);
  await logInAs(coach, { email: E2E_SECRETS.coachEmail, name: "Coach" });
  // From the published version, whatever the walk left in the draft.
  await coach.post("/coach/content/site", { form: { intent: "discard" } });
  const html = await (await coach.get("/coach/content/site")).text();
  const form = postForms(html, "/coach/content/site").find((candidate) =>
    candidate.fields.some((field) => field.name === "site.prices.oneOnOne.amount"),
  );
  if (!form) throw new Error("the site settings form has no one-on-one price");
  const save = form.buttons.find((button) => button.value === "save") ?? { name: "intent", value: "save" };
  const send = (amount: string, button = save) =>
    coach.post(form.action, {
      data: body(form.fields, button, { name: "site.prices.oneOnOne.amount", odd: amount }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  const saved = await send("$55");
  expect(saved.status()).toBe(200);
  expect(await saved.text()).toMatch(
    /name="site\.prices\.oneOnOne\.amount"[^>]*value="55"|value="55"[^>]*name="site\.prices\.oneOnOne\.amount"/,
  );
  const refused = await send("fifty", { name: "intent", value: "publish" });
  expect(refused.status()).toBe(400);
  const text = visibleText(await refused.text());
  expect(text).toContain("Please write a number, such as 50.");
  expect(text).not.toMatch(/Invalid input|expected number/);
});
