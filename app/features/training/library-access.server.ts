import { liveLibrary } from "~/features/library/library.server";
import type { SwapLibrary } from "./swaps";

// The live exercise library (h1's, issue 38 §1) as the log's swaps read it.
export async function swapLibrary(): Promise<SwapLibrary> {
  return await liveLibrary();
}
