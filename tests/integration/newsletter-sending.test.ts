import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletters, outbox } from "~/db/schema";
import { newsletterRecipients, unsubscribe, unsubscribeToken } from "~/features/newsletter/newsletter.server";
import { action as newsletterAction } from "~/routes/coach/newsletter";
import { action as newslettersAction } from "~/routes/coach/newsletters";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/newsletter/unsubscribe";
import { MINUTE, useNewsletterSuite } from "../helpers/newsletter-suite";
import { outcome } from "../helpers/test-app";

describe("the newsletter and the coach's digest, received by a real SMTP server", () => {
  const {
    database,
    app,
    smtp,
    config,
    drain,
    inboxOf,
    linkIn,
    headerOf,
    subscribers,
    signupRow,
    newCoach,
    listed,
  } = useNewsletterSuite();

  describe("the coach's newsletter", () => {
    const createDraft = (cookie: string, form: Record<string, string>) =>
      outcome(() =>
        newslettersAction(
          app.args("/coach/newsletters", { cookie, form }) as Parameters<typeof newslettersAction>[0],
        ),
      );
    const act = (cookie: string, id: number, form: Record<string, string>) =>
      outcome(() =>
        newsletterAction(
          app.args(`/coach/newsletters/${id}`, {
            cookie,
            form,
            params: { newsletterId: String(id) },
          }) as Parameters<typeof newsletterAction>[0],
        ),
      );

    async function draft(cookie: string, subject: string, body: string): Promise<number> {
      const created = await createDraft(cookie, { subject, body });
      expect(created).toMatchObject({ status: 302 });
      const id = Number(created.location?.match(/^\/coach\/newsletters\/(\d+)$/)?.[1]);
      expect(id).toBeGreaterThan(0);
      return id;
    }

    const BODY =
      "Hello,\n\nLive Classes open **next Monday**.\n\n<script>alert('stolen')</script>\n\nSee you!";

    it("validates, sends a test to the coach only, then sends once to the confirmed subscribers", async () => {
      const { cookie } = await newCoach();
      for (const email of ["ann@example.com", "bea@example.com", "cara@example.com"]) {
        await listed(email, "confirmed");
      }
      await listed("wendy@example.com", "waiting");
      await listed("ursula@example.com", "unsubscribed");

      const id = await draft(cookie, "Draft", "Write your news here.");

      // Invalid input: 400, the message by the field, and what she typed kept.
      const empty = await act(cookie, id, { intent: "save", subject: "  ", body: BODY });
      expect(empty).toMatchObject({
        status: 400,
        data: { fieldErrors: { subject: "Please write a subject." }, values: { subject: "  ", body: BODY } },
      });
      const twoLines = await act(cookie, id, { intent: "save", subject: "Live\nClasses", body: BODY });
      expect(twoLines).toMatchObject({
        status: 400,
        data: {
          fieldErrors: { subject: "The subject must be one line." },
          values: { subject: "Live\nClasses", body: BODY },
        },
      });
      const [unchanged] = await database.db.select().from(newsletters).where(eq(newsletters.id, id));
      expect(unchanged).toMatchObject({ subject: "Draft", body: "Write your news here.", status: "draft" });

      expect(
        await act(cookie, id, { intent: "save", subject: "Live Classes are here", body: BODY }),
      ).toMatchObject({ status: 200, data: { done: expect.stringMatching(/^Saved/) } });

      // Sending needs the box ticked.
      expect(await act(cookie, id, { intent: "send" })).toMatchObject({
        status: 400,
        data: { fieldErrors: { checked: expect.stringMatching(/tick the box/) } },
      });
      await drain();
      expect(smtp.messages).toEqual([]);
      expect(await database.db.select().from(outbox)).toEqual([]);

      // A test copy goes to the coach, and nobody else.
      expect(await act(cookie, id, { intent: "test" })).toMatchObject({
        status: 200,
        data: { done: "A test copy is on its way to coach@example.com." },
      });
      await drain();
      expect(smtp.messages.map((received) => [received.envelopeTo, received.subject])).toEqual([
        [["coach@example.com"], "[Test] Live Classes are here"],
      ]);
      const [testCopy] = smtp.messages;
      expect(testCopy?.html).toContain("<strong>next Monday</strong>");

      // Send: exactly the three confirmed subscribers.
      expect(await act(cookie, id, { intent: "send", checked: "yes" })).toMatchObject({
        status: 200,
        data: { done: "Sending to 3 subscribers. Their status is below." },
      });
      await drain();
      const sent = smtp.messages.slice(1);
      expect(sent.map((received) => received.envelopeTo).sort()).toEqual([
        ["ann@example.com"],
        ["bea@example.com"],
        ["cara@example.com"],
      ]);
      const tokens = new Set<string>();
      for (const received of sent) {
        expect(received.subject).toBe("Live Classes are here");
        const listUnsubscribe = headerOf(received, "List-Unsubscribe") ?? "";
        const url = listUnsubscribe.match(/^<([^>]+)>$/)?.[1] ?? "";
        expect(url.startsWith(`${config().appUrl}/newsletter/unsubscribe?token=`), listUnsubscribe).toBe(
          true,
        );
        expect(headerOf(received, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
        const token = new URL(url).searchParams.get("token") ?? "";
        tokens.add(token);
        // Her own token: it names her, and the same link is in the email's footer.
        expect(linkIn(received, "/newsletter/unsubscribe?token=")).toBe(
          `/newsletter/unsubscribe?${new URLSearchParams({ token })}`,
        );
        const page = await outcome(() =>
          unsubscribeLoader(
            app.args(`/newsletter/unsubscribe?${new URLSearchParams({ token })}`) as Parameters<
              typeof unsubscribeLoader
            >[0],
          ),
        );
        expect(page).toMatchObject({
          status: 200,
          data: { valid: true, email: received.envelopeTo[0], unsubscribed: false },
        });
        // The Markdown rendered, the pasted script gone.
        expect(received.html).toContain("<strong>next Monday</strong>");
        expect(received.html).not.toMatch(/<script/i);
        const body = (received.html || "").split("</h1>")[1]?.split("You receive this because")[0] ?? "";
        expect(body).toContain("<strong>next Monday</strong>");
        expect(body).not.toContain("stolen");
        // The text part is the Markdown as she wrote it.
        expect(received.text).toContain("Live Classes open **next Monday**.");
      }
      expect(tokens.size).toBe(3);

      // A double click: refused, and nothing more goes out.
      expect(await act(cookie, id, { intent: "send", checked: "yes" })).toMatchObject({
        status: 409,
        data: { formError: expect.stringMatching(/sent already/) },
      });
      expect(await act(cookie, id, { intent: "save", subject: "Changed", body: "Changed" })).toMatchObject({
        status: 409,
      });
      await drain();
      expect(smtp.messages).toHaveLength(4);

      expect(await newsletterRecipients(database.db, id)).toEqual(
        ["ann@example.com", "bea@example.com", "cara@example.com"].map((to) =>
          expect.objectContaining({ to, status: "sent", attempts: 1, sentAt: app.clock.now }),
        ),
      );
      const [row] = await database.db.select().from(newsletters).where(eq(newsletters.id, id));
      expect(row).toMatchObject({ status: "sent", recipients: 3, subject: "Live Classes are here" });
    });

    it("a newsletter still waiting to go is not sent to her once she unsubscribes", async () => {
      const { cookie } = await newCoach();
      await listed("ann@example.com", "confirmed");
      await listed("bea@example.com", "confirmed");
      const id = await draft(cookie, "May news", "Hello May.");
      expect(await act(cookie, id, { intent: "send", checked: "yes" })).toMatchObject({ status: 200 });
      // Queued, not yet delivered, when she unsubscribes from an earlier email.
      const ann = await signupRow("ann@example.com");
      if (!ann) throw new Error("no sign-up");
      const token = unsubscribeToken(config().SESSION_SECRET, ann);
      expect(await unsubscribe(database.db, config().SESSION_SECRET, token, app.clock.now)).toBe(
        "ann@example.com",
      );
      await drain();
      expect(smtp.messages.map((received) => received.envelopeTo[0])).toEqual(["bea@example.com"]);
      const statuses = await newsletterRecipients(database.db, id);
      expect(statuses.map(({ to, status, lastReply }) => [to, status, lastReply])).toEqual([
        ["ann@example.com", "failed", "Not sent: she unsubscribed"],
        ["bea@example.com", "sent", expect.stringContaining("250")],
      ]);
    });

    it("the RFC 8058 one-click POST unsubscribes her; a tampered token changes nothing", async () => {
      const { cookie } = await newCoach();
      await listed("ann@example.com", "confirmed");
      await listed("bea@example.com", "confirmed");
      const first = await draft(cookie, "March news", "Hello **March**.");
      expect(await act(cookie, first, { intent: "send", checked: "yes" })).toMatchObject({ status: 200 });
      const [toAnn] = await inboxOf("ann@example.com");
      if (!toAnn) throw new Error("no newsletter for Ann");
      const url = headerOf(toAnn, "List-Unsubscribe")?.match(/^<([^>]+)>$/)?.[1] ?? "";
      expect(url).toMatch(/\/newsletter\/unsubscribe\?token=/);

      /** What a mail client sends by itself: no page, no cookie, no Origin. */
      const oneClick = (target: string) => {
        const request = new Request(target, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        });
        expect(request.headers.get("Origin")).toBeNull();
        const target_ = new URL(target);
        const base = app.args(`${target_.pathname}${target_.search}`);
        return outcome(() =>
          unsubscribeAction({ ...base, request } as Parameters<typeof unsubscribeAction>[0]),
        );
      };

      // One character changed, in the signature or in the id: refused, nobody leaves.
      const token = new URL(url).searchParams.get("token") ?? "";
      const [signupId, mac = ""] = token.split(".");
      const lastChar = mac.at(-1) === "A" ? "B" : "A";
      const tampered = [`${signupId}.${mac.slice(0, -1)}${lastChar}`, `${Number(signupId) + 1}.${mac}`];
      for (const bad of tampered) {
        const badUrl = `${config().appUrl}/newsletter/unsubscribe?${new URLSearchParams({ token: bad })}`;
        expect(await oneClick(badUrl)).toMatchObject({
          status: 404,
          data: { formError: "This unsubscribe link is not valid." },
        });
      }
      expect(await subscribers()).toEqual(["ann@example.com", "bea@example.com"]);

      expect(await oneClick(url)).toMatchObject({ status: 200, data: { unsubscribed: "ann@example.com" } });
      expect(await subscribers()).toEqual(["bea@example.com"]);
      const leftAt = (await signupRow("ann@example.com"))?.unsubscribedAt;
      expect(leftAt).toEqual(app.clock.now);

      // Twice is fine, and changes nothing.
      app.advance(MINUTE);
      expect(await oneClick(url)).toMatchObject({ status: 200, data: { unsubscribed: "ann@example.com" } });
      expect((await signupRow("ann@example.com"))?.unsubscribedAt).toEqual(leftAt);
      const path = `${new URL(url).pathname}${new URL(url).search}`;
      expect(
        await outcome(() => unsubscribeLoader(app.args(path) as Parameters<typeof unsubscribeLoader>[0])),
      ).toMatchObject({ status: 200, data: { valid: true, email: "ann@example.com", unsubscribed: true } });

      // The next newsletter reaches Bea only.
      const second = await draft(cookie, "April news", "Hello April.");
      expect(await act(cookie, second, { intent: "send", checked: "yes" })).toMatchObject({
        status: 200,
        data: { done: "Sending to 1 subscriber. Their status is below." },
      });
      await drain();
      expect(smtp.messages.map((received) => [received.envelopeTo[0], received.subject]).sort()).toEqual([
        ["ann@example.com", "March news"],
        ["bea@example.com", "April news"],
        ["bea@example.com", "March news"],
      ]);
      expect((await newsletterRecipients(database.db, second)).map((row) => row.to)).toEqual([
        "bea@example.com",
      ]);

      // The coach's test copy carries a link that unsubscribes nobody.
      expect(await act(cookie, second, { intent: "test" })).toMatchObject({ status: 200 });
      const [testCopy] = await inboxOf("coach@example.com");
      const testUrl = testCopy
        ? (headerOf(testCopy, "List-Unsubscribe")?.match(/^<([^>]+)>$/)?.[1] ?? "")
        : "";
      expect(testUrl).toMatch(/\/newsletter\/unsubscribe\?token=/);
      expect(await oneClick(testUrl)).toMatchObject({ status: 404 });
      expect(await subscribers()).toEqual(["bea@example.com"]);
    });
  });
});
