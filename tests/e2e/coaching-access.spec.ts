import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser } from "@playwright/test";
import { SCREENING_QUESTIONS } from "../../app/content/screening";
import { E2E_SECRETS, expect, test, uniqueEmail } from "./fixtures";

/**
 * Issue 18's access rules over HTTP, for every new page and its `.data` URL: two clients and
 * the coach, each reaching only what is theirs. Each person writes something marked, and no
 * one else's answer may contain it: a client's check-in, screening follow-up and messages, the
 * coach's reply to one client and her private notes on both.
 */

const MEMBER_PAGES = ["/screening", "/check-in", "/messages", "/dashboard"];
const dataUrl = (path: string) => `${path.split("?")[0]}.data`;

type Person = { request: APIRequestContext; id: string; close: () => Promise<void> };

/** A person in her own browser context, signed in through the test probe (see fixtures.ts). */
async function person(
  browser: Browser,
  who: { email: string; name: string; portal?: boolean },
): Promise<Person> {
  const context = await browser.newContext();
  const response = await context.request.post("/__probe/session", {
    form: {
      email: who.email,
      name: who.name,
      password: E2E_SECRETS.memberPassword,
      premium: "no",
      portal: who.portal ? "yes" : "no",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { memberId } = (await response.json()) as { memberId: string };
  return { request: context.request, id: memberId, close: () => context.close() };
}

/** Posts a form and returns the status without following a redirect. */
async function post(request: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await request.post(path, { form, maxRedirects: 0 });
  return response.status();
}

async function bodyOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), body: await response.text() };
}

