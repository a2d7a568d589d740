import { data, redirect } from "react-router";
import { textSizeCookie } from "~/features/text-size/text-size";
import { saveTextSize, TextSizeSchema } from "~/features/text-size/text-size.server";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer } from "~/lib/auth.server";
import { readSubmission } from "~/lib/forms.server";
import { safeRedirect } from "~/lib/redirect-to";
import type { Route } from "./+types/text-size";

// Issue 20 §4, decision 0037: the text-size control posts here, as a plain form that works
// without JavaScript. A visitor's choice is a cookie; a member's goes into her profile and the
// cookie both, so the size stays after she signs out on this device.

// Nothing to show: an address typed by hand goes home.
export function loader() {
  throw redirect("/");
}

export async function action(args: Route.ActionArgs) {
  const submission = await readSubmission(args.request, TextSizeSchema);
  if (!submission.ok) return submission.failure;
  const { size, redirectTo } = submission.data;
  const app = getAppContext(args.context);
  const { member } = await getViewer(args);
  if (member) await saveTextSize(app.database.db, member.id, size, app.now());

  const headers = { "Set-Cookie": textSizeCookie(size, app.config.NODE_ENV === "production") };
  // A fetcher (the control with JavaScript) asks for the `.data` URL: it gets the answer in place
  // and the router reloads the root loader, which sets the new size on <html>; no page reload.
  if (new URL(args.request.url).pathname.endsWith(".data")) return data({ size }, { headers });
  // Without JavaScript: back to the page she was reading (a path on this site only), 303 so the
  // browser asks for it with GET.
  return redirect(safeRedirect(redirectTo, "/"), { status: 303, headers });
}
