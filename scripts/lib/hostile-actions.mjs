// Every form the production build takes, for `npm run hostile` (scripts/hostile.mjs): the
// fields each expects, which the script then sends missing, doubled and hostile. A list of its
// own because it grows with every new form, apart from the script's phases.

/**
 * Every form the app takes, with the fields it expects (some get hostile values).
 * `client: true` posts as a signed-in client; `{client}` in a path is her member id.
 * @type {{ path: string; fields: Record<string, string>; coach?: boolean; client?: boolean }[]}
 */
export const ACTIONS = [
  { path: "/login", fields: { email: "a@b.c", password: "x", redirectTo: "/" } },
  {
    path: "/signup",
    fields: { intent: "start", name: "N", email: "n@b.c", password: "long-enough-pass", redirectTo: "/" },
  },
  { path: "/signup", fields: { intent: "verify", email: "n@b.c", code: "123456", redirectTo: "/" } },
  { path: "/logout", fields: {} },
  { path: "/reset-password", fields: { token: "t", password: "long-enough-pass" } },
  { path: "/forgot-password", fields: { email: "a@b.c" } },
  { path: "/login/code", fields: { intent: "verify", email: "a@b.c", code: "123456", redirectTo: "/" } },
  { path: "/login/link", fields: { token: "t", redirectTo: "/" } },
  { path: "/confirm-email", fields: { intent: "confirm", token: "t" } },
  { path: "/newsletter/confirm", fields: { token: "t" } },
  {
    path: "/newsletter/unsubscribe?token=1.aaaaaaaaaaaaaaaaaaaaaaaa",
    fields: { "List-Unsubscribe": "One-Click" },
  },
  { path: "/client-portal", fields: { intent: "enter", code: "x" } },
  { path: "/onboarding", fields: { intent: "answer", step: "fitness", choice: "beginner", timeZone: "UTC" } },
  { path: "/dashboard", fields: { intent: "complete-activity", kind: "workout", timeZone: "UTC" } },
  { path: "/programs", fields: { intent: "newsletter", email: "a@b.c", consent: "yes" } },
  { path: "/webhooks/payments", fields: { id: "evt_1", type: "checkout.session.completed" } },
  { path: "/coach/portal-code", fields: { code: "new-code-123456" }, coach: true },
  // Issue 17's forms, as a signed-in member would send them (the coach is one).
  {
    path: "/client-portal/movement-patterns-1/log/session-a",
    fields: {
      intent: "set",
      logId: "00000000-0000-4000-8000-000000000017",
      position: "0",
      setNumber: "1",
      reps: "10",
      weight: "8",
      done: "true",
    },
    coach: true,
  },
  { path: "/progress", fields: { plates: "2.5-kg", goal: "65" }, coach: true },
  { path: "/progress/body", fields: { intent: "metrics", day: "2026-01-05", weight: "70" }, coach: true },
  { path: "/account/delete", fields: { password: "not-her-password" }, coach: true },
  { path: "/coach/leads", fields: { intent: "remove-signup", id: "1" }, coach: true },
  { path: "/coach/newsletters", fields: { subject: "S", body: "B" }, coach: true },
  { path: "/coach/newsletters/1", fields: { intent: "send", checked: "yes" }, coach: true },
  {
    path: "/coach/members/unknown-member",
    fields: { intent: "grant", kind: "premium", endsOn: "" },
    coach: true,
  },
  // Issue 18's forms: the client's own, then the coach's about her.
  {
    path: "/screening",
    fields: {
      intent: "answer",
      redirectTo: "/dashboard",
      heart: "no",
      chestPain: "yes",
      dizziness: "no",
      chronic: "no",
      medicines: "no",
      joints: "no",
      supervision: "no",
    },
    client: true,
  },
  {
    path: "/screening",
    fields: { intent: "follow-up", redirectTo: "/dashboard", screeningId: "x", followUp: "f" },
    client: true,
  },
  {
    path: "/screening",
    fields: { intent: "confirm-clearance", redirectTo: "/dashboard", screeningId: "x" },
    client: true,
  },
  {
    path: "/check-in",
    fields: {
      energy: "3",
      sleep: "3",
      stress: "3",
      eating: "3",
      painArea: "knee",
      painLevel: "2",
      sessionsDone: "2",
      wins: "w",
      question: "q",
      weight: "70",
      waist: "80",
    },
    client: true,
  },
  {
    path: "/messages",
    fields: { messageId: "00000000-0000-4000-8000-000000000018", body: "hello", checkInId: "" },
    client: true,
  },
  { path: "/coach/check-ins", fields: { weekday: "7" }, coach: true },
  {
    path: "/coach/clients/{client}",
    fields: { intent: "reply", messageId: "00000000-0000-4000-8000-000000000019", body: "b", checkInId: "" },
    coach: true,
  },
  { path: "/coach/clients/{client}", fields: { intent: "note", body: "n" }, coach: true },
  {
    path: "/coach/clients/{client}",
    fields: {
      intent: "assign",
      step1Program: "movement-patterns-1",
      step1Weeks: "4",
      startDay: "2026-01-05",
    },
    coach: true,
  },
  // After "assign", so there is a program to take away; nothing below needs her assignment.
  { path: "/coach/clients/{client}", fields: { intent: "unassign" }, coach: true },
  { path: "/coach/clients/{client}", fields: { intent: "review-screening", screeningId: "x" }, coach: true },
  // Issue 19: her billing, the coach's revisions.
  { path: "/account", fields: { intent: "manage-billing" }, client: true },
  { path: "/coach/content/revisions", fields: { intent: "restore", revision: "1" }, coach: true },
  // The content editors: drafts, structure buttons with forged paths, publishing.
  {
    path: "/coach/content/site",
    fields: {
      intent: "save",
      "site.tagline": "t",
      "marketing.founderStory": "s",
      "site.prices.oneOnOne.amount": "50",
    },
    coach: true,
  },
  { path: "/coach/content/site", fields: { intent: "remove:homeTestimonials.99" }, coach: true },
  { path: "/coach/content/site", fields: { intent: "up:__proto__.0", "site.__proto__.x": "1" }, coach: true },
  { path: "/coach/content/site", fields: { intent: "discard" }, coach: true },
  {
    path: "/coach/content/programs/level-1",
    fields: {
      intent: "save",
      "program.title": "Level 1",
      "program.sessions.0.mainWork.0.exercises.0.sets": "3",
    },
    coach: true,
  },
  {
    path: "/coach/content/programs/level-1",
    fields: { intent: "add:sessions.0.mainWork.0.exercises" },
    coach: true,
  },
  { path: "/coach/content/programs/level-1", fields: { intent: "down:sessions.99.mainWork.0" }, coach: true },
  { path: "/coach/content/programs/level-1", fields: { intent: "discard" }, coach: true },
  { path: "/coach/content/programs/constructor", fields: { intent: "save" }, coach: true },
  // Adding a program (decision 0042): the start form, then the new program's editor.
  {
    path: "/coach/content/programs",
    fields: {
      intent: "add-program",
      title: "Garden Strength",
      slug: "",
      from: "level-1",
      access: "premium",
      description: "Three short sessions a week to get strong for the garden.",
    },
    coach: true,
  },
  {
    path: "/coach/content/programs/new-program",
    fields: {
      intent: "save",
      "program.title": "Garden Strength",
      "program.listing.tier": "premium",
      "program.listing.description": "Three short sessions a week to get strong for the garden.",
      "program.listing.slug": "level-1",
    },
    coach: true,
  },
  { path: "/coach/content/programs/new-program", fields: { intent: "publish" }, coach: true },
  { path: "/coach/content/programs/new-program", fields: { intent: "discard" }, coach: true },
  // The nutrition editor: a new recipe, an existing one, forged paths.
  {
    path: "/coach/content/nutrition",
    fields: { intent: "add-recipe", title: "Bean Stew", id: "", access: "premium" },
    coach: true,
  },
  {
    path: "/coach/content/nutrition/new-recipe",
    fields: { intent: "save", "body.title": "Bean Stew", "body.servings": "4", "card.description": "d" },
    coach: true,
  },
  { path: "/coach/content/nutrition/new-recipe", fields: { intent: "discard" }, coach: true },
  {
    path: "/coach/content/nutrition/easy-chickpea-salad",
    fields: {
      intent: "save",
      "body.summary": "s",
      "body.servings": "2",
      "body.__proto__.polluted": "1",
      "card.highlights": "h",
    },
    coach: true,
  },
  {
    path: "/coach/content/nutrition/easy-chickpea-salad",
    fields: { intent: "publish", "body.servings": "-1", "body.ingredients": "x" },
    coach: true,
  },
  { path: "/coach/content/nutrition/easy-chickpea-salad", fields: { intent: "discard" }, coach: true },
  { path: "/coach/content/nutrition/constructor", fields: { intent: "save" }, coach: true },
  // The coach's own account: always a wrong current password, so the script's coach keeps hers.
  {
    path: "/coach/account",
    fields: { intent: "change-email", email: "new@hostile.test", currentPassword: "not-hers-1234" },
    coach: true,
  },
  {
    path: "/coach/account",
    fields: {
      intent: "change-password",
      currentPassword: "not-hers-1234",
      password: "another-long-password",
      confirmPassword: "another-long-password",
    },
    coach: true,
  },
  {
    path: "/coach/account",
    fields: { intent: "add-coach", name: "Assistant", email: "hostile-coach@hostile.example" },
    coach: true,
  },
  { path: "/coach/account", fields: { intent: "remove-coach", memberId: "{client}" }, coach: true },
  // A client posting the coach's forms: refused, never a 5xx.
  { path: "/coach/clients/{client}", fields: { intent: "note", body: "n" }, client: true },
  // Issue 40 (h4): the booking endpoint, as a visitor (the consultation) and as a client.
  {
    path: "/calendar/api/book",
    fields: {
      typeId: "consultation",
      startsAt: "2001-01-01T00:00:00Z",
      idempotencyKey: "hostile-key-0001",
      name: "N",
      email: "n@b.c",
      phone: "0400 000 000",
      note: "n",
      waitlist: "on",
    },
  },
  {
    path: "/calendar/api/book",
    fields: { typeId: "small-group", startsAt: "9999-12-31T23:59:59Z", idempotencyKey: "hostile-key-0002" },
    client: true,
  },
];
