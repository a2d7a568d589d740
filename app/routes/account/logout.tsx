import { redirect } from "react-router";
import { endSession } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import type { Route } from "./+types/logout";

// Signing out changes state, so it is a POST only (a link or image cannot sign her out).
export function loader() {
  throw redirect("/");
}

export async function action(args: Route.ActionArgs) {
  const headers = new Headers({ "Set-Cookie": await endSession(args) });
  headers.append("Set-Cookie", flashCookie("signed-out"));
  throw redirect("/", { headers });
}
