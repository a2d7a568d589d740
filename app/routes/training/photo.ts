import { findPhoto } from "~/features/training/body.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { getViewer } from "~/lib/auth.server";
import { findMemberById } from "~/lib/members.server";
import type { Route } from "./+types/photo";

// A progress photo, for its owner and for the coach only (issue 17 part 4). Everyone else,
// signed in or not, gets the same 404 as an unknown id: no redirect to log in, so whether an
// id exists never leaks. (server/http.ts adds X-Content-Type-Options: nosniff to every
// response; sending it here too would repeat it.)

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

export async function loader(args: Route.LoaderArgs) {
  const viewer = await getViewer(args);
  if (!viewer.member) return notFound();
  const app = getAppContext(args.context);
  const photo = await findPhoto(app.database.db, args.params.photoId);
  if (!photo) return notFound();
  if (photo.memberId !== viewer.member.id) {
    if (viewer.member.role !== "coach") return notFound();
    // Named by her address, like every other audit line about a client (decision 0032).
    const owner = await findMemberById(app.database.db, photo.memberId);
    await recordAudit(
      app.database.db,
      { id: viewer.member.id, email: viewer.member.email },
      {
        action: "viewed progress photo",
        target: owner?.email ?? photo.memberId,
        detail: args.params.photoId,
      },
      app.now(),
    );
  }
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": "private, no-store",
      "Content-Disposition": "inline",
    },
  });
}
