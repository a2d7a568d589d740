import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

/**
 * Decision 0076: PGlite's `query` sends a query as six protocol messages, one call into the
 * database each (parse, describe, bind, describe, execute, sync), and parses and plans it again
 * every time. Here each query text the app sends is parsed once as a named prepared statement;
 * after that a query is one call (bind, execute, sync), and PostgreSQL reuses its plan. The rows
 * are built from the same messages with PGlite's own type parsers (`resultOf`, not its
 * `parseResults`, which costs more than a small query), so a caller sees the same result.
 * A session's join went from 0.32 to 0.11 ms.
 */

/** drizzle's options: how to shape rows, and which types to leave as text. */
const PLAIN_OPTIONS = new Set(["rowMode", "parsers"]);
/** Enough for every query text the app has; past it, a new text takes PGlite's own path. */
const MAX_STATEMENTS = 2000;

type Field = { name: string; dataTypeID: number };
type Statement = { name: string; types: number[]; fields: Field[] };
type Message = { name: string; fields?: unknown[]; text?: string };
type Query = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** True for PostgreSQL's "cached plan must not change result type", after a table changed. */
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown }).code === "0A000" && /cached plan/.test(String((error as Error).message));

/**
 * Sends `client.query` and each transaction's `tx.query` through prepared statements, once
 * `start` is called: after the migrations, which change the tables a statement reads.
 */
export function preparedStatements(client: PGlite): { start(): void } {
  const statements = new Map<string, Statement>();
  let named = 0;
  const serialize = protocol.serialize;

  /** Runs under PGlite's query lock, which the caller takes. */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    try {
      let statement = statements.get(text);
      if (!statement) {
        named += 1;
        const name = `wb50_${named}`;
        const described = await client.execProtocolStream(
          joined([
            serialize.parse({ name, text }),
            serialize.describe({ type: "S", name }),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        statement = {
          name,
          types: parse.parseDescribeStatementResults(described),
          fields: (
            (described.find((message) => message.name === "rowDescription") as Message | undefined)?.fields ??
            []
          ).map((field) => ({ name: (field as Field).name, dataTypeID: (field as Field).dataTypeID })),
        };
        statements.set(text, statement);
      }
      const { name, types, fields } = statement;
      // As PGlite's own query serialises a parameter: by the type PostgreSQL expects.
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const serializer = client.serializers[types[index] as number];
        return serializer ? serializer(param) : String(param);
      });
      const messages = await client.execProtocolStream(
        joined([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      return resultOf<T>(messages as Message[], fields, options);
    } catch (error) {
      // As PGlite's own errors carry them, for the log.
      Object.assign(error as object, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  /**
   * The rows as PGlite's `parseResults` builds them, which first copies every parser it has
   * (some 120) into a new object on each query: 0.1 ms a query, more than a small query's
   * own work. Here each column's parser is looked up once per query.
   */
  function resultOf<T>(messages: Message[], fields: Field[], options: QueryOptions | undefined): Results<T> {
    const parsers = fields.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID],
    );
    const asArray = options?.rowMode === "array";
    const rows: unknown[] = [];
    let result: Results<T> = { rows: [], fields, affectedRows: 0 };
    for (const message of messages) {
      if (message.name === "dataRow") {
        const values = (message.fields ?? []).map((value, index) => {
          const parser = parsers[index];
          return value === null || !parser
            ? value
            : parser(value as string, fields[index]?.dataTypeID as number);
        });
        rows.push(
          asArray ? values : Object.fromEntries(values.map((value, index) => [fields[index]?.name, value])),
        );
      } else if (message.name === "commandComplete") {
        const words = String(message.text).split(" ");
        const command = words[0] ?? "";
        const count = Number.parseInt(words[words.length - 1] ?? "", 10);
        const changed = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command);
        result = {
          rows: rows as T[],
          fields,
          affectedRows: changed ? count : 0,
          ...(Number.isNaN(count) ? {} : { rowCount: count }),
          ...({ command } as object),
        };
      }
    }
    return result;
  }

  let started = false;
  /**
   * The prepared path, or PGlite's own: before `start`, for options it alone knows, or past the
   * limit. A plan left stale by a changed table is dropped, and the query asked again outside a
   * transaction (inside one, the error has already ended it).
   */
  const through =
    (own: Query, lock: <T>(fn: () => Promise<T>) => Promise<T>, retry: boolean): Query =>
    async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      const plain = !options || Object.keys(options).every((key) => PLAIN_OPTIONS.has(key));
      if (!started || !plain || (!statements.has(text) && statements.size >= MAX_STATEMENTS)) {
        return own<T>(text, params, options);
      }
      try {
        return await lock(async () => {
          // As PGlite's own query does: nothing is sent to a database that is closing. PGlite's
          // close takes the lock only to mark itself closing, then shuts PostgreSQL down; a
          // query sent meanwhile (a page still rendering as the server stops) could reach a
          // backend half shut, whose protocol loop then never returns (decision 0079).
          await client._checkReady();
          return run<T>(text, params, options);
        });
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        statements.delete(text);
        if (!retry) throw error;
        return own<T>(text, params, options);
      }
    };

  const ownQuery = client.query.bind(client) as Query;
  client.query = through(
    ownQuery,
    (fn) => client._runExclusiveTransaction(() => client._runExclusiveQuery(fn)),
    true,
  ) as PGlite["query"];

  // PGlite holds its transaction lock for the whole callback; the queries inside take only the
  // query lock, as `tx.query` itself does.
  const ownTransaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    ownTransaction((tx) => {
      const txQuery = tx.query.bind(tx) as Query;
      const prepared = through(txQuery, (fn) => client._runExclusiveQuery(fn), false);
      tx.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed) throw new Error("Transaction is closed");
        return prepared<T>(text, params, options);
      }) as Transaction["query"];
      return callback(tx);
    })) as PGlite["transaction"];
  return {
    start: () => {
      started = true;
    },
  };
}
