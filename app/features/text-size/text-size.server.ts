import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { members, TEXT_SIZES, type TextSize } from "~/db/schema";
import { forgetMemberSessions } from "~/lib/sessions-kept.server";
import type { TextSizeChoice } from "./text-size";

// The client-safe list must name the column's sizes: `storedTextSize` checks one direction and
// `saveTextSize` (a choice written into the column) the other, at compile time.
export const storedTextSize = (size: TextSize): TextSizeChoice => size;

export const TEXT_SIZE_ERROR = "Please choose Standard, Large or Larger.";

export const TextSizeSchema = z.object({
  size: z.enum(TEXT_SIZES, { error: TEXT_SIZE_ERROR }),
  // Checked by `safeRedirect`, which falls back to the home page for anything not on this site.
  redirectTo: z.string().max(2000).optional(),
});

/** Stores her choice in her profile (decision 0037): it follows her to every device she signs in on. */
export async function saveTextSize(db: Database, memberId: string, size: TextSizeChoice, now: Date) {
  await db.update(members).set({ textSize: size, updatedAt: now }).where(eq(members.id, memberId));
  forgetMemberSessions(db, memberId);
}
