import { createHash } from "node:crypto";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mediaAssets, mediaChunks } from "~/db/schema";

// Immutable files by content digest, in database chunks (decision 0059). Every instance reads
// the same rows, one backup holds them, and a range request reads only the chunks it needs.
// An S3-compatible store would replace `putAsset` and `readAssetRange` behind the same names.

/** 256 KB: a range request for the first second of a clip reads one or two rows. */
export const CHUNK_BYTES = 256 * 1024;

export const MEDIA_TYPES = {
  mp4: "video/mp4",
  jpg: "image/jpeg",
  vtt: "text/vtt; charset=utf-8",
} as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;

export type StoredAsset = {
  digest: string;
  extension: MediaExtension;
  contentType: string;
  byteLength: number;
  chunkSize: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
};

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The address of an asset: immutable, so it may be cached for a year. */
export const mediaUrl = (digest: string, extension: MediaExtension) => `/media/${digest}.${extension}`;

/** Stores the bytes once (a second upload of the same file is a no-op) and returns its digest. */
export async function putAsset(
  db: Database,
  bytes: Buffer,
  extension: MediaExtension,
  facts: { width?: number; height?: number; durationMs?: number } = {},
): Promise<string> {
  const digest = sha256(bytes);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(mediaAssets)
      .values({
        digest,
        extension,
        contentType: MEDIA_TYPES[extension],
        byteLength: bytes.length,
        chunkSize: CHUNK_BYTES,
        width: facts.width ?? null,
        height: facts.height ?? null,
        durationMs: facts.durationMs ?? null,
      })
      .onConflictDoNothing()
      .returning({ digest: mediaAssets.digest });
    if (inserted.length === 0) return;
    const count = Math.max(1, Math.ceil(bytes.length / CHUNK_BYTES));
    for (let position = 0; position < count; position++) {
      const slice = bytes.subarray(position * CHUNK_BYTES, (position + 1) * CHUNK_BYTES);
      await tx.insert(mediaChunks).values({ digest, position, bytes: Buffer.from(slice) });
    }
  });
  return digest;
}

export async function findAsset(db: Database, digest: string): Promise<StoredAsset | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.digest, digest));
  if (!row) return null;
  return { ...row, extension: row.extension as MediaExtension };
}

/** Bytes `start`..`end` inclusive, read from only the chunks that hold them. */
export async function readAssetRange(
  db: Database,
  asset: StoredAsset,
  start: number,
  end: number,
): Promise<Buffer> {
  if (end < start) return Buffer.alloc(0);
  const first = Math.floor(start / asset.chunkSize);
  const last = Math.floor(end / asset.chunkSize);
  const rows = await db
    .select({ position: mediaChunks.position, bytes: mediaChunks.bytes })
    .from(mediaChunks)
    .where(
      and(
        eq(mediaChunks.digest, asset.digest),
        gte(mediaChunks.position, first),
        lte(mediaChunks.position, last),
      ),
    )
    .orderBy(asc(mediaChunks.position));
  const joined = Buffer.concat(rows.map((row) => row.bytes));
  const offset = start - first * asset.chunkSize;
  return joined.subarray(offset, offset + (end - start + 1));
}
