import { liveSite } from "~/content/live.server";

// The web app manifest (issue 20 §1): what a phone needs to install the app on her home screen.
// Built from the published business facts (decision 0035), so a new name reaches the icon too.

/** Home screens cut labels after about 12 characters: "Wellness Beyond 50" → "Beyond 50". */
export function shortName(businessName: string): string {
  if (businessName.length <= 12) return businessName;
  const words = businessName.split(/\s+/);
  for (let start = 1; start < words.length; start++) {
    const tail = words.slice(start).join(" ");
    if (tail.length <= 12) return tail;
  }
  return businessName.slice(0, 12).trim();
}

export function loader() {
  const site = liveSite();
  const manifest = {
    id: "/dashboard",
    name: site.businessName,
    short_name: shortName(site.businessName),
    description: "Strength training, Mediterranean nutrition and a supportive community for women over 50.",
    // Opening the app from the home screen goes to her day, not the marketing page.
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    // app.css: --color-background (the page) and --color-primary (the brand).
    background_color: "#fffaf5",
    theme_color: "#fffaf5",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "Today", url: "/dashboard" },
      { name: "My progress", url: "/progress" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
