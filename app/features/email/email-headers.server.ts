// What of an email reaches its headers, made safe before it is queued (decision 0029, issue 37).
import type { EmailMessage } from "~/features/email/messages";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
const HEADER_NAME = /^[!-9;-~]+$/;
// One address, nothing around it: the recipient is never "Name <address>", so no name can
// reach a header (decision 0029).
const ADDRESS = /^[^\s<>@",;]+@[^\s<>@",;]+\.[^\s<>@",;]+$/;

export class UnsafeEmailError extends Error {
  override name = "UnsafeEmailError";
}

/**
 * A header value on one line: every run of control characters (CR, LF, tab…) becomes one
 * space, and is logged, so no stored text can add a header or turn sending into an error.
 */
export function oneLineHeader(
  name: string,
  value: string,
  log = (line: string) => console.warn(line),
): string {
  const flat = value.replace(CONTROL, " ").trim();
  if (value.search(CONTROL) !== -1)
    log(`Email header ${name}: line breaks or control characters replaced with spaces.`);
  return flat;
}

/**
 * The recipient, extra headers and message of an email as they may be queued. A recipient
 * that is not one bare address, or a header name that is not a plain token, comes from code
 * and is refused (`UnsafeEmailError`). The values can carry what the coach published (her
 * business name in a subject): a line break there is made a space, so it adds no header and
 * the email still goes.
 */
export function safeEmailParts(email: {
  to: string;
  message: EmailMessage;
  headers?: Record<string, string>;
}): {
  to: string;
  headers: Record<string, string>;
  message: EmailMessage;
} {
  const to = email.to.trim().toLowerCase();
  if (!ADDRESS.test(to)) throw new UnsafeEmailError("The recipient must be one plain email address.");
  for (const name of Object.keys(email.headers ?? {})) {
    if (!HEADER_NAME.test(name)) throw new UnsafeEmailError(`"${name}" is not a header name.`);
  }
  const headers = Object.fromEntries(
    Object.entries(email.headers ?? {}).map(([name, value]) => [name, oneLineHeader(name, value)]),
  );
  return {
    to,
    headers,
    message: { ...email.message, subject: oneLineHeader("Subject", email.message.subject) },
  };
}
