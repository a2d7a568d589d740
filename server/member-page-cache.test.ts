import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Express } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttpApp } from "./http";
import { listen, type RunningServer } from "./listen";
import { createMemberPageCache, type Viewed } from "./member-page-cache";

const running: RunningServer[] = [];
const caches: { stop(): void }[] = [];
afterEach(async () => {
  for (const cache of caches.splice(0)) cache.stop();
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

const ANNA = "wb50_session=anna-signed";
const BEA = "wb50_session=bea-signed";
const WHO: Record<string, string> = { "anna-signed": "member-anna", "bea-signed": "member-bea" };

type Answer = { status?: number; setCookie?: boolean; until?: number };

/**
 * The real HTTP stack with the member cache in front of a "page" that shows whose session it
 * is and how many times it was rendered; a form POST goes to a handler that answers 303.
 */
async function serve(answer: Answer = {}) {
  const clock = { now: 0, version: 1 };
  let renders = 0;
  let during: (() => void) | null = null;
  /** While set, every rendering waits for it: requests can then arrive during one. */
  let held: Promise<void> | null = null;
  const cache = createMemberPageCache({
    now: () => clock.now,
    ttlMs: 30_000,
    version: () => clock.version,
    render: async (request) => {
      renders += 1;
      const number = renders;
      during?.();
      await held;
      const session = /wb50_session=([^;]+)/.exec(request.headers.get("Cookie") ?? "")?.[1] ?? "";
      const owner = WHO[session] ?? null;
      // React Router declares no Cache-Control: Express's rule makes a member's page private.
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
      if (answer.setCookie) headers.set("Set-Cookie", "wb50_flash=; Max-Age=0");
      const viewed: Viewed | null = owner ? { owner, until: answer.until ?? Number.POSITIVE_INFINITY } : null;
      return {
        response: new Response(
          `<!doctype html><script>1</script><p>${owner} ${new URL(request.url).pathname} #${number}</p>`,
          {
            status: answer.status ?? 200,
            headers,
          },
        ),
        viewed,
      };
    },
  });
  caches.push(cache);
  const app = createHttpApp({
    database: { ping: async () => {} },
    production: true,
    trustProxy: 1,
    log: () => {},
    mount(app: Express) {
      app.use(cache.writes, cache.middleware);
      app.post("/progress", (_req, res) => res.redirect(303, "/progress"));
      app.get("/{*path}", (_req, res) => res.send("rendered by Express"));
    },
  });
  const server = await listen(app, {
    host: "127.0.0.1",
    port: 0,
    onClose: async () => {},
    fastPath: cache.fastPath({ production: true, trustProxy: 1, log: () => {} }),
  });
  running.push(server);
  const get = async (path: string, cookie: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
  return {
    url: server.url,
    clock,
    cache,
    get,
    renders: () => renders,
    whileRendering: (fn: () => void) => {
      during = fn;
    },
    /** Holds every rendering until the returned function is called. */
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release();
      };
    },
    /** Resolves once `count` renderings have begun. */
    rendersReach: async (count: number) => {
      while (renders < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}

describe("the member page cache (decision 0043)", () => {
  it("renders once for requests of hers that arrive while her page renders, and shares that copy", async () => {
    const app = await serve();
    const release = app.hold();
    const first = app.get("/progress", ANNA);
    await app.rendersReach(1);
    const others = [app.get("/progress", ANNA), app.get("/progress", ANNA), app.get("/progress", ANNA)];
    // Another member's page is never shared: hers renders for her.
    const bea = app.get("/progress", BEA);
    await app.rendersReach(2);
    // The three are waiting for her rendering, not rendering: nothing else to wait for.
    await vi.waitFor(() => expect(app.cache.waiting()).toBe(3), { interval: 2 });
    release();
    const answers = await Promise.all([first, ...others]);
    for (const answer of answers) expect(answer.text).toContain("member-anna /progress #1");
    expect(answers.slice(1).map((answer) => answer.headers.get("server-timing"))).toEqual([
      'cache;desc="shared"',
      'cache;desc="shared"',
      'cache;desc="shared"',
    ]);
    expect((await bea).text).toContain("member-bea /progress #2");
    expect(app.renders()).toBe(2);
  });

  it("does not share a rendering that began before a change of hers: the waiting requests render again", async () => {
    const app = await serve();
    const release = app.hold();
    const first = app.get("/progress", ANNA);
    await app.rendersReach(1);
    // She saves a set (on another instance: heard as a change) after the first rendering began.
    app.cache.changed("member-anna");
    const second = app.get("/progress", ANNA);
    await vi.waitFor(() => expect(app.cache.waiting()).toBe(1), { interval: 2 });
    expect(app.renders()).toBe(1);
    release();
    expect((await first).text).toContain("#1");
    expect((await second).text).toContain("#2");
    expect(app.renders()).toBe(2);
  });

  it("renders a member's page once, then answers from memory with the page's own headers", async () => {
    const app = await serve();
    const first = await app.get("/dashboard", ANNA);
    const second = await app.get("/dashboard", ANNA);
    expect(first.text).toContain("member-anna /dashboard #1");
    expect(second.text).toBe(first.text);
    expect(app.renders()).toBe(1);
    expect(second.headers.get("server-timing")).toBe('cache;desc="hit"');
    expect(first.headers.get("server-timing")).not.toContain("hit");
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    expect(second.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("keeps her page compressed as her browser asks (Brotli, else gzip) and sends any other client it plain", async () => {
    const app = await serve();
    /** The raw answer: node:http leaves the body as it came. */
    const raw = (path: string, cookie: string, acceptEncoding: string) =>
      new Promise<{ coding: string; body: Buffer; timing: string }>((resolve, reject) => {
        const request = http.get(
          `${app.url}${path}`,
          { headers: { Cookie: cookie, "Accept-Encoding": acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                coding: String(response.headers["content-encoding"] ?? ""),
                body: Buffer.concat(chunks),
                timing: String(response.headers["server-timing"] ?? ""),
              }),
            );
          },
        );
        request.on("error", reject);
      });
    const chrome = "gzip, deflate, br, zstd";
    const rendered = await raw("/progress", ANNA, chrome);
    const kept = await raw("/progress", ANNA, chrome);
    expect([rendered.coding, kept.coding, kept.timing]).toEqual(["br", "br", 'cache;desc="hit"']);
    expect(brotliDecompressSync(kept.body).toString()).toContain("member-anna /progress #1");
    // The same cookies from a client that takes no Brotli: her copy, decompressed.
    const plain = await raw("/progress", ANNA, "gzip");
    expect([plain.coding, plain.timing]).toEqual(["", 'cache;desc="hit"']);
    expect(plain.body.toString()).toContain("member-anna /progress #1");
    // A client that asks only for gzip gets it kept in gzip.
    const gzipped = await raw("/dashboard", BEA, "gzip");
    expect(gzipped.coding).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toContain("member-bea /dashboard");
    expect(app.renders()).toBe(2);
  });

  it("never gives one member's page to another, or to a request with other cookies", async () => {
    const app = await serve();
    await app.get("/dashboard", ANNA);
    const bea = await app.get("/dashboard", BEA);
    expect(bea.text).toContain("member-bea");
    expect(bea.text).not.toContain("member-anna");
    const annaWithMore = await app.get("/dashboard", `${ANNA}; wb50_text=large`);
    expect(annaWithMore.text).toContain("#3");
    expect(app.renders()).toBe(3);
  });

  it("ends her copies, and only hers, when her data changes; a shared change ends everyone's", async () => {
    const app = await serve();
    await app.get("/dashboard", ANNA);
    await app.get("/dashboard", BEA);
    app.cache.changed("member-anna");
    expect((await app.get("/dashboard", ANNA)).text).toContain("#3");
    expect((await app.get("/dashboard", BEA)).text).toContain("#2");
    app.cache.changed("*");
    expect((await app.get("/dashboard", BEA)).text).toContain("#4");
  });

  it("ends her copies when she sends a form, before its answer reaches her", async () => {
    const app = await serve();
    await app.get("/progress", ANNA);
    const saved = await fetch(`${app.url}/progress`, {
      method: "POST",
      headers: { Cookie: ANNA, "Content-Type": "application/x-www-form-urlencoded" },
      body: "weight=60",
      redirect: "manual",
    });
    expect(saved.status).toBe(303);
    expect((await app.get("/progress", ANNA)).text).toContain("#2");
  });

  it("does not keep a page whose data changed while it rendered", async () => {
    const app = await serve();
    app.whileRendering(() => app.cache.changed("member-anna"));
    await app.get("/dashboard", ANNA);
    app.whileRendering(() => {});
    expect((await app.get("/dashboard", ANNA)).text).toContain("#2");
    expect((await app.get("/dashboard", ANNA)).text).toContain("#2");
  });

  it("serves and keeps nothing while the database's announcements cannot be heard", async () => {
    const app = await serve();
    await app.get("/dashboard", ANNA);
    app.cache.lost();
    // Another instance may change her data unheard: each request renders (a stopped database's 503).
    expect((await app.get("/dashboard", ANNA)).text).toContain("#2");
    expect((await app.get("/dashboard", ANNA)).text).toContain("#3");
    app.cache.resumed();
    expect((await app.get("/dashboard", ANNA)).text).toContain("#4");
    expect((await app.get("/dashboard", ANNA)).text).toContain("#4");
  });

  it("does not keep a page rendered while the connection was lost, once it is back", async () => {
    const app = await serve();
    app.whileRendering(() => {
      app.cache.lost();
      app.cache.resumed();
    });
    await app.get("/dashboard", ANNA);
    app.whileRendering(() => {});
    expect((await app.get("/dashboard", ANNA)).text).toContain("#2");
    expect((await app.get("/dashboard", ANNA)).text).toContain("#2");
  });

  it("ends a copy after its time, at the end of her session, and on a new content revision", async () => {
    const app = await serve({ until: 50_000 });
    await app.get("/dashboard", ANNA);
    app.clock.now = 29_999;
    expect((await app.get("/dashboard", ANNA)).text).toContain("#1");
    app.clock.now = 30_000;
    expect((await app.get("/dashboard", ANNA)).text).toContain("#2");
    app.clock.now = 50_000;
    expect((await app.get("/dashboard", ANNA)).text).toContain("#3");
    app.clock.version = 2;
    expect((await app.get("/dashboard", ANNA)).text).toContain("#4");
  });

  it("keeps nothing but a member's 200 page without cookies to set", async () => {
    for (const answer of [{ status: 302 }, { setCookie: true }] satisfies Answer[]) {
      const app = await serve(answer);
      const first = await app.get("/dashboard", ANNA);
      expect(first.status).toBe(answer.status ?? 200);
      await app.get("/dashboard", ANNA);
      expect(app.renders()).toBe(2);
    }
    const app = await serve();
    await app.get("/dashboard", "wb50_session=unknown");
    await app.get("/dashboard", "wb50_session=unknown");
    expect(app.renders()).toBe(2);
  });

  it("leaves other requests to Express: no session, a flash message, a query, another page", async () => {
    const app = await serve();
    for (const [path, cookie] of [
      ["/dashboard", ""],
      ["/dashboard", `${ANNA}; wb50_flash=welcome`],
      ["/dashboard?week=2", ANNA],
      ["/coach/clients", ANNA],
      ["/client-portal/level-1/pdf", ANNA],
    ] as const) {
      expect((await app.get(path, cookie)).text).toBe("rendered by Express");
    }
    expect(app.renders()).toBe(0);
  });
});
