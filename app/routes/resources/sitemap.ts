import { liveSite } from "~/content/live.server";
import { PUBLIC_PATHS } from "~/content/public-pages";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml: every public page at the site's canonical address. */
export function loader() {
  const urls = PUBLIC_PATHS.map(
    (path) => `  <url><loc>${escapeXml(`${liveSite().url}${path === "/" ? "/" : path}`)}</loc></url>`,
  ).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
