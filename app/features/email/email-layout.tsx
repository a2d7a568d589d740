import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { liveSite } from "~/content/live.server";
import type { EmailMessage } from "./messages";

// Email clients ignore stylesheets and most of CSS: Outlook lays out tables only, Gmail strips
// <style> in some views. So: tables, inline styles, web-safe fonts, a 600 px column that
// shrinks on a phone, and the brand's colours from app.css (decision 0029).
const colour = {
  page: "#fffaf5",
  card: "#ffffff",
  text: "#2b2320",
  muted: "#574a44",
  primary: "#8a3b22",
  onPrimary: "#ffffff",
  border: "#dccbbd",
  codeBackground: "#f4ebe2",
};
const font = "Georgia, 'Times New Roman', serif";
const body = {
  fontFamily: "Arial, Helvetica, sans-serif",
  fontSize: "18px",
  lineHeight: "28px",
  color: colour.text,
};

function Paragraph({ children }: { children: ReactNode }) {
  return <p style={{ ...body, margin: "0 0 20px" }}>{children}</p>;
}

/** One clear button: a padded link in a table cell, which Outlook draws as a block too. */
function Button({ label, url }: { label: string; url: string }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "8px 0 28px" }}>
      <tbody>
        <tr>
          <td style={{ backgroundColor: colour.primary, borderRadius: "8px" }}>
            <a
              href={url}
              style={{
                ...body,
                display: "inline-block",
                padding: "14px 28px",
                color: colour.onPrimary,
                fontWeight: "bold",
                textDecoration: "none",
                borderRadius: "8px",
              }}
            >
              {label}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function EmailDocument({ message }: { message: EmailMessage }) {
  return (
    <html lang="en">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{message.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colour.page }}>
        {/* The line inbox lists show after the subject; hidden in the email itself. */}
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{message.preheader}</div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: colour.page }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: "600px",
                    backgroundColor: colour.card,
                    border: `1px solid ${colour.border}`,
                    borderRadius: "12px",
                  }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: "24px 28px 0" }}>
                        <p
                          style={{
                            fontFamily: font,
                            fontSize: "22px",
                            lineHeight: "28px",
                            color: colour.primary,
                            fontWeight: "bold",
                            margin: 0,
                          }}
                        >
                          {liveSite().businessName}
                        </p>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "20px 28px 8px" }}>
                        <h1
                          style={{
                            fontFamily: font,
                            fontSize: "28px",
                            lineHeight: "36px",
                            color: colour.text,
                            margin: "0 0 20px",
                          }}
                        >
                          {message.heading}
                        </h1>
                        {message.paragraphs.map((paragraph) => (
                          <Paragraph key={paragraph}>{paragraph}</Paragraph>
                        ))}
                        {message.body && (
                          <div
                            style={body}
                            // The body is the coach's Markdown after sanitize-html (markdown.server.ts):
                            // only paragraphs, headings, lists, emphasis, quotes and http(s) links remain.
                            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server just before.
                            dangerouslySetInnerHTML={{ __html: message.body.html }}
                          />
                        )}
                        {message.code && (
                          <p
                            style={{
                              ...body,
                              fontFamily: "'Courier New', Courier, monospace",
                              fontSize: "34px",
                              lineHeight: "44px",
                              letterSpacing: "8px",
                              fontWeight: "bold",
                              backgroundColor: colour.codeBackground,
                              borderRadius: "8px",
                              padding: "12px 20px",
                              margin: "0 0 24px",
                              display: "inline-block",
                            }}
                          >
                            {message.code}
                          </p>
                        )}
                        {message.action && <Button {...message.action} />}
                        {message.afterAction?.map((paragraph) => (
                          <Paragraph key={paragraph}>{paragraph}</Paragraph>
                        ))}
                        {message.action && (
                          <p
                            style={{
                              ...body,
                              fontSize: "18px",
                              lineHeight: "28px",
                              color: colour.muted,
                              margin: "0 0 20px",
                            }}
                          >
                            If the button does not work, copy this address into your browser:{" "}
                            <span style={{ wordBreak: "break-all" }}>{message.action.url}</span>
                          </p>
                        )}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "16px 28px 24px", borderTop: `1px solid ${colour.border}` }}>
                        <p
                          style={{
                            ...body,
                            fontSize: "18px",
                            lineHeight: "28px",
                            color: colour.muted,
                            margin: 0,
                          }}
                        >
                          {message.footer}
                        </p>
                        {message.unsubscribeUrl && (
                          <p
                            style={{
                              ...body,
                              fontSize: "18px",
                              lineHeight: "28px",
                              color: colour.muted,
                              margin: "12px 0 0",
                            }}
                          >
                            <a href={message.unsubscribeUrl} style={{ color: colour.muted }}>
                              Unsubscribe
                            </a>{" "}
                            from these emails with one click.
                          </p>
                        )}
                        {message.remindersOffUrl && (
                          <p
                            style={{
                              ...body,
                              fontSize: "18px",
                              lineHeight: "28px",
                              color: colour.muted,
                              margin: "12px 0 0",
                            }}
                          >
                            <a href={message.remindersOffUrl} style={{ color: colour.muted }}>
                              Turn off reminders
                            </a>{" "}
                            with one tap.
                          </p>
                        )}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The HTML part: React escapes every value, so a name can never become markup. */
export function renderEmailHtml(message: EmailMessage): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<EmailDocument message={message} />)}`;
}

/** The plain-text part, from the same message, for clients and readers that prefer it. */
export function renderEmailText(message: EmailMessage): string {
  const parts = [
    liveSite().businessName,
    "",
    message.heading,
    "",
    ...message.paragraphs.flatMap((p) => [p, ""]),
  ];
  if (message.body) parts.push(message.body.text.trim(), "");
  if (message.code) parts.push(`    ${message.code}`, "");
  if (message.action) parts.push(`${message.action.label}: ${message.action.url}`, "");
  for (const paragraph of message.afterAction ?? []) parts.push(paragraph, "");
  parts.push("--", message.footer);
  if (message.unsubscribeUrl) parts.push(`Unsubscribe with one click: ${message.unsubscribeUrl}`);
  if (message.remindersOffUrl) parts.push(`Turn off reminders with one tap: ${message.remindersOffUrl}`);
  return `${parts.join("\n")}\n`;
}
