import { z } from "zod";
import type { Database } from "~/db/client.server";
import { MEDIA_ACCESS } from "~/db/schema";
import { processPhoto, sniffImage } from "~/features/training/photo-image.server";
import { formFailure } from "~/lib/forms.server";
import { attachClip, attachImage, removeMedia, saveCaptions, saveDetails } from "./media-admin.server";
import { MEDIA_LIMITS } from "./media-limits";
import { MAX_CLIP_BYTES, MAX_CLIP_SECONDS, prepareClip, sniffVideo } from "./prepare-clip.server";
import { validateVtt } from "./webvtt";

// The coach's media form (issue 38 §2), in the one form protocol (decision 0028): every refusal
// is a 4xx with the reason in plain words, and a refused file leaves nothing stored.

const MOST_COMPATIBLE =
  "On an iPhone, Settings → Camera → Formats → Most Compatible records clips that always work.";

export const MEDIA_MESSAGES = {
  noFile: "Choose a video or a photo.",
  tooLarge: `That file is too large: the limit is ${MEDIA_LIMITS.maxMegabytes} MB. Record at 1080p, ${MAX_CLIP_SECONDS} seconds at most.`,
  notMedia:
    "That file is not a video or photo we can use. Choose an MP4 or MOV video, or a JPEG, PNG or WebP photo.",
  notVideo: `That file is not a video we can read. ${MOST_COMPATIBLE}`,
  tooLong: `That clip is longer than ${MAX_CLIP_SECONDS} seconds. Trim it on the phone (Edit, then drag the ends) and upload it again.`,
  tooManyPixels: "That video is larger than 4K. Record at 1080p or 4K (Settings → Camera → Record Video).",
  busy: "Another clip is being prepared. Please try again in a minute.",
  failed: `We could not prepare that clip. Please try again. ${MOST_COMPATIBLE}`,
  photoUnreadable: "That file is not a photo we can read. Please choose a JPEG, PNG or WebP image.",
  photoTooManyPixels: "That photo has more than 40 megapixels. Please choose a smaller copy of it.",
  access: "Choose who may watch it.",
  alt: "Describe it in at most 300 characters.",
  gone: "That clip or picture is not there any more.",
  noSpeechWithCaptions: "Either write captions or tick “This clip has no speech”, not both.",
} as const;

const access = z.enum(MEDIA_ACCESS, { error: MEDIA_MESSAGES.access });
const alt = z.string().trim().max(300, MEDIA_MESSAGES.alt).default("");
const mediaId = z.string().max(100);

export const MediaActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("upload"),
    file: z.unknown().transform((value, context) => {
      // A form sent without a file still carries an empty part (no name, no bytes).
      if (!(value instanceof File) || value.size === 0) {
        context.addIssue({ code: "custom", message: MEDIA_MESSAGES.noFile });
        return z.NEVER;
      }
      if (value.size > MAX_CLIP_BYTES) {
        context.addIssue({ code: "custom", message: MEDIA_MESSAGES.tooLarge });
        return z.NEVER;
      }
      return value;
    }),
    access,
    alt,
  }),
  z.object({
    intent: z.literal("captions"),
    mediaId,
    captions: z.string().max(40_000).default(""),
    noSpeech: z.literal("on").optional(),
  }),
  z.object({ intent: z.literal("details"), mediaId, access, alt }),
  z.object({ intent: z.literal("remove"), mediaId }),
]);

type MediaAction = z.infer<typeof MediaActionSchema>;
export type MediaDone = { done: string; at: number };

const CLIP_PROBLEMS = {
  "not-a-video": MEDIA_MESSAGES.notVideo,
  "too-long": MEDIA_MESSAGES.tooLong,
  "too-many-pixels": MEDIA_MESSAGES.tooManyPixels,
  busy: MEDIA_MESSAGES.busy,
  failed: MEDIA_MESSAGES.failed,
} as const;

export async function runMediaAction(
  db: Database,
  exerciseId: string,
  form: FormData,
  input: MediaAction,
  now: Date,
): Promise<MediaDone | ReturnType<typeof formFailure>> {
  const done = (message: string): MediaDone => ({ done: message, at: now.getTime() });
  const gone = () => formFailure(form, 404, { formError: MEDIA_MESSAGES.gone });
  switch (input.intent) {
    case "upload": {
      const bytes = Buffer.from(await input.file.arrayBuffer());
      const details = { access: input.access, alt: input.alt };
      if (sniffVideo(bytes)) {
        const prepared = await prepareClip(bytes);
        if (!prepared.ok) {
          const status = prepared.problem === "busy" ? 429 : 422;
          return formFailure(form, status, { fieldErrors: { file: CLIP_PROBLEMS[prepared.problem] } });
        }
        await attachClip(db, exerciseId, prepared.clip, details);
        const seconds = Math.round(prepared.clip.durationMs / 1000);
        return done(`Added the clip (${seconds} seconds). It plays on every phone.`);
      }
      if (sniffImage(bytes)) {
        const processed = await processPhoto(bytes);
        if (!processed.ok) {
          const message =
            processed.problem === "too-many-pixels"
              ? MEDIA_MESSAGES.photoTooManyPixels
              : MEDIA_MESSAGES.photoUnreadable;
          return formFailure(form, 422, { fieldErrors: { file: message } });
        }
        await attachImage(db, exerciseId, processed.photo, details);
        return done("Added the picture.");
      }
      return formFailure(form, 415, { fieldErrors: { file: MEDIA_MESSAGES.notMedia } });
    }
    case "captions": {
      if (input.noSpeech) {
        if (input.captions.trim() !== "")
          return formFailure(form, 400, { fieldErrors: { captions: MEDIA_MESSAGES.noSpeechWithCaptions } });
        return (await saveCaptions(db, exerciseId, input.mediaId, { noSpeech: true }))
          ? done("Saved: this clip has no speech.")
          : gone();
      }
      const checked = validateVtt(input.captions);
      if (!checked.ok) return formFailure(form, 400, { fieldErrors: { captions: checked.message } });
      return (await saveCaptions(db, exerciseId, input.mediaId, { vtt: checked.text }))
        ? done(
            `Saved the captions (${checked.cues.length} ${checked.cues.length === 1 ? "caption" : "captions"}).`,
          )
        : gone();
    }
    case "details":
      return (await saveDetails(db, exerciseId, input.mediaId, { access: input.access, alt: input.alt }))
        ? done("Saved who may watch it and its description.")
        : gone();
    case "remove":
      return (await removeMedia(db, exerciseId, input.mediaId)) ? done("Removed it.") : gone();
  }
}
