import { liveCatalog } from "~/content/catalog.server";
import { liveSite } from "~/content/live.server";
import { PUBLIC_PATHS } from "~/content/public-pages";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml: every public page at the site's canonical address, free programs she added too. */
export function loader() {
  const added = liveCatalog()
    .filter((record) => record.tier === "free")
    .map((record) => `/client-portal/${record.slug}`)
    .filter((path) => !PUBLIC_PATHS.includes(path));
  const urls = [...PUBLIC_PATHS, ...added]
    .map((path) => `  <url><loc>${escapeXml(`${liveSite().url}${path === "/" ? "/" : path}`)}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
