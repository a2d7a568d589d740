// Ids of `serial` columns (PostgreSQL `integer`) read from a URL or a form. A number beyond the
// column's range makes the database throw ("out of range for type integer"), which would be a
// 500; read here, it is simply an id no row has (security review, issue 37).
import { z } from "zod";

/** The largest value of a PostgreSQL `integer` (and so of a `serial` id). */
export const MAX_SERIAL_ID = 2_147_483_647;

/** The id a text names (digits only, 1 to MAX_SERIAL_ID), or null when it names none. */
export function parseSerialId(text: string | null | undefined): number | null {
  if (typeof text !== "string" || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_SERIAL_ID ? id : null;
}

/** A form field holding a serial id; anything else is the field error `message`. */
export const serialIdField = (message: string) =>
  z.string().transform((text, context) => {
    const id = parseSerialId(text.trim());
    if (id === null) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });

/**
 * Text ids (UUIDs, and the short names tests give): a URL or a form can carry anything, and a
 * NUL byte, which PostgreSQL refuses in text, would make the lookup throw. Anything else names
 * no row and is answered without asking the database (security review, issue 37; issue 40).
 */
export const isTextIdShape = (id: string) => /^[\w-]{1,64}$/.test(id);
