import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createHttpApp } from "./http";
import { listen, listenWhileStarting } from "./listen";

// Issue 37 §3: readiness fails while the migrations run; liveness does not.
describe("the port while the server starts", () => {
  it("is live but not ready until the app takes over the same port", async () => {
    const early = await listenWhileStarting("127.0.0.1", 0);
    const url = `http://127.0.0.1:${(early.address() as AddressInfo).port}`;

    expect((await fetch(`${url}/livez`)).status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
    expect(await ready.json()).toEqual({ status: "starting" });
    expect((await fetch(`${url}/healthz`)).status).toBe(503);
    const page = await fetch(`${url}/login`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Please try again in a moment.");

    const app = createHttpApp({
      database: { ping: async () => {} },
      production: true,
      trustProxy: 1,
      log: () => {},
      mount(express) {
        express.get("/login", (_req, res) => {
          res.send("the sign-in page");
        });
      },
    });
    const running = await listen(app, { host: "127.0.0.1", port: 0, onClose: async () => {}, server: early });
    try {
      expect(running.url).toBe(url);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      expect(await (await fetch(`${url}/login`)).text()).toBe("the sign-in page");
    } finally {
      await running.stop();
    }
  });
});
