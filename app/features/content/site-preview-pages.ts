/** The public pages the coach can preview with her draft (issue 19 §1), and their titles. */
export const PREVIEW_PAGES = ["home", "about", "work-with-me"] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];

export const PREVIEW_TITLES: Record<PreviewPage, string> = {
  home: "Home",
  about: "About",
  "work-with-me": "Work with Me",
};

export const isPreviewPage = (value: string | undefined): value is PreviewPage =>
  PREVIEW_PAGES.some((page) => page === value);
