import { asc, eq, inArray, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { exerciseMedia, type MediaAccess, mediaAssets } from "~/db/schema";
import type { Viewer } from "~/lib/auth.server";
import type { DemoMedia } from "./demo-media-types";
import { mediaUrl } from "./media-store.server";

// The demos attached to library entries (issue 38 §2, decision 0059): which entries have one,
// and what a given viewer may see of them. Access is per clip: public, members-only, premium.

export type { DemoFrame, DemoMedia } from "./demo-media-types";

/** Whether this viewer may see a demo marked `access`. The coach sees everything. */
export function mayView(access: MediaAccess, viewer: Viewer | null): boolean {
  if (access === "public") return true;
  if (!viewer?.member) return false;
  if (viewer.member.role === "coach") return true;
  if (access === "members") return true;
  return viewer.premium;
}

/** Every entry with at least one clip or still (the coach's "has no demo yet" filter). */
export async function exerciseIdsWithDemo(db: Database): Promise<Set<string>> {
  const rows = await db.selectDistinct({ id: exerciseMedia.exerciseId }).from(exerciseMedia);
  return new Set(rows.map((row) => row.id));
}

/** Entries that have a public clip: the ones the Work with Me reel may show. */
export async function exerciseIdsWithPublicClip(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ id: exerciseMedia.exerciseId, access: exerciseMedia.access, role: exerciseMedia.role })
    .from(exerciseMedia);
  return new Set(rows.filter((row) => row.role === "clip" && row.access === "public").map((row) => row.id));
}

/**
 * The demo each entry shows this viewer: its first clip she may see, else its stills (an image
 * sequence), else nothing. Entries without a demo are absent from the map.
 */
export async function demoMediaFor(
  db: Database,
  exerciseIds: string[],
  viewer: Viewer | null,
): Promise<Map<string, DemoMedia>> {
  const found = new Map<string, DemoMedia>();
  if (exerciseIds.length === 0) return found;
  const rows = await db
    .select({
      exerciseId: exerciseMedia.exerciseId,
      role: exerciseMedia.role,
      access: exerciseMedia.access,
      assetDigest: exerciseMedia.assetDigest,
      posterDigest: exerciseMedia.posterDigest,
      captionsDigest: exerciseMedia.captionsDigest,
      noSpeech: exerciseMedia.noSpeech,
      alt: exerciseMedia.alt,
      width: mediaAssets.width,
      height: mediaAssets.height,
      durationMs: mediaAssets.durationMs,
    })
    .from(exerciseMedia)
    .innerJoin(mediaAssets, eq(mediaAssets.digest, exerciseMedia.assetDigest))
    .where(inArray(exerciseMedia.exerciseId, [...new Set(exerciseIds)]))
    .orderBy(asc(exerciseMedia.exerciseId), asc(exerciseMedia.position), asc(exerciseMedia.createdAt));
  const visible = rows.filter((row) => mayView(row.access, viewer));
  for (const id of new Set(visible.map((row) => row.exerciseId))) {
    const own = visible.filter((row) => row.exerciseId === id);
    const clip = own.find((row) => row.role === "clip");
    if (clip) {
      found.set(id, {
        kind: "video",
        src: mediaUrl(clip.assetDigest, "mp4"),
        posterSrc: clip.posterDigest ? mediaUrl(clip.posterDigest, "jpg") : undefined,
        width: clip.width ?? 1280,
        height: clip.height ?? 720,
        captionsSrc: clip.captionsDigest ? mediaUrl(clip.captionsDigest, "vtt") : undefined,
        noSpeech: clip.noSpeech,
        durationSeconds: clip.durationMs === null ? undefined : Math.round(clip.durationMs / 1000),
        alt: clip.alt,
      });
      continue;
    }
    const stills = own.filter((row) => row.role === "image");
    const [first] = stills;
    if (!first) continue;
    const frames = stills.map((row) => ({
      src: mediaUrl(row.assetDigest, "jpg"),
      width: row.width ?? 800,
      height: row.height ?? 600,
    }));
    found.set(id, {
      kind: "image",
      src: frames[0]?.src ?? mediaUrl(first.assetDigest, "jpg"),
      width: first.width ?? 800,
      height: first.height ?? 600,
      noSpeech: true,
      alt: first.alt,
      frames: frames.length > 1 ? frames : undefined,
    });
  }
  return found;
}

/**
 * The access marks of every attachment that uses this file (as its clip or still, poster or
 * captions). An empty list means nobody's demo uses it any more: it is not served.
 */
export async function accessOfAsset(db: Database, digest: string): Promise<MediaAccess[]> {
  const rows = await db
    .select({ access: exerciseMedia.access })
    .from(exerciseMedia)
    .where(
      or(
        eq(exerciseMedia.assetDigest, digest),
        eq(exerciseMedia.posterDigest, digest),
        eq(exerciseMedia.captionsDigest, digest),
      ),
    );
  return rows.map((row) => row.access);
}
