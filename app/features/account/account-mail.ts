import type { Database } from "~/db/client.server";

/**
 * What an account email needs: the transaction it is queued in (with the token or grant it is
 * about, decision 0029), the site's address for its links, and the time.
 */
export type AccountMail = { db: Database; appUrl: string; now: Date };
