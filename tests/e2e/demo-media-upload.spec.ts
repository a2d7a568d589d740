import { phoneClip } from "../helpers/clip-fixtures";
import { expect, expectNoAxeViolations, logInAsCoach, test, visit } from "./fixtures";

// Issue 38 §2: the coach uploads a demo clip from her phone (390 px) and adds its captions.
// The clip is an iPhone's HEVC .mov; the server makes it an H.264 MP4 with a poster.

const PAGE = "/coach/library/goblet-squat/media";

test("the coach uploads a clip from her phone and adds captions", async ({ page }) => {
  await logInAsCoach(page);
  await visit(page, PAGE);
  await expect(page.getByRole("heading", { name: /Demo video and pictures: Goblet squat/i })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Video or photo").setInputFiles({
    name: "IMG_0042.MOV",
    mimeType: "video/quicktime",
    buffer: phoneClip(),
  });
  await page.getByLabel("Everyone, also visitors (Work with Me can show it)").first().check();
  await page.getByLabel("Description for screen readers").last().fill("Goblet squat, side view, slow tempo.");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added the clip (3 seconds)" })).toBeVisible({
    timeout: 30_000,
  });

  const video = page.locator("video").first();
  await expect(video).toHaveAttribute("preload", "none");
  const poster = await video.getAttribute("poster");
  expect(poster).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
  expect((await page.request.get(poster ?? "")).headers()["content-type"]).toBe("image/jpeg");

  const captions = page.getByLabel("Captions (WebVTT)");
  await captions.fill("WEBVTT\n\n00:00.000 --> 00:02.500\nSit back, chest up.");
  await page.getByRole("button", { name: "Save captions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved the captions (1 caption)" })).toBeVisible();
  await expect(captions).toHaveValue(/Sit back/);
  await expectNoAxeViolations(page);
});
