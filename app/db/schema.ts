import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Server-side sessions; the browser only holds a signed cookie naming the row's id. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    /** Small, typed-by-feature facts (portal access, member id) that later features add. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("sessions_expires_at_idx").on(table.expiresAt)],
);
