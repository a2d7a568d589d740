import { randomUUID } from "node:crypto";
import { and, asc, eq, max, notExists, or, sql } from "drizzle-orm";
import { exerciseIdOf, plainExerciseName } from "~/content/exercises/ids";
import { liveContent } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import { exerciseMedia, type MediaAccess, type MediaRole, mediaAssets } from "~/db/schema";
import { liveLibrary } from "~/features/library/library.server";
import type { ProcessedPhoto } from "~/features/training/photo-image.server";
import { exerciseIdsWithPublicClip } from "./exercise-media.server";
import { mediaUrl, putAsset } from "./media-store.server";
import type { PreparedClip } from "./prepare-clip.server";

// The coach's side of the demos (issue 38 §2): attach a prepared clip or a still to a library
// entry, write its captions, choose who may see it, remove it. Files no attachment uses any
// more are deleted with their chunks in the same transaction.

/** The entry's name: the library's, or a program line's while the library has no entry yet. */
export function demoEntryName(id: string): string | undefined {
  const entry = liveLibrary().get(id);
  if (entry) return entry.name;
  for (const program of liveContent().programs)
    for (const session of program.sessions)
      for (const block of [session.warmUp, ...session.mainWork, session.finisher])
        for (const line of block.exercises)
          if (exerciseIdOf(line) === id) return plainExerciseName(line.name);
  return undefined;
}

/** The entries the Work with Me reel may show: those with a clip everyone may watch, by name. */
export async function reelChoices(db: Database): Promise<{ id: string; name: string }[]> {
  const ids = await exerciseIdsWithPublicClip(db);
  return [...ids]
    .map((id) => ({ id, name: demoEntryName(id) ?? id }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export type CoachMedia = {
  id: string;
  role: MediaRole;
  access: MediaAccess;
  src: string;
  posterSrc?: string;
  captionsVtt: string | null;
  noSpeech: boolean;
  alt: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  byteLength: number;
};

export async function listEntryMedia(db: Database, exerciseId: string): Promise<CoachMedia[]> {
  const rows = await db
    .select({ media: exerciseMedia, asset: mediaAssets })
    .from(exerciseMedia)
    .innerJoin(mediaAssets, eq(mediaAssets.digest, exerciseMedia.assetDigest))
    .where(eq(exerciseMedia.exerciseId, exerciseId))
    .orderBy(asc(exerciseMedia.role), asc(exerciseMedia.position), asc(exerciseMedia.createdAt));
  return rows.map(({ media, asset }) => ({
    id: media.id,
    role: media.role,
    access: media.access,
    src: mediaUrl(media.assetDigest, media.role === "clip" ? "mp4" : "jpg"),
    posterSrc: media.posterDigest ? mediaUrl(media.posterDigest, "jpg") : undefined,
    captionsVtt: media.captionsVtt,
    noSpeech: media.noSpeech,
    alt: media.alt,
    width: asset.width,
    height: asset.height,
    durationSeconds: asset.durationMs === null ? null : Math.round(asset.durationMs / 1000),
    byteLength: asset.byteLength,
  }));
}

async function nextPosition(db: Database, exerciseId: string, role: MediaRole): Promise<number> {
  const [row] = await db
    .select({ last: max(exerciseMedia.position) })
    .from(exerciseMedia)
    .where(and(eq(exerciseMedia.exerciseId, exerciseId), eq(exerciseMedia.role, role)));
  return (row?.last ?? -1) + 1;
}

type Details = { access: MediaAccess; alt: string };

export async function attachClip(db: Database, exerciseId: string, clip: PreparedClip, details: Details) {
  const size = { width: clip.width, height: clip.height };
  // One transaction: the files and the row that uses them appear together, so the clean-up of
  // unused files on another instance can never take them in between.
  return db.transaction(async (tx) => {
    const assetDigest = await putAsset(tx, clip.mp4, "mp4", { ...size, durationMs: clip.durationMs });
    const posterDigest = await putAsset(tx, clip.poster, "jpg", size);
    const id = randomUUID();
    const position = await nextPosition(tx, exerciseId, "clip");
    await tx
      .insert(exerciseMedia)
      .values({ id, exerciseId, role: "clip", position, assetDigest, posterDigest, ...details });
    return id;
  });
}

export async function attachImage(db: Database, exerciseId: string, photo: ProcessedPhoto, details: Details) {
  return db.transaction(async (tx) => {
    const assetDigest = await putAsset(tx, photo.bytes, "jpg", { width: photo.width, height: photo.height });
    const id = randomUUID();
    const position = await nextPosition(tx, exerciseId, "image");
    await tx
      .insert(exerciseMedia)
      .values({ id, exerciseId, role: "image", position, assetDigest, ...details });
    return id;
  });
}

/** Captions (checked by `validateVtt` first), or none with "this clip has no speech". */
export async function saveCaptions(
  db: Database,
  exerciseId: string,
  mediaId: string,
  captions: { vtt: string } | { noSpeech: true },
): Promise<boolean> {
  const updated = await db.transaction(async (tx) => {
    const captionsDigest =
      "vtt" in captions ? await putAsset(tx, Buffer.from(captions.vtt, "utf8"), "vtt") : null;
    return tx
      .update(exerciseMedia)
      .set({
        captionsVtt: "vtt" in captions ? captions.vtt : null,
        captionsDigest,
        noSpeech: !("vtt" in captions),
      })
      .where(and(eq(exerciseMedia.id, mediaId), eq(exerciseMedia.exerciseId, exerciseId)))
      .returning({ id: exerciseMedia.id });
  });
  await deleteUnusedAssets(db);
  return updated.length > 0;
}

export async function saveDetails(db: Database, exerciseId: string, mediaId: string, details: Details) {
  const updated = await db
    .update(exerciseMedia)
    .set(details)
    .where(and(eq(exerciseMedia.id, mediaId), eq(exerciseMedia.exerciseId, exerciseId)))
    .returning({ id: exerciseMedia.id });
  return updated.length > 0;
}

export async function removeMedia(db: Database, exerciseId: string, mediaId: string): Promise<boolean> {
  const removed = await db
    .delete(exerciseMedia)
    .where(and(eq(exerciseMedia.id, mediaId), eq(exerciseMedia.exerciseId, exerciseId)))
    .returning({ id: exerciseMedia.id });
  await deleteUnusedAssets(db);
  return removed.length > 0;
}

/** Files no attachment names any more (a replaced captions file, a removed clip): gone for good. */
export async function deleteUnusedAssets(db: Database) {
  await db.delete(mediaAssets).where(
    notExists(
      db
        .select({ one: sql`1` })
        .from(exerciseMedia)
        .where(
          or(
            eq(exerciseMedia.assetDigest, mediaAssets.digest),
            eq(exerciseMedia.posterDigest, mediaAssets.digest),
            eq(exerciseMedia.captionsDigest, mediaAssets.digest),
          ),
        ),
    ),
  );
}
