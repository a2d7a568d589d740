import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { FLASH_MESSAGES, OFFLINE_SYNC_HEADER } from "../../app/lib/flash";
import { answers } from "../helpers/check-in-form";
import { logInAs, uniqueEmail } from "../helpers/http-accounts";
import { httpClient } from "../helpers/http-client";
import { withProductionServer } from "../helpers/production-server";

const server = withProductionServer();

const clearsFlash = (setCookie: string | undefined) => /wb50_flash=;[^,]*Max-Age=0/i.test(setCookie ?? "");

/**
 * A message a form leaves is shown once, by the page she is sent to. The service worker keeps
 * her pages by fetching them in the background (public/sw.js), maybe at the very moment a form
 * set the message: that fetch must neither clear it nor carry it into her offline copy. (It did:
 * the check-in's "Thank you!" went missing now and then in the coaching journey.)
 */
test("the offline sync's page fetch leaves her message for the page she sees", async () => {
  const client = httpClient(server.url);
  await logInAs(client, { email: uniqueEmail("flash"), name: "Flora Flash", portal: true });
  const sent = await client.post("/check-in", { form: answers(), maxRedirects: 0 });
  expect(sent.status()).toBe(302);
  expect(sent.headers()["set-cookie"]).toContain("wb50_flash=check-in-sent");

  const kept = await client.get("/dashboard", { headers: { [OFFLINE_SYNC_HEADER]: "1" } });
  expect(kept.status()).toBe(200);
  expect(clearsFlash(kept.headers()["set-cookie"])).toBe(false);
  expect(await kept.text()).not.toContain("check-in-sent");

  // The page she is taken to shows it, and clears it: the next one does not.
  const shown = await client.get("/dashboard.data");
  expect(await shown.text()).toContain("check-in-sent");
  expect(clearsFlash(shown.headers()["set-cookie"])).toBe(true);
  expect(await (await client.get("/dashboard.data")).text()).not.toContain("check-in-sent");
  expect(FLASH_MESSAGES["check-in-sent"].text).toBe("Check-in sent to your coach. Thank you!");
});

test("the service worker's own page requests send the header: the kit sync and the offline page's check", () => {
  const worker = readFileSync(path.join(import.meta.dirname, "../../public/sw.js"), "utf8");
  const header = `headers: { "${OFFLINE_SYNC_HEADER}": "1" }`;
  const pageFetch = worker.slice(worker.indexOf("for (const url of kit.urls)"));
  expect(pageFetch.slice(0, pageFetch.indexOf("pages.put"))).toContain(header);
  const check = worker.slice(worker.indexOf("const RECOVER"));
  expect(check.slice(0, check.indexOf("</script>"))).toContain(header);
});