test.describe("coaching access", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only: one run is enough");

  test("two clients and the coach reach only their own check-ins, thread and notes, page and data", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const mark = {
      beaCheckIn: `bea-check-in-${stamp}`,
      beaMessage: `bea-message-${stamp}`,
      beaFollowUp: `bea-follow-up-${stamp}`,
      replyToBea: `reply-to-bea-${stamp}`,
      noteOnAnn: `note-on-ann-${stamp}`,
      noteOnBea: `note-on-bea-${stamp}`,
      annForged: `ann-forged-${stamp}`,
    };
    const ann = await person(browser, { email: uniqueEmail(testInfo, "ann"), name: "Ann", portal: true });
    const bea = await person(browser, { email: uniqueEmail(testInfo, "bea"), name: "Bea", portal: true });
    const coach = await person(browser, { email: E2E_SECRETS.coachEmail, name: "Coach" });
    const visitor = await browser.newContext();

    // What each writes.
    expect(
      await post(bea.request, "/check-in", {
        energy: "2",
        sleep: "3",
        stress: "4",
        eating: "3",
        painArea: "",
        painLevel: "0",
        sessionsDone: "1",
        wins: "",
        question: mark.beaCheckIn,
      }),
    ).toBe(302);
    expect(await post(bea.request, "/messages", { messageId: randomUUID(), body: mark.beaMessage })).toBe(
      302,
    );
    // A yes, so her answers come back to the page with the follow-up she wrote.
    const beaAnswers = Object.fromEntries(
      SCREENING_QUESTIONS.map(({ id }) => [id, id === "joints" ? "yes" : "no"]),
    );
    expect(
      await post(bea.request, "/screening", { intent: "answer", ...beaAnswers, followUp: mark.beaFollowUp }),
    ).toBe(302);
    const beaPage = `/coach/clients/${bea.id}`;
    const annPage = `/coach/clients/${ann.id}`;
    expect(
      await post(coach.request, beaPage, { intent: "reply", messageId: randomUUID(), body: mark.replyToBea }),
    ).toBeLessThan(400);
    expect(await post(coach.request, annPage, { intent: "note", body: mark.noteOnAnn })).toBeLessThan(400);
    expect(await post(coach.request, beaPage, { intent: "note", body: mark.noteOnBea })).toBeLessThan(400);

    const everyMark = Object.values(mark);
    const expectNone = (body: string, allowed: string[], where: string) => {
      for (const value of everyMark.filter((item) => !allowed.includes(item))) {
        expect(body.includes(value), `${where} shows ${value}`).toBe(false);
      }
    };

    // Ann names Bea's check-in in a message to the coach: refused as not hers (404), nothing
    // written. The id is read where it shows, in the coach's links on Bea's page.
    const beaCheckInId = (await bodyOf(coach.request, beaPage)).body.match(/\?checkIn=([0-9a-f-]{36})/)?.[1];
    if (!beaCheckInId) throw new Error("Bea's check-in is not linked on the coach's page about her");
    expect(
      await post(ann.request, "/messages", {
        messageId: randomUUID(),
        body: mark.annForged,
        checkInId: beaCheckInId,
      }),
    ).toBe(404);

    // A visitor is sent to sign in from every new page (the data URL carries React Router's
    // redirect as a 202); neither holds anything.
    const signInPages = MEMBER_PAGES.filter((path) => path !== "/dashboard");
    for (const path of [...signInPages, "/coach/clients", "/coach/check-ins", beaPage]) {
      const page = await visitor.request.get(path, { maxRedirects: 0 });
      expect(page.status(), `visitor ${path}`).toBe(302);
      expect(page.headers().location, `visitor ${path}`).toMatch(/^\/login\?redirectTo=/);
      expectNone(await page.text(), [], `visitor ${path}`);
      const { status, body } = await bodyOf(visitor.request, dataUrl(path));
      expect(status, `visitor ${dataUrl(path)}`).toBe(202);
      expect(body, `visitor ${dataUrl(path)}`).toContain("/login?redirectTo=");
      expectNone(body, [], `visitor ${dataUrl(path)}`);
    }

    // The dashboard is the sample for a visitor: nobody's words on it.
    expectNone((await bodyOf(visitor.request, "/dashboard")).body, [], "visitor /dashboard");

    // Ann: her own pages answer, and hold nothing of Bea's and none of the coach's notes.
    for (const path of MEMBER_PAGES) {
      for (const target of [path, dataUrl(path)]) {
        const { status, body } = await bodyOf(ann.request, target);
        expect(status, `Ann ${target}`).toBe(200);
        expectNone(body, [], `Ann ${target}`);
      }
    }
    // The coach's pages, about anyone, are refused to her; so are the coach's forms.
    for (const path of [
      "/coach/clients",
      "/coach/check-ins",
      beaPage,
      annPage,
      "/coach/export/clients.csv",
    ]) {
      for (const target of path.endsWith(".csv") ? [path] : [path, dataUrl(path)]) {
        const { status, body } = await bodyOf(ann.request, target);
        expect(status, `Ann ${target}`).toBe(403);
        expectNone(body, [], `Ann ${target}`);
      }
    }
    expect(await post(ann.request, beaPage, { intent: "note", body: mark.annForged })).toBe(403);
    expect(
      await post(ann.request, beaPage, { intent: "reply", messageId: randomUUID(), body: mark.annForged }),
    ).toBe(403);
    expect(await post(ann.request, "/coach/check-ins", { weekday: "1" })).toBe(403);

    // Bea sees her own check-in, follow-up, message and the coach's reply; never the coach's notes.
    const beaThread = await bodyOf(bea.request, "/messages");
    expect(beaThread.body).toContain(mark.beaMessage);
    expect(beaThread.body).toContain(mark.replyToBea);
    expect((await bodyOf(bea.request, "/screening")).body).toContain(mark.beaFollowUp);
    const beaOwn = [mark.beaCheckIn, mark.beaMessage, mark.replyToBea, mark.beaFollowUp];
    for (const path of MEMBER_PAGES) {
      for (const target of [path, dataUrl(path)]) {
        const { status, body } = await bodyOf(bea.request, target);
        expect(status, `Bea ${target}`).toBe(200);
        expectNone(body, beaOwn, `Bea ${target}`);
      }
    }

    // The coach: each client's page holds that client's notes and words only; an unknown id and
    // her own are 404.
    const onBea = await bodyOf(coach.request, beaPage);
    expect(onBea.status).toBe(200);
    for (const value of [...beaOwn, mark.noteOnBea]) {
      expect(onBea.body, `the coach's page on Bea shows ${value}`).toContain(value);
    }
    expectNone(onBea.body, [...beaOwn, mark.noteOnBea], "Bea's page");
    const onAnn = await bodyOf(coach.request, annPage);
    expect(onAnn.status).toBe(200);
    expect(onAnn.body).toContain(mark.noteOnAnn);
    expectNone(onAnn.body, [mark.noteOnAnn], "Ann's page");
    for (const path of [`/coach/clients/${randomUUID()}`, `/coach/clients/${coach.id}`]) {
      for (const target of [path, dataUrl(path)]) {
        expect((await bodyOf(coach.request, target)).status, `coach ${target}`).toBe(404);
      }
    }
    // The clients' own pages, opened by the coach: the health check shows the coach's note (she
    // is never screened), holding nobody's words; the check-in sends her to her clients'
    // check-ins and refuses one of her own; the thread sends her to her clients, where she
    // writes from each client's page.
    for (const path of ["/screening"]) {
      for (const target of [path, dataUrl(path)]) {
        const { status, body } = await bodyOf(coach.request, target);
        expect(status, `coach ${target}`).toBe(200);
        expectNone(body, [], `coach ${target}`);
      }
    }
    expect((await bodyOf(coach.request, "/screening")).body).toContain(
      "You are the coach, so you are never asked",
    );
    const coachCheckIn = await coach.request.get("/check-in", { maxRedirects: 0 });
    expect(coachCheckIn.status(), "coach /check-in").toBe(302);
    expect(coachCheckIn.headers().location, "coach /check-in").toBe("/coach/check-ins");
    expect(
      // The action's own answer (a page post would follow the loader's redirect instead).
      await post(coach.request, dataUrl("/check-in"), {
        energy: "3",
        sleep: "3",
        stress: "3",
        eating: "3",
        painArea: "",
        painLevel: "0",
        sessionsDone: "0",
        wins: "",
        question: "",
      }),
      "coach posts a check-in",
    ).toBe(403);
    const coachThread = await coach.request.get("/messages", { maxRedirects: 0 });
    expect(coachThread.status(), "coach /messages").toBe(302);
    expect(coachThread.headers().location, "coach /messages").toBe("/coach/clients");
    expectNone(await coachThread.text(), [], "coach /messages");
    const coachThreadData = await bodyOf(coach.request, dataUrl("/messages"));
    expect(coachThreadData.status, "coach /messages.data").toBe(202);
    expect(coachThreadData.body, "coach /messages.data").toContain("/coach/clients");
    expectNone(coachThreadData.body, [], "coach /messages.data");

    // The check-ins page lists Bea's check-in; the plain clients export leaves health answers out.
    expect((await bodyOf(coach.request, "/coach/check-ins")).body).toContain(mark.beaCheckIn);
    expect((await bodyOf(coach.request, "/coach/export/clients.csv")).body).not.toContain(mark.beaCheckIn);
    expect((await bodyOf(coach.request, "/coach/export/clients.csv?health=1")).body).toContain(
      mark.beaCheckIn,
    );

    for (const someone of [ann, bea, coach]) await someone.close();
    await visitor.close();
  });
});
