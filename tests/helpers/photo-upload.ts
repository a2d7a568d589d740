import { action as bodyAction } from "~/routes/training/body";
import { outcome } from "./test-app";
import type { Args, TestApp } from "./test-suite";

/**
 * The photo form of /progress/body on `app`, sent as a real multipart request, as the browser
 * sends it: a file (or none chosen), its pose and day (front, 10 March 2026 unless given).
 */
export function photoUpload(app: TestApp) {
  return function upload(
    cookie: string | undefined,
    file: { bytes: Buffer; name: string; type: string } | null,
    fields: Record<string, string> = {},
  ) {
    const body = new FormData();
    body.set("intent", "photo");
    body.set("pose", fields.pose ?? "front");
    body.set("day", fields.day ?? "2026-03-10");
    // A form sent without a chosen file carries an empty, nameless part.
    body.set(
      "photo",
      file
        ? new File([new Uint8Array(file.bytes)], file.name, { type: file.type })
        : new File([], "", { type: "application/octet-stream" }),
    );
    const base = app.args("/progress/body", { cookie });
    const request = new Request("http://localhost/progress/body", {
      method: "POST",
      headers: base.request.headers,
      body,
    });
    return outcome(() => bodyAction({ ...base, request } as Args<typeof bodyAction>));
  };
}
