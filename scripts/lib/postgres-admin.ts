import pg from "pg";

// One statement on a PostgreSQL server as the configured role: how the tests and the
// benchmarks create and drop their throw-away databases.

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test database and ends its connections. PostgreSQL's autovacuum may be working in a
 * database the tests have just written to, and a role that is not a superuser may not end
 * that worker (42501, "must be a member of the role whose process is being terminated"). The
 * worker is done within moments, so the drop is tried again for up to ten seconds.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "42501" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
