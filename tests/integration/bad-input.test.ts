import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { webhookEvents } from "~/db/schema";
import { ensureCoach } from "~/features/coach/coaches.server";
import { freePdfCache } from "~/features/programs/program-pdf.server";
import { loader as exportLoader } from "~/routes/coach/export";
import { loader as nutritionPdfLoader } from "~/routes/nutrition/download";
import { loader as programPdfLoader } from "~/routes/portal/program-pdf";
import { action as webhookAction } from "~/routes/resources/payment-webhook";
import { cookieFrom, createTestApp, outcome, WEBHOOK_SECRET } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

/** Bad input from anyone, signed or not, is answered with a 4xx: never a 500. */
describe("bad input is a 4xx", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database);
  });

  it("an export name is looked up among the exports only: inherited names are a 404", async () => {
    const { member: coach } = await ensureCoach(
      database.db,
      { name: "Coach", email: "coach@example.com", password: "correct horse battery" },
      { promote: "always" },
    );
    if (!coach) throw new Error("no coach");
    const cookie = cookieFrom([(await app.services.sessions.create({ memberId: coach.id })).setCookie]);
    const download = (file: string) =>
      outcome(() =>
        exportLoader(
          app.args(`/coach/export/${file}`, { cookie, params: { file } }) as unknown as Parameters<
            typeof exportLoader
          >[0],
        ),
      );
    for (const file of ["constructor", "__proto__", "hasOwnProperty", "toString", "valueOf", "nope.csv"]) {
      expect((await download(file)).status, file).toBe(404);
    }
    const members = (await exportLoader(
      app.args("/coach/export/members.csv", {
        cookie,
        params: { file: "members.csv" },
      }) as unknown as Parameters<typeof exportLoader>[0],
    )) as Response;
    expect(members.status).toBe(200);
    expect(members.headers.get("Cache-Control")).toBe("private, no-store");
  });

  /** A body signed with the right secret, so only its shape is wrong. */
  async function deliver(payload: string) {
    const request = new Request("http://localhost/webhooks/payments", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    const base = app.args("/webhooks/payments");
    return (await webhookAction({ ...base, request } as Parameters<typeof webhookAction>[0])) as Response;
  }

  const event = (fields: Record<string, unknown>) =>
    JSON.stringify({
      id: "evt_shape",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { object: "checkout.session", payment_status: "paid" } },
      ...fields,
    });

  it.each([
    ["no id", event({ id: undefined })],
    ["a numeric id", event({ id: 42 })],
    ["an object id", event({ id: { $gt: "" } })],
    ["an empty id", event({ id: "" })],
    ["an id with a NUL", event({ id: "evt_\u0000" })],
    ["no type", event({ type: undefined })],
    ["data: null", event({ data: null })],
    ["no data", event({ data: undefined })],
    ["no data.object", event({ data: {} })],
    ["data.object null", event({ data: { object: null } })],
    ["data.object a string", event({ data: { object: "checkout.session" } })],
    ["data.object a list", event({ data: { object: [] } })],
    ["a numeric email", event({ data: { object: { customer_email: 7 } } })],
    ["an email with a NUL", event({ data: { object: { customer_email: "a\u0000@b.c" } } })],
    ["a reference object", event({ data: { object: { client_reference_id: { id: 1 } } } })],
    ["customer_details a string", event({ data: { object: { customer_details: "x" } } })],
    ["a JSON list", "[1,2,3]"],
    ["JSON null", "null"],
    ["a JSON string", '"evt"'],
    ["not JSON", "id=evt_1&type=checkout.session.completed"],
    ["truncated JSON", '{"id":"evt_1","type":'],
  ])("a signed event with %s is a 400 and records nothing", async (_label, payload) => {
    const response = await deliver(payload);
    expect(response.status).toBe(400);
    expect(await database.db.select().from(webhookEvents)).toEqual([]);
  });

  it("a well-formed signed event of another type is still ignored with a 200", async () => {
    const response = await deliver(event({ type: "invoice.paid", data: { object: { anything: 1 } } }));
    expect(response.status).toBe(200);
  });
});

describe("free PDFs are drawn once per content version and revalidated by ETag", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = createTestApp(database);
  });
  afterAll(() => database.close());

  async function get(
    loader: typeof programPdfLoader | typeof nutritionPdfLoader,
    path: string,
    params: Record<string, string>,
    ifNoneMatch?: string,
  ): Promise<Response> {
    const base = app.args(path, { params });
    const headers = new Headers(base.request.headers);
    if (ifNoneMatch) headers.set("If-None-Match", ifNoneMatch);
    const request = new Request(base.request.url, { headers });
    return (await loader({ ...base, request, url: new URL(request.url) } as never)) as Response;
  }

  it.each([
    [programPdfLoader, "/client-portal/movement-patterns-1/pdf", { program: "movement-patterns-1" }],
    [
      nutritionPdfLoader,
      "/nutrition/starter-mediterranean-groceries/pdf",
      { item: "starter-mediterranean-groceries" },
    ],
  ] as const)(
    "%#: the second request is not drawn again, and a matching ETag is a 304",
    async (loader, path, params) => {
      const first = await get(loader, path, params);
      expect(first.status).toBe(200);
      const etag = first.headers.get("ETag");
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
      const bytes = Buffer.from(await first.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      const rendered = freePdfCache.renders;

      const second = await get(loader, path, params);
      expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
      expect(second.headers.get("ETag")).toBe(etag);
      expect(freePdfCache.renders).toBe(rendered);

      const unchanged = await get(loader, path, params, `W/"other", ${etag}`);
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBeNull();
      expect(unchanged.headers.get("ETag")).toBe(etag);
      expect((await get(loader, path, params, '"stale"')).status).toBe(200);

      // The other paper size is its own file.
      const letter = await get(loader, `${path}?paper=letter`, params);
      expect(letter.headers.get("ETag")).not.toBe(etag);
      expect(freePdfCache.renders).toBe(rendered + 1);
    },
  );

  it("a gated PDF keeps its guard and is never cached", async () => {
    const before = freePdfCache.renders;
    const program = await outcome(() =>
      programPdfLoader(
        app.args("/client-portal/stay-strong/pdf", { params: { program: "stay-strong" } }) as never,
      ),
    );
    expect(program.status).toBe(401);
    const premium = await outcome(() =>
      nutritionPdfLoader(
        app.args("/nutrition/low-carb-muscle/pdf", { params: { item: "low-carb-muscle" } }) as never,
      ),
    );
    expect(premium.status).toBe(403);
    expect(freePdfCache.renders).toBe(before);
  });
});
