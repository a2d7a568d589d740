import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { DAILY_MEALS } from "../../app/content/dashboard/meals";
import { MINDFULNESS_SESSIONS } from "../../app/content/dashboard/mindfulness";
import {
  E2E_SECRETS,
  expect,
  expectNoAxeViolations,
  logIn,
  signOut,
  signUp,
  test,
  uniqueEmail,
  visit,
} from "./fixtures";

// Her plan depends on the day where she lives (the server counts days in the zone her browser
// reports). The zone whose clock is nearest midday now keeps a run clear of midnight.
const hourIn = (timeZone: string) =>
  Number(
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", hourCycle: "h23" }).format(new Date()),
  );
const TIME_ZONE = ["Pacific/Honolulu", "America/New_York", "Europe/London", "Asia/Kolkata", "Asia/Tokyo"]
  .map((zone) => ({ zone, distance: Math.abs(hourIn(zone) - 12) }))
  .reduce((best, next) => (next.distance < best.distance ? next : best)).zone;
test.use({ timezoneId: TIME_ZONE });

type Answers = { fitness: string; goals: string[]; diet: string; time: string };
const ANSWERS: Answers = { fitness: "Moderate", goals: ["Strength"], diet: "Vegetarian", time: "30 minutes" };
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Today in the browser's zone: "Saturday 21 November", "Saturday" and "20261121". */
function today() {
  const now = new Date();
  const format = (options: Intl.DateTimeFormatOptions, locale = "en-GB") =>
    new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }).format(now);
  const weekday = format({ weekday: "long" });
  return {
    label: format({ weekday: "long", day: "numeric", month: "long" }),
    weekday,
    weekdayIndex: WEEKDAYS.indexOf(weekday),
    compact: format({ year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA").replaceAll("-", ""),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An option's accessible name is its label followed by its description. */
const option = (page: Page, role: "radio" | "checkbox", label: string) =>
  page.getByRole(role, { name: new RegExp(`^${escapeRegExp(label)}`) });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const progress = (page: Page, name: string) => page.getByRole("progressbar", { name, exact: true });
const card = (page: Page, kind: "Workout" | "Meal" | "Mindfulness") =>
  page
    .getByRole("region", { name: "Today's Plan" })
    .getByRole("article")
    .filter({ has: page.getByText(kind, { exact: true }) });
const cardTitle = async (page: Page, kind: "Workout" | "Meal" | "Mindfulness") =>
  ((await card(page, kind).getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const sampleNotice = (page: Page) => page.getByRole("complementary", { name: "This is a sample dashboard" });

async function expectStep(page: Page, step: number) {
  const bar = page.getByRole("progressbar", { name: "Questionnaire progress" });
  await expect(bar).toHaveAttribute("aria-valuetext", `Step ${step} of 5`);
  await expect(page.getByText(`Step ${step} of 5`, { exact: true })).toBeVisible();
}

/** Continue (or Back), then the step it leads to. */
async function go(page: Page, name: "Continue" | "Back", step: number) {
  await button(page, name).click();
  await expectStep(page, step);
}

/** Continue with nothing chosen: the error toast, and she stays on the step. */
async function refused(page: Page, step: number) {
  await button(page, "Continue").click();
  await expectToast(page, "Please make a selection before continuing.");
  await expectStep(page, step);
}

/** The toast is shown (once), then closed so it neither covers a button nor hides the next one. */
async function expectToast(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toHaveCount(0);
}

const ACTIONS = { Workout: "Start Workout", Meal: "Start Meal", Mindfulness: "Start Meditation" } as const;

/** Starts a plan card ("Start Workout: <title>"), sees its toast and "Done today"; returns the title. */
async function startCard(page: Page, kind: keyof typeof ACTIONS, doubleClick = false) {
  const title = await cardTitle(page, kind);
  const action = ACTIONS[kind];
  // The name reads "Start Workout : <title>" in Chrome, a space before the colon (see the report).
  const start = card(page, kind).getByRole("button", {
    name: new RegExp(`^${action}\\s*: ${escapeRegExp(title)}$`),
  });
  await (doubleClick ? start.dblclick() : start.click());
  await expectToast(page, `Starting your ${action.slice(6).toLowerCase()}: ${title}`);
  await expect(card(page, kind).getByText("Done today")).toBeVisible();
  return title;
}

/** My Progress: weekly workouts, nutrition goals and mindfulness sessions. */
async function expectBars(page: Page, values: [string, string, string]) {
  for (const [index, name] of ["Weekly workouts", "Nutrition goals", "Mindfulness sessions"].entries()) {
    await expect(progress(page, name)).toHaveAttribute("aria-valuetext", values[index] ?? "");
  }
}

/** The streak, today's count and the progress bars. */
async function expectNumbers(page: Page, streak: number, doneToday: number, bars: [string, string, string]) {
  await expect(page.getByText(`${streak}-day streak`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${doneToday} of 3 done today`, { exact: true })).toBeVisible();
  await expectBars(page, bars);
}

async function reload(page: Page) {
  await page.reload();
  await expect(page.locator("html[data-interactive]")).toHaveCount(1);
}

/** From step 1 to the summary, step 5. */
async function answerQuestions(page: Page, answers: Answers) {
  const steps = [
    ["radio", [answers.fitness]],
    ["checkbox", answers.goals],
    ["radio", [answers.diet]],
    ["radio", [answers.time]],
  ] as const;
  for (const [index, [role, labels]] of steps.entries()) {
    await expectStep(page, index + 1);
    for (const label of labels) {
      await option(page, role, label).click();
      await expect(option(page, role, label)).toBeChecked();
    }
    await button(page, "Continue").click();
  }
  await expectStep(page, 5);
}

async function completeOnboarding(page: Page, answers: Answers = ANSWERS) {
  await visit(page, "/onboarding");
  await button(page, "Continue").click();
  await answerQuestions(page, answers);
  await button(page, "Complete").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Your personalized plan is ready!");
}

test("the whole questionnaire with every error toast, then a dashboard that follows the answers", async ({
  page,
}) => {
  await visit(page, "/onboarding");
  await expect(page.getByRole("heading", { name: "Welcome! Let's shape your plan" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Questionnaire progress" })).toHaveCount(0);
  await expect(button(page, "Back")).toBeDisabled();
  await go(page, "Continue", 1);
  await expect(page.getByRole("heading", { name: "How active are you right now?" })).toBeFocused();

  await refused(page, 1);
  await option(page, "radio", "Very active").click();
  await option(page, "radio", "Beginner").click();
  await expect(option(page, "radio", "Beginner")).toBeChecked();
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);
  await go(page, "Continue", 2);
  await expect(page.getByRole("heading", { name: "What matters most to you?" })).toBeFocused();

  await refused(page, 2);
  for (const goal of ["Mobility", "Strength", "Balance"]) await option(page, "checkbox", goal).click();
  await option(page, "checkbox", "Energy").click();
  await expectToast(page, "You can only select up to 3 options");
  await expect(option(page, "checkbox", "Energy")).not.toBeChecked();
  await expect(page.getByText("3 of 3 chosen")).toBeVisible();
  await option(page, "checkbox", "Strength").click();
  await option(page, "checkbox", "Energy").click();
  await expect(option(page, "checkbox", "Energy")).toBeChecked();
  await expect(option(page, "checkbox", "Strength")).not.toBeChecked();

  // Going back keeps what she ticked here, saved or not.
  const expectGoalsKept = async () => {
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(3);
    for (const goal of ["Mobility", "Balance", "Energy"]) {
      await expect(option(page, "checkbox", goal)).toBeChecked();
    }
  };
  await go(page, "Back", 1);
  await expect(option(page, "radio", "Beginner")).toBeChecked();
  await go(page, "Continue", 2);
  await expectGoalsKept();
  await button(page, "Continue").click();

  await refused(page, 3);
  await option(page, "radio", "Vegan").click();
  await go(page, "Continue", 4);
  await option(page, "radio", "45 minutes").click();
  await go(page, "Continue", 5);
  await expect(page.getByRole("definition")).toHaveText([
    "Beginner",
    "Mobility, Energy, Balance",
    "Vegan",
    "45 minutes",
  ]);

  await button(page, "Complete").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Your personalized plan is ready!");
  await expect(heading(page)).toHaveText("Your dashboard");
  await expectNumbers(page, 0, 0, ["0 of 5", "0 of 7", "0 of 7"]);

  const workout = card(page, "Workout");
  if (["Saturday", "Sunday"].includes(today().weekday)) {
    await expect(workout.getByText(/^Optional/)).toBeVisible();
    await expect(workout.getByText("30 min", { exact: true })).toBeVisible();
  } else {
    await expect(workout.getByText(/Movement Patterns: Beginner/)).toBeVisible();
    await expect(workout.getByText("45 min", { exact: true })).toBeVisible();
  }
  const veganMeals = DAILY_MEALS.filter((meal) => meal.diets.includes("vegan")).map((meal) => meal.title);
  expect(veganMeals).toContain(await cardTitle(page, "Meal"));
  const forGoals = MINDFULNESS_SESSIONS.filter((session) =>
    session.goals.some((goal) => ["mobility", "balance", "energy"].includes(goal)),
  ).map((session) => session.title);
  expect(forGoals).toContain(await cardTitle(page, "Mindfulness"));
});

test("completing cards updates streak and progress, and a reload keeps it all", async ({ page }) => {
  await completeOnboarding(page);
  await startCard(page, "Workout");
  await expectNumbers(page, 1, 1, ["1 of 5", "0 of 7", "0 of 7"]);
  // A double click records the meal once.
  await startCard(page, "Meal", true);
  await expectNumbers(page, 1, 2, ["1 of 5", "1 of 7", "0 of 7"]);
  await reload(page);
  await expectNumbers(page, 1, 2, ["1 of 5", "1 of 7", "0 of 7"]);
  await startCard(page, "Mindfulness");
  await expectNumbers(page, 1, 3, ["1 of 5", "1 of 7", "1 of 7"]);

  await reload(page);
  for (const kind of ["Workout", "Meal", "Mindfulness"] as const) {
    await expect(card(page, kind).getByText("Done today")).toBeVisible();
  }
  await expect(page.getByRole("button", { name: /^Start / })).toHaveCount(0);
  await expectNumbers(page, 1, 3, ["1 of 5", "1 of 7", "1 of 7"]);
});

test("the weekly challenge: join, tick today, untick, counted", async ({ page }) => {
  await completeOnboarding(page);
  const challenge = page.getByRole("region", { name: "Weekly Challenge" });
  const participants = challenge.getByText(/^\d+ participating$/);
  const count = async () => Number.parseInt((await participants.textContent()) ?? "", 10);
  // Other tests join too, in parallel: the count only ever grows.
  const before = await count();

  await challenge.getByRole("button", { name: "Join Challenge" }).click();
  const day = challenge.getByRole("button", { name: `${today().label}: 10,000 steps`, exact: true });
  await expect(day).toHaveAttribute("aria-pressed", "false");
  await expect(challenge.getByText("0 of 7 days", { exact: true })).toBeVisible();
  await expect.poll(count).toBeGreaterThanOrEqual(Math.max(1, before + 1));
  // Monday up to today can be ticked; the days still to come cannot.
  await expect(challenge.getByRole("list", { name: "This week's days" }).getByRole("button")).toHaveCount(
    today().weekdayIndex + 1,
  );

  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "true");
  await expect(challenge.getByText("1 of 7 days", { exact: true })).toBeVisible();
  await reload(page);
  await expect(day).toHaveAttribute("aria-pressed", "true");
  await expect(challenge.getByText("1 of 7 days", { exact: true })).toBeVisible();

  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "false");
  await expect(challenge.getByText("0 of 7 days", { exact: true })).toBeVisible();
  expect(await count()).toBeGreaterThanOrEqual(1);
});

test("the sample dashboard for a newcomer, and half-way is 'Continue'", async ({ page }) => {
  await visit(page, "/dashboard");
  await expect(heading(page)).toHaveText("Sample dashboard");
  await expect(sampleNotice(page)).toBeVisible();
  for (const text of [
    "4-day streak (sample)",
    "1 of 3 done today (sample)",
    "3 of 7 days (sample)",
    "145 participating (sample)",
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expectBars(page, ["3 of 5", "6 of 7", "4 of 7"]);
  await expect(page.getByRole("button", { name: /^Start Workout/ })).toHaveCount(0);

  await sampleNotice(page).getByRole("link", { name: "Take the Free Assessment" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await go(page, "Continue", 1);
  await option(page, "radio", "Moderate").click();
  await go(page, "Continue", 2);

  await visit(page, "/dashboard");
  await expect(heading(page)).toHaveText("Sample dashboard");
  await expect(sampleNotice(page).getByRole("link", { name: "Continue Your Assessment" })).toHaveAttribute(
    "href",
    "/onboarding",
  );
  await expect(sampleNotice(page).getByRole("link", { name: "Take the Free Assessment" })).toHaveCount(0);

  await visit(page, "/onboarding");
  await expectStep(page, 2);
  await expect(page.getByRole("heading", { name: "What matters most to you?" })).toBeVisible();
  await go(page, "Back", 1);
  await expect(option(page, "radio", "Moderate")).toBeChecked();
});

test("My Calendar shows the week and the .ics file parses", async ({ page }) => {
  await completeOnboarding(page);
  const workoutTitle = await startCard(page, "Workout");
  const opener = button(page, "My Calendar");
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "My week" });
  const days = dialog.getByRole("heading", { level: 3 });
  await expect(days).toHaveCount(7);
  await expect(days).toHaveText(WEEKDAYS.map((weekday) => new RegExp(`^${weekday} `)));
  const todayItem = dialog
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${today().label}`) }) });
  await expect(todayItem).toContainText(`Workout: ${workoutTitle}`);
  await expect(todayItem).toContainText("(done)");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  const link = dialog.getByRole("link", { name: "Add the next 2 weeks to my calendar (.ics)" });
  await expect(link).toHaveAttribute("href", "/dashboard/calendar.ics");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const ics = (await readFile(await download.path())).toString("utf8");

  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(ics.replaceAll("\r\n", ""), "every line ends in CRLF").not.toMatch(/[\r\n]/);
  const lines = ics.slice(0, -2).split("\r\n");
  for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
  const unfolded = ics.replaceAll("\r\n ", "");
  expect(unfolded.match(/^BEGIN:VEVENT$/gm)).toHaveLength(14);
  const first = unfolded.slice(unfolded.indexOf("BEGIN:VEVENT"), unfolded.indexOf("END:VEVENT"));
  expect(first).toContain(`\r\nDTSTART;VALUE=DATE:${today().compact}\r\n`);
  expect(first.match(/^SUMMARY:(.*)$/m)?.[1]).toContain(workoutTitle);
});

test("answers follow her when she signs up", async ({ page }, testInfo) => {
  await completeOnboarding(page);
  const workoutTitle = await startCard(page, "Workout");
  const email = uniqueEmail(testInfo);
  await signUp(page, { name: "Margaret Ellis", email });
  const expectHerDashboard = async () => {
    await visit(page, "/dashboard");
    await expect(heading(page)).toHaveText("Welcome back, Margaret");
    await expect(sampleNotice(page)).toHaveCount(0);
    await expect(card(page, "Workout").getByRole("heading", { level: 3 })).toHaveText(workoutTitle);
    await expect(card(page, "Workout").getByText("Done today")).toBeVisible();
    await expect(page.getByText("1 of 3 done today", { exact: true })).toBeVisible();
    await expect(card(page, "Meal").getByRole("button", { name: /^Start Meal/ })).toBeVisible();
  };
  await expectHerDashboard();

  await signOut(page);
  await visit(page, "/dashboard");
  await expect(heading(page)).toHaveText("Sample dashboard");
  await expect(sampleNotice(page).getByRole("link", { name: "Take the Free Assessment" })).toBeVisible();

  await logIn(page, email, E2E_SECRETS.memberPassword);
  await expectHerDashboard();
});

test("axe is clean on both pages", async ({ page }) => {
  await visit(page, "/dashboard");
  await expect(heading(page)).toHaveText("Sample dashboard");
  await expectNoAxeViolations(page);

  await visit(page, "/onboarding");
  await expectNoAxeViolations(page);
  await go(page, "Continue", 1);
  await expectNoAxeViolations(page);
  await answerQuestions(page, ANSWERS);
  await expectNoAxeViolations(page);
  await button(page, "Complete").click();
  await expectToast(page, "Your personalized plan is ready!");
  await expect(heading(page)).toHaveText("Your dashboard");
  await expectNoAxeViolations(page);
  await button(page, "My Calendar").click();
  await expect(page.getByRole("dialog", { name: "My week" })).toBeVisible();
  await expectNoAxeViolations(page);
});
