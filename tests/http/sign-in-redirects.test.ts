import { expect, test } from "vitest";
import { signUp, uniqueEmail } from "../helpers/http-accounts";
import { httpClient } from "../helpers/http-client";
import { withProductionServer } from "../helpers/production-server";

const server = withProductionServer();

/** The text of every level-1 heading in a page as the server sent it. */
const headings = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) =>
    (inner ?? "").replace(/<[^>]*>/g, "").trim(),
  );

// A crafted link to /login must never take her to another site: Chromium drops a TAB from a
// Location header, so "/\t/evil.example" would become "//evil.example". The client follows
// redirects through the WHATWG URL parser, which drops tabs and line breaks as Chromium does.
test("a signed-in member following a crafted sign-in link stays on this site", async () => {
  const request = httpClient(server.url);
  await signUp(request, server.mail, { name: "Ruth", email: uniqueEmail("redirect") });
  const origin = new URL(server.url).origin;

  for (const redirectTo of ["/%09/evil.example", "/%0d%0aSet-Cookie:x=1", "/%5cevil.example"]) {
    const response = await request.get(`/login?redirectTo=${redirectTo}`);
    expect(response.status()).toBe(200);
    expect(response.url()).toBe(`${origin}/dashboard`);
    expect(headings(await response.text()).filter(Boolean)).not.toEqual([]);
  }

  // A path of this site is still honoured.
  const programs = await request.get("/login?redirectTo=%2Fprograms");
  expect(programs.url()).toBe(`${origin}/programs`);
  expect(headings(await programs.text())).toContain("Fitness Programs");
});
