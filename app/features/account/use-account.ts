import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** Who is signed in, as the server decided it in the root loader; null for a visitor. */
export function useAccount() {
  return useRouteLoaderData<typeof rootLoader>("root")?.account ?? null;
}
