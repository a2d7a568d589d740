import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { DEFAULT_TEXT_SIZE, type TextSizeChoice } from "./text-size";

/** Her reading size, as the server decided it in the root loader (decision 0037). */
export function useTextSize(): TextSizeChoice {
  return useRouteLoaderData<typeof rootLoader>("root")?.textSize ?? DEFAULT_TEXT_SIZE;
}
