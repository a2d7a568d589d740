import { liveSite } from "~/content/live.server";

/** robots.txt: private areas stay out of search results; the sitemap lists the rest. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Allow: /client-portal/movement-patterns-1",
    "Disallow: /client-portal",
    "Disallow: /dashboard",
    "Disallow: /coach",
    "Disallow: /login",
    "Disallow: /signup",
    "Disallow: /reset-password",
    "Disallow: /nutrition/",
    "",
    `Sitemap: ${liveSite().url}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
