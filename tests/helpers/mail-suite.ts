import type { Transporter } from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { createOutboxWorker, createSmtpTransport } from "~/features/email/outbox.server";
import { appLinkIn, drainOutbox, type ReceivedMail, startTestSmtp, type TestSmtp } from "./smtp";
import { refill, useTestApp } from "./test-suite";

/**
 * The suite of the tests of email as it is received (tests/integration/email*.test.ts and
 * newsletter*.test.ts), registered in the `describe` it is called in: `useTestApp`'s database and
 * app, and a real SMTP server for the whole block, listening, accepting and emptied before each
 * test. `smtp`, `workerLog` and `transports` are the same objects all along.
 */
export function useMailSuite() {
  const { database, app } = useTestApp();
  const smtp = {} as TestSmtp;
  /** The lines the workers logged during this test. */
  const workerLog: string[] = [];
  /** SMTP connections to close after this test. */
  const transports: Transporter[] = [];

  beforeAll(async () => {
    refill(smtp, await startTestSmtp());
  });
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    await smtp.restart();
    smtp.reject(null);
    smtp.messages.length = 0;
    workerLog.length = 0;
  });
  afterEach(() => {
    for (const transport of transports) transport.close();
    transports.length = 0;
  });

  const config = () => app.services.config;

  /** A worker as the server runs it: its own pooled SMTP connection, the test's clock. */
  function newWorker(transport: Pick<Transporter, "sendMail"> = createSmtpTransport(smtp.url)) {
    if ("close" in transport) transports.push(transport as Transporter);
    return createOutboxWorker({
      db: database.db,
      transport,
      from: config().MAIL_FROM,
      now: app.services.now,
      log: (line) => workerLog.push(line),
    });
  }

  /** Runs worker passes, as the server does, until nothing is due; the number of rows handled. */
  const drain = (worker = newWorker()) => drainOutbox(worker);

  /** Delivers what is queued; every email that arrived for `to` since the test began. */
  async function inboxOf(to: string): Promise<ReceivedMail[]> {
    await drain();
    return smtp.messages.filter((received) => received.envelopeTo.includes(to));
  }

  /** The one link in the email's plain text that starts with the app's address and `path`. */
  const linkIn = (received: ReceivedMail, path: string) => appLinkIn(received, `${config().appUrl}${path}`);

  return { database, app, smtp, workerLog, transports, config, newWorker, drain, inboxOf, linkIn };
}
