import { parseByteRange } from "~/features/media/byte-range";
import { accessOfAsset, mayView } from "~/features/media/exercise-media.server";
import { findAsset, readAssetRange, type StoredAsset } from "~/features/media/media-store.server";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer } from "~/lib/auth.server";
import type { Route } from "./+types/media";

// A demo file by its content digest (issue 38 §2, decision 0059): `/media/<sha256>.mp4|jpg|vtt`.
// The bytes behind an address never change, so a public demo is cached for a year by browsers
// and any CDN; a members-only or premium one is checked per request through the guards and is
// private. Range requests are answered (Safari on iOS plays only from servers that do), with
// an ETag; someone who may not see it gets the same 404 as an unknown address.

const NAME = /^([0-9a-f]{64})\.(mp4|jpg|vtt)$/;
export const PUBLIC_MEDIA_CACHE = "public, max-age=31536000, immutable";
/** Read this many chunks per database round trip while streaming a whole file. */
const CHUNKS_PER_READ = 8;

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

function streamOf(
  read: (start: number, end: number) => Promise<Buffer>,
  asset: StoredAsset,
  start: number,
  end: number,
) {
  let next = start;
  const step = asset.chunkSize * CHUNKS_PER_READ;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next > end) {
        controller.close();
        return;
      }
      const last = Math.min(end, next + step - 1);
      const bytes = await read(next, last);
      next = last + 1;
      controller.enqueue(new Uint8Array(bytes));
    },
  });
}

export async function loader(args: Route.LoaderArgs) {
  const match = NAME.exec(args.params.file ?? "");
  if (!match) return notFound();
  const [, digest = "", extension] = match;
  const { db } = getAppContext(args.context).database;
  const asset = await findAsset(db, digest);
  if (!asset || asset.extension !== extension) return notFound();
  const marks = await accessOfAsset(db, digest);
  if (marks.length === 0) return notFound();
  const open = marks.includes("public");
  if (!open) {
    const viewer = await getViewer(args);
    if (!marks.some((access) => mayView(access, viewer))) return notFound();
  }
  const etag = `"${digest}"`;
  const headers = new Headers({
    "Content-Type": asset.contentType,
    "Cache-Control": open ? PUBLIC_MEDIA_CACHE : "private, no-store",
    "Accept-Ranges": "bytes",
    ETag: etag,
    "Content-Disposition": "inline",
  });
  const request = args.request;
  if (
    request.headers
      .get("If-None-Match")
      ?.split(",")
      .some((tag) => tag.trim() === etag)
  )
    return new Response(null, { status: 304, headers });
  const ifRange = request.headers.get("If-Range");
  const range =
    ifRange && ifRange !== etag ? null : parseByteRange(request.headers.get("Range"), asset.byteLength);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${asset.byteLength}`);
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response("That range is outside the file.", { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: asset.byteLength - 1 };
  headers.set("Content-Length", String(end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${asset.byteLength}`);
  const status = range ? 206 : 200;
  if (request.method === "HEAD" || asset.byteLength === 0) return new Response(null, { status, headers });
  const read = (from: number, to: number) => readAssetRange(db, asset, from, to);
  return new Response(streamOf(read, asset, start, end), { status, headers });
}
