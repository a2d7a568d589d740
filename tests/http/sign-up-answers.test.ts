import { expect, test } from "vitest";
import { E2E_SECRETS } from "../e2e/secrets";
import { signUp, uniqueEmail } from "../helpers/http-accounts";
import { type HttpClient, httpClient } from "../helpers/http-client";
import { withProductionServer } from "../helpers/production-server";

const server = withProductionServer();

// Issue 36 §5 and issue 37 §1 (decision 0050): the pages a stranger gets back for an address
// with an account, one whose sign-up waits, and one with neither are the same: the same status
// and the same visible words, as the production server renders them without JavaScript.

let connection = 0;
/** A fresh browser from its own address, as a stranger probing addresses would be. */
function stranger(): HttpClient {
  const client = httpClient(server.url);
  connection += 1;
  client.setExtraHeaders({
    "X-Forwarded-For": `198.19.${connection}.${1 + Math.floor(Math.random() * 250)}`,
  });
  return client;
}

/** The page's visible words: the text of <main>, scripts and tags dropped, the address blanked. */
function visibleText(html: string, email: string): string {
  const main = html.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? html;
  return main
    .replace(/<script\b[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll(email, "ADDRESS")
    .replace(/\s+/g, " ")
    .trim();
}

test("known, waiting and unknown addresses get the same status and words from every sign-in form", async () => {
  const known = uniqueEmail("known");
  await signUp(httpClient(server.url), server.mail, { name: "Kim", email: known }, { screened: false });
  const waiting = uniqueEmail("waiting");
  const begun = await stranger().post("/signup", {
    form: {
      intent: "start",
      redirectTo: "",
      name: "Pat",
      email: waiting,
      password: E2E_SECRETS.memberPassword,
    },
  });
  expect(begun.status()).toBe(200);
  const addresses = [known, waiting, uniqueEmail("nobody")];

  const forms: [string, (email: string) => Record<string, string>][] = [
    [
      "/signup",
      (email) => ({
        intent: "start",
        redirectTo: "",
        name: "Someone",
        email,
        password: "a long enough password",
      }),
    ],
    ["/login", (email) => ({ redirectTo: "", email, password: "not the password at all" })],
    ["/login/code", (email) => ({ intent: "send", redirectTo: "", email })],
    ["/login/code", (email) => ({ intent: "verify", redirectTo: "", email, code: "123456" })],
    ["/signup", (email) => ({ intent: "verify", redirectTo: "", email, code: "123456" })],
    ["/forgot-password", (email) => ({ email })],
  ];
  for (const [path, form] of forms) {
    const answers = [];
    for (const email of addresses) {
      const response = await stranger().post(path, { form: form(email) });
      answers.push({ status: response.status(), text: visibleText(await response.text(), email) });
    }
    const [first, ...others] = answers;
    expect(first?.status, path).toBeLessThan(500);
    expect(first?.text.length, path).toBeGreaterThan(40);
    for (const other of others) expect(other, `${path} ${JSON.stringify(form("ADDRESS"))}`).toEqual(first);
  }
});
