import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import http_ece from "http_ece";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import type { DatabaseHandle } from "~/db/client.server";
import { type PushPayload, profiles, pushOutbox, pushSubscriptions, reminderSettings } from "~/db/schema";
import {
  createPushWorker,
  enqueuePush,
  isAllowedEndpoint,
  outcomeOf,
} from "~/features/reminders/push.server";
import { action as settingsAction } from "~/routes/reminders/settings";
import { runScheduledJobs } from "../../server/scheduler";
import { createTestApp, outcome, signedIn, TEST_SECRET } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

/** Monday 2 March 2026, 09:00 in London (GMT). */
const NINE = new Date("2026-03-02T09:00:00Z");

describe("web push delivery", () => {
  let database: DatabaseHandle;
  let server: Server;
  let origin: string;
  const received: Received[] = [];
  let answer = 201;
  const vapid = webpush.generateVAPIDKeys();

  beforeAll(async () => {
    database = await openTestDatabase();
    // The push service of the test: records every request and answers `answer`.
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({
          method: request.method ?? "",
          url: request.url ?? "",
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.writeHead(answer).end(answer === 201 ? "" : "gone or broken");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  let app: ReturnType<typeof createTestApp>;
  let ann: Awaited<ReturnType<typeof signedIn>>;
  let device: ECDH;
  let authSecret: Buffer;

  beforeEach(async () => {
    await resetDatabase(database);
    received.length = 0;
    answer = 201;
    app = createTestApp(database, NINE, {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:coach@example.com",
      PUSH_ALLOWED_HOSTS: new URL(origin).host,
    });
    ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    await database.db.insert(profiles).values({ id: "p-ann", memberId: ann.id, timeZone: "Europe/London" });
    // Her browser's subscription keys, made as a browser makes them.
    device = createECDH("prime256v1");
    device.generateKeys();
    authSecret = randomBytes(16);
    const subscribed = await outcome(() =>
      settingsAction(
        app.args("/account/reminders", {
          cookie: ann.cookie,
          form: {
            intent: "subscribe",
            endpoint: `${origin}/push/ann-phone`,
            p256dh: device.getPublicKey().toString("base64url"),
            auth: authSecret.toString("base64url"),
          },
        }) as Args<typeof settingsAction>,
      ),
    );
    expect(subscribed.status).toBe(302);
    await database.db
      .insert(reminderSettings)
      .values({ memberId: ann.id, channel: "push", days: [1, 2, 3], time: "09:00" });
  });

  const worker = () =>
    createPushWorker({
      db: database.db,
      vapid: app.services.config.vapid ?? { publicKey: "", privateKey: "", subject: "" },
      allowedHosts: app.services.config.PUSH_ALLOWED_HOSTS,
      now: () => app.clock.now,
      log: () => {},
    });
  const tick = () =>
    runScheduledJobs({
      db: database.db,
      appUrl: "https://app.example",
      secret: TEST_SECRET,
      now: app.clock.now,
    });
  const subscriptionRows = () => database.db.select().from(pushSubscriptions);
  const queue = () => database.db.select().from(pushOutbox);

  it("sends the reminder signed with our VAPID key, encrypted so only her device can read it", async () => {
    await tick();
    expect(await worker().runOnce()).toBe(1);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/push/ann-phone");
    expect(request?.headers.ttl).toBe(String(6 * 60 * 60));
    expect(request?.headers.urgency).toBe("normal");
    expect(request?.headers["content-encoding"]).toBe("aes128gcm");

    // Authorization: vapid t=<JWT>, k=<our public key>; the JWT is for this push service's origin.
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(request?.headers.authorization));
    expect(match?.[2]).toBe(vapid.publicKey);
    const [header, claims, signature] = (match?.[1] ?? "").split(".");
    const payloadClaims = JSON.parse(Buffer.from(claims ?? "", "base64url").toString());
    expect(payloadClaims).toMatchObject({ aud: origin, sub: "mailto:coach@example.com" });
    expect(payloadClaims.exp * 1000).toBeGreaterThan(Date.now());
    // ES256 over "header.claims", checked with the public key the header names.
    const point = Buffer.from(vapid.publicKey, "base64url");
    const key = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33, 65).toString("base64url"),
      },
      format: "jwk",
    });
    expect(
      verify(
        "sha256",
        Buffer.from(`${header}.${claims}`),
        { key, dsaEncoding: "ieee-p1363" },
        Buffer.from(signature ?? "", "base64url"),
      ),
    ).toBe(true);

    // The body decrypts with her device's private key and auth secret, to the payload.
    const plain = http_ece.decrypt(request?.body ?? Buffer.alloc(0), {
      version: "aes128gcm",
      privateKey: device,
      authSecret,
    });
    const payload = JSON.parse(plain.toString("utf8")) as PushPayload;
    expect(payload).toMatchObject({
      title: "Time for today's workout",
      body: "Your session is ready when you are.",
      url: "/dashboard",
      tag: "reminder-workout",
    });
    expect(payload.offUrl).toMatch(/^\/reminders\/off\?token=/);

    const [row] = await queue();
    expect(row?.status).toBe("sent");
    expect((await subscriptionRows())[0]?.lastSentAt?.toISOString()).toBe(NINE.toISOString());
    // Nothing is sent twice.
    await tick();
    expect(await worker().runOnce()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it("removes the subscription, and what was queued for it, when the push service says 410 Gone", async () => {
    const [subscription] = await subscriptionRows();
    await tick();
    // A second push for the same device, due tomorrow.
    await enqueuePush(
      database.db,
      {
        subscriptionId: subscription?.id ?? "",
        kind: "reminder-workout",
        dedupeKey: "later",
        payload: { title: "t", body: "b", url: "/", offUrl: "/", tag: "t" },
      },
      new Date(NINE.getTime() + 86_400_000),
    );
    expect(await queue()).toHaveLength(2);
    answer = 410;
    await worker().runOnce();
    expect(received).toHaveLength(1);
    expect(await subscriptionRows()).toEqual([]);
    expect(await queue()).toEqual([]);
  });

  it("retries a 500 later, with backoff, and sends it then", async () => {
    await tick();
    answer = 500;
    expect(await worker().runOnce()).toBe(1);
    const [failed] = await queue();
    expect(failed).toMatchObject({ status: "queued", attempts: 1 });
    expect(failed?.lastReply).toMatch(/^500/);
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(NINE.getTime());

    // Not before its time.
    expect(await worker().runOnce()).toBe(0);
    expect(received).toHaveLength(1);

    answer = 201;
    app.advance(60_000);
    expect(await worker().runOnce()).toBe(1);
    expect(received).toHaveLength(2);
    const [sent] = await queue();
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    expect(await subscriptionRows()).toHaveLength(1);
  });

  it("retries when the push service cannot be reached, and refuses an endpoint no longer allowed", async () => {
    await tick();
    const unreachable = `${origin.replace(/:\d+$/, ":1")}/push/nobody`;
    await database.db
      .update(pushSubscriptions)
      .set({ endpoint: unreachable })
      .where(eq(pushSubscriptions.memberId, ann.id));
    // Allowed, but nothing listens on port 1: a network error, retried later.
    const reaching = createPushWorker({
      db: database.db,
      vapid: app.services.config.vapid ?? { publicKey: "", privateKey: "", subject: "" },
      allowedHosts: [new URL(unreachable).host],
      now: () => app.clock.now,
      log: () => {},
    });
    expect(await reaching.runOnce()).toBe(1);
    expect((await queue())[0]).toMatchObject({ status: "queued", attempts: 1 });

    // Not on the allowed list: refused for good at send time too (the SSRF guard), never called.
    app.advance(60_000);
    await worker().runOnce();
    expect((await queue())[0]).toMatchObject({ status: "failed" });
    expect(received).toEqual([]);
  });
});

describe("push rules", () => {
  it("allows only the known push services over https, and the configured hosts", () => {
    const allowed = ["127.0.0.1:4000"];
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/abc",
      "https://wns2-db5p.notify.windows.com/w/?token=abc",
      "http://127.0.0.1:4000/push",
    ])
      expect(isAllowedEndpoint(endpoint, allowed), endpoint).toBe(true);
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/abc",
      "https://evilpush.services.mozilla.com.example/abc",
      "https://user:pw@fcm.googleapis.com/abc",
      "http://127.0.0.1:4001/push",
      "http://169.254.169.254/latest/meta-data",
      "file:///etc/passwd",
      "not a url",
    ])
      expect(isAllowedEndpoint(endpoint, allowed), endpoint).toBe(false);
  });

  it("reads the push service's answer", () => {
    expect(outcomeOf(201)).toBe("sent");
    expect(outcomeOf(404)).toBe("gone");
    expect(outcomeOf(410)).toBe("gone");
    expect(outcomeOf(429)).toBe("retry");
    expect(outcomeOf(503)).toBe("retry");
    expect(outcomeOf(400)).toBe("failed");
    expect(outcomeOf(403)).toBe("failed");
  });
});
