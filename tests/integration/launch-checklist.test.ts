import { describe, expect, it } from "vitest";
import { publishContent } from "~/features/content/content-store.server";
import { loader as coachHomeLoader } from "~/routes/coach/home";
import { useContentSuite } from "../helpers/content-suite";
import { outcome } from "../helpers/test-app";

// Issue 36 §6: the coach home lists every placeholder still live, each with where to fix it.
describe("the launch checklist on the coach home", () => {
  const suite = useContentSuite();

  const checklist = async () => {
    const home = await outcome(() =>
      coachHomeLoader(suite.app.args("/coach", { cookie: suite.cookie }) as never),
    );
    return (home.data as Awaited<ReturnType<typeof coachHomeLoader>>).launchChecklist;
  };

  it("lists the shipped placeholders with a link to each field, until she replaces them", async () => {
    const items = await checklist();
    expect(items.map((item) => [item.id, item.href])).toEqual([
      ["coach-name", "/coach/content/site#business"],
      ["contact-email", "/coach/content/site#contact"],
      ["contact-phone", "/coach/content/site#contact"],
      ["payment-links", "/coach/content/site#payment-links"],
      ["mobility-reel", "/coach/content/site#remote"],
    ]);
    expect(items.find((item) => item.id === "payment-links")?.label).toBe("7 test payment links");
    expect(items.find((item) => item.id === "coach-name")?.detail).toContain('"Your Coach"');

    // Her name, contact details and all but one payment link replaced: one link is left.
    await publishContent(
      suite.database.db,
      {
        summary: "Launch details",
        author: suite.author,
        change: (content) => {
          content.site.coachName = "Margaret Hill";
          content.site.contact.email = "margaret@wellnessbeyond50.com.au";
          content.site.contact.phone = "0412 345 678";
          const { payment } = content.site.links;
          payment.kickstart = "https://buy.stripe.com/live_kick";
          payment.signature = "https://buy.stripe.com/live_sig";
          payment.continuum = {
            oneOnOne: "https://buy.stripe.com/live_c1",
            partner: "https://buy.stripe.com/live_c2",
            smallGroup: "https://buy.stripe.com/live_c3",
          };
          payment.stayStrong = "https://buy.stripe.com/live_stay";
          return content;
        },
      },
      suite.app.clock.now,
    );
    const left = await checklist();
    expect(left.map((item) => item.id)).toEqual(["payment-links", "mobility-reel"]);
    expect(left[0]?.label).toBe("A test payment link");
    expect(left[0]?.detail).toContain("Remote coaching");

    await publishContent(
      suite.database.db,
      {
        summary: "Last link and the reel",
        author: suite.author,
        change: (content) => {
          content.site.links.payment.remoteCoaching = "https://buy.stripe.com/live_remote";
          content.marketing.mobilityReelUrl = "https://www.youtube.com/watch?v=abc";
          return content;
        },
      },
      suite.app.clock.now,
    );
    expect(await checklist()).toEqual([]);
  });
});
