import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { FREE_PORTAL_PROGRAMS, PORTAL_PROGRAM_SLUGS } from "../../app/content/portal-programs";
import { allPrograms } from "../../app/content/programs/index.server";
import { findGated as find, GATED_NUTRITION_TEXT, GATED_PROGRAM_TEXT } from "../e2e/gated-text";
import { pdfText } from "../e2e/pdf-text";
import { enterPortal } from "../helpers/http-accounts";
import { httpClient } from "../helpers/http-client";
import { withProductionServer } from "../helpers/production-server";

const findGated = (body: string) => find(body, GATED_PROGRAM_TEXT);

const server = withProductionServer();

describe("gated program content", () => {
  test("a visitor is sent away from every program page, its data and its PDF, and reads no program text", async () => {
    const request = httpClient(server.url);
    for (const slug of PORTAL_PROGRAM_SLUGS.filter((slug) => !FREE_PORTAL_PROGRAMS.includes(slug))) {
      const page = await request.get(`/client-portal/${slug}`, { maxRedirects: 0 });
      expect(page.status(), slug).toBe(302);
      expect(page.headers().location).toBe("/client-portal");
      expect(findGated(await page.text())).toBeUndefined();

      const data = await request.get(`/client-portal/${slug}.data`, { maxRedirects: 0 });
      expect(data.status(), `${slug}.data`).toBe(401);
      expect(findGated(await data.text())).toBeUndefined();

      for (const pdf of [`/client-portal/${slug}/pdf`, `/client-portal/${slug}/pdf?paper=letter`]) {
        const response = await request.get(pdf, { maxRedirects: 0 });
        expect(response.status(), pdf).toBe(401);
        expect(findGated(await response.text())).toBeUndefined();
      }
    }
    // The portal index a visitor sees holds no program text either.
    expect(findGated(await (await request.get("/client-portal")).text())).toBeUndefined();
  });

  test("no script chunk the browser can fetch holds program or premium nutrition text", async () => {
    const request = httpClient(server.url);
    const assets = path.join("build", "client", "assets");
    const chunks = readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(chunks.length).toBeGreaterThan(5);
    for (const name of chunks) {
      const response = await request.get(`/assets/${name}`);
      expect(response.status(), name).toBe(200);
      const body = await response.text();
      expect(body).toBe(readFileSync(path.join(assets, name), "utf8"));
      expect(findGated(body), name).toBeUndefined();
      expect(find(body, GATED_NUTRITION_TEXT), name).toBeUndefined();
    }
  });

  test("with access, every program's PDF parses and holds its title and first exercise", async () => {
    const request = httpClient(server.url);
    await enterPortal(request);
    for (const program of allPrograms()) {
      const response = await request.get(`/client-portal/${program.slug}/pdf`);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const { text } = await pdfText(new Uint8Array(await response.body()));
      expect(text, program.slug).toContain(program.title);
      expect(text, program.slug).toContain(
        program.sessions[0]?.warmUp.exercises[0]?.name.replace(/\s+/g, " "),
      );
    }
  });
});
