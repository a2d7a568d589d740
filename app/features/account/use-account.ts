import { useRouteLoaderData } from "react-router";

/** Who is signed in, as the root loader sends it to every page; client-safe (no Drizzle). */
export type AccountSummary = { id: string; name: string; email: string; role: "member" | "coach" };

/**
 * Who is signed in, as the server decided it in the root loader; null for a visitor. The root
 * loader's `account` is declared `satisfies AccountSummary | null`, so the two cannot drift,
 * and nothing here imports `~/root` (decision 0048: that closed an import cycle).
 */
export function useAccount(): AccountSummary | null {
  return (useRouteLoaderData("root") as { account?: AccountSummary | null } | undefined)?.account ?? null;
}
