import { useRouteLoaderData } from "react-router";
import { DEFAULT_TEXT_SIZE, type TextSizeChoice } from "./text-size";

/**
 * Her reading size, as the server decided it in the root loader (decision 0037). The root
 * loader's `textSize` is declared `satisfies TextSizeChoice`; nothing here imports `~/root`.
 */
export function useTextSize(): TextSizeChoice {
  return (
    (useRouteLoaderData("root") as { textSize?: TextSizeChoice } | undefined)?.textSize ?? DEFAULT_TEXT_SIZE
  );
}
