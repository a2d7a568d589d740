import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FITNESS_SECTIONS } from "~/content/fitness-programs";
import {
  isPortalProgramSlug,
  PORTAL_CARDS,
  PORTAL_PROGRAMS,
  type PortalProgramSlug,
} from "~/content/portal-programs";
import { ProgramSections } from "~/features/programs/program-cards";
import { unlockedPrograms } from "~/features/programs/programs-page.server";
import { canOpenPortalProgram, type Viewer } from "~/lib/auth.server";
import type { Session } from "~/lib/session.server";

const NOW = new Date("2026-03-02T09:00:00Z");
const LATER = new Date("2026-04-13T09:00:00Z");

function session(fields: Partial<Session>): Session {
  return {
    id: "s",
    data: {},
    memberId: null,
    portalCodeVersion: null,
    expiresAt: LATER,
    createdAt: NOW,
    ...fields,
  };
}

const ann = {
  id: "m1",
  email: "ann@example.com",
  name: "Ann",
  role: "member" as const,
  createdAt: NOW,
  emailConfirmedAt: NOW,
  textSize: "standard" as const,
  portalCodeAt: null,
};

const VIEWERS: Record<"visitor" | "premium member" | "portal client", Viewer> = {
  visitor: { session: null, member: null, entitlements: [], portal: null, premium: false },
  "premium member": {
    session: session({ memberId: ann.id }),
    member: ann,
    entitlements: [{ kind: "premium", endsAt: null, source: "coach" }],
    portal: null,
    premium: true,
  },
  "portal client": {
    session: session({ portalCodeVersion: 1 }),
    member: null,
    entitlements: [],
    portal: { via: "code", expiresAt: LATER },
    premium: false,
  },
};

type ShownCard = {
  slug: PortalProgramSlug;
  opens: boolean;
  upgrade: boolean;
  locked: boolean;
  premiumBadge: boolean;
  freeBadge: boolean;
};

/** The Our Programs tab as the page renders it for this viewer, read card by card. */
function cardsShownTo(viewer: Viewer): ShownCard[] {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(ProgramSections, {
        sections: FITNESS_SECTIONS,
        unlocked: new Set(unlockedPrograms(viewer)),
      }),
    ),
  );
  return html
    .split("<article")
    .slice(1)
    .map((card) => {
      const slug = /aria-labelledby="([a-z0-9-]+)-title"/.exec(card)?.[1];
      if (!isPortalProgramSlug(slug)) throw new Error(`a card without a known program: ${card}`);
      return {
        slug,
        opens: card.includes(`href="/client-portal/${slug}"`) && card.includes(">Access Program"),
        upgrade:
          card.includes(">Upgrade to Access<") && card.includes("This content requires premium access"),
        locked: card.includes("Locked</button>") && card.includes("This content is locked"),
        premiumBadge: />Premium<\/span>/.test(card),
        freeBadge: />Free<\/span>/.test(card),
      };
    });
}

describe("the Programs page's cards and the portal guard", () => {
  const shown = Object.fromEntries(
    Object.entries(VIEWERS).map(([who, viewer]) => [who, cardsShownTo(viewer)]),
  ) as Record<keyof typeof VIEWERS, ShownCard[]>;

  it("shows every card of the catalog's Programs page, once, in its order", () => {
    const expected = FITNESS_SECTIONS.flatMap((section) => section.programs.map((program) => program.slug));
    expect(expected).toHaveLength(8);
    for (const cards of Object.values(shown)) expect(cards.map((card) => card.slug)).toEqual(expected);
  });

  for (const [who, viewer] of Object.entries(VIEWERS)) {
    it(`offers a ${who} exactly what the guard opens for her`, () => {
      for (const card of shown[who as keyof typeof VIEWERS]) {
        const allowed = canOpenPortalProgram(viewer, card.slug);
        expect({ slug: card.slug, opens: card.opens }).toEqual({ slug: card.slug, opens: allowed });
        // Locked cards show one locked state or the other, never an open link as well.
        expect({ slug: card.slug, lockedOrUpgrade: card.locked || card.upgrade }).toEqual({
          slug: card.slug,
          lockedOrUpgrade: !allowed,
        });
      }
    });
  }

  it("badges promise only what the guard keeps", () => {
    for (const card of shown.visitor) {
      const visitor = canOpenPortalProgram(VIEWERS.visitor, card.slug);
      const premium = canOpenPortalProgram(VIEWERS["premium member"], card.slug);
      // "Free" means a visitor opens it; "Premium" means membership, and only membership, does.
      if (card.freeBadge) expect({ slug: card.slug, visitor }).toEqual({ slug: card.slug, visitor: true });
      if (card.premiumBadge) {
        expect({ slug: card.slug, visitor, premium }).toEqual({
          slug: card.slug,
          visitor: false,
          premium: true,
        });
      }
      // "Upgrade to Access" sends her to buy membership: it must then open.
      if (card.upgrade) expect({ slug: card.slug, premium }).toEqual({ slug: card.slug, premium: true });
    }
  });

  it("keeps today's visible states (product.md §1.7)", () => {
    const summary = (cards: ShownCard[], pick: (card: ShownCard) => boolean) =>
      cards.filter(pick).map((card) => card.slug);
    expect(summary(shown.visitor, (card) => card.opens)).toEqual(["movement-patterns-1"]);
    expect(summary(shown.visitor, (card) => card.freeBadge)).toEqual(["movement-patterns-1"]);
    expect(summary(shown.visitor, (card) => card.premiumBadge)).toEqual([
      "movement-patterns-2",
      "movement-patterns-3",
      "summer-shred-4day",
      "summer-shred-3day",
    ]);
    expect(summary(shown.visitor, (card) => card.upgrade)).toEqual([
      "movement-patterns-2",
      "movement-patterns-3",
    ]);
    expect(summary(shown.visitor, (card) => card.locked)).toEqual([
      "signature-beginner",
      "signature-next-level",
      "signature-advanced",
      "summer-shred-4day",
      "summer-shred-3day",
    ]);
    expect(shown["premium member"].every((card) => card.opens)).toBe(true);
    expect(shown["portal client"].every((card) => card.opens)).toBe(true);
  });

  it("the portal index lists the catalog's cards, which all open for a portal client", () => {
    expect(PORTAL_CARDS.movementPatterns.map((card) => card.slug)).toEqual([
      "movement-patterns-1",
      "movement-patterns-2",
      "movement-patterns-3",
    ]);
    expect(PORTAL_CARDS.signaturePrograms.map((card) => [card.slug, card.tag])).toEqual([
      ["grit-block", "new"],
      ["signature-beginner", undefined],
      ["signature-next-level", undefined],
      ["signature-advanced", undefined],
      ["stay-strong", undefined],
      ["summer-shred-4day", "shred"],
      ["summer-shred-3day", "shred"],
      ["bootcamp", "bootcamp"],
    ]);
    for (const card of [...PORTAL_CARDS.movementPatterns, ...PORTAL_CARDS.signaturePrograms]) {
      expect(canOpenPortalProgram(VIEWERS["portal client"], card.slug)).toBe(true);
    }
    expect(new Set(PORTAL_PROGRAMS.map((program) => program.slug)).size).toBe(PORTAL_PROGRAMS.length);
  });
});
