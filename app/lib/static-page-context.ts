import { createContext, useContext } from "react";

/**
 * Decision 0068: true while the server renders a page it sends without React (decision 0026).
 * Interactive parts then render their plain-HTML form (native `<dialog>`, every tab panel in
 * the markup, a form that posts), which the public widgets script drives. A hydrated page
 * renders false on the server and in the browser alike, so hydration always matches.
 */
const StaticPageContext = createContext(false);

export const StaticPageProvider = StaticPageContext.Provider;

export function useStaticPage(): boolean {
  return useContext(StaticPageContext);
}
