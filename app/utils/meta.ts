import { site } from "~/content/site";

/** The <title> and description every page sets. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | ${site.businessName}` }, { name: "description", content: description }];
}
