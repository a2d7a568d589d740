import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, RadioGroupField, TextareaField } from "~/components/ui/field";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import { MAX_MEDIA_BYTES, MEDIA_LIMITS } from "./media-limits";

// The coach's demo media for one library entry (issue 38 §2): what is attached, its captions
// and who may watch it, and the upload. Plain multipart forms, so it works without JavaScript;
// with it, a file over the limit is named before minutes of sending.

export type EditorMedia = {
  id: string;
  role: "clip" | "image";
  access: "public" | "members" | "premium";
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

const ACCESS_OPTIONS = [
  ["public", "Everyone, also visitors (Work with Me can show it)"],
  ["members", "Signed-in members only"],
  ["premium", "Premium members only"],
] as const;

const CAPTIONS_EXAMPLE = "WEBVTT\n\n00:00.500 --> 00:03.000\nFeet hip-width apart, weight in your heels.";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function failureFor(failure: FormFailure | null, intent: string, mediaId?: string) {
  if (!failure || typedValue(failure, "intent") !== intent) return null;
  if (mediaId !== undefined && typedValue(failure, "mediaId") !== mediaId) return null;
  return failure;
}

function MediaItem({ item, failure }: { item: EditorMedia; failure: FormFailure | null }) {
  const captionsFailure = failureFor(failure, "captions", item.id);
  const detailsFailure = failureFor(failure, "details", item.id);
  const kind = item.role === "clip" ? "Clip" : "Picture";
  const headingId = `media-${item.id}`;
  return (
    <li className="flex flex-col gap-4 rounded-xl border-2 border-border p-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xl">
        {kind}
        {item.durationSeconds ? `, ${item.durationSeconds} seconds` : ""} ({megabytes(item.byteLength)})
      </h3>
      {item.role === "clip" ? (
        // biome-ignore lint/a11y/useMediaCaption: the coach's preview of her own clip; its captions are edited just below.
        <video
          className="h-auto w-full max-w-xl rounded-lg bg-black"
          src={item.src}
          poster={item.posterSrc}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          preload="none"
          controls
          playsInline
        />
      ) : (
        <img
          className="h-auto w-full max-w-xl rounded-lg"
          src={item.src}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          alt={item.alt}
        />
      )}
      {item.role === "clip" ? (
        <Form method="post" className="flex flex-col gap-3" noValidate>
          <input type="hidden" name="intent" value="captions" />
          <input type="hidden" name="mediaId" value={item.id} />
          <TextareaField
            label="Captions (WebVTT)"
            name="captions"
            rows={6}
            spellCheck
            hint={`The first line is WEBVTT; then, for each caption, its times and its words, like:\n${CAPTIONS_EXAMPLE}`}
            defaultValue={typedValue(captionsFailure, "captions") ?? item.captionsVtt ?? ""}
            error={captionsFailure?.fieldErrors.captions}
            className="whitespace-pre-line"
          />
          <label className="flex min-h-11 items-center gap-3 text-lg">
            <input
              type="checkbox"
              name="noSpeech"
              defaultChecked={item.noSpeech}
              className="size-6 accent-primary"
            />
            This clip has no speech
          </label>
          <Button type="submit" variant="outline" className="self-start">
            Save captions
          </Button>
        </Form>
      ) : null}
      <Form method="post" className="flex flex-col gap-3" noValidate>
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="mediaId" value={item.id} />
        <RadioGroupField
          legend="Who may watch it"
          name="access"
          options={ACCESS_OPTIONS}
          defaultValue={typedValue(detailsFailure, "access") ?? item.access}
          error={detailsFailure?.fieldErrors.access}
        />
        <Field
          label="Description for screen readers"
          name="alt"
          defaultValue={typedValue(detailsFailure, "alt") ?? item.alt}
          error={detailsFailure?.fieldErrors.alt}
          maxLength={300}
        />
        <Button type="submit" variant="outline" className="self-start">
          Save who may watch it
        </Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="mediaId" value={item.id} />
        <Button type="submit" variant="destructive">
          Remove this {kind.toLowerCase()}
        </Button>
      </Form>
    </li>
  );
}

export function MediaEditor({
  name,
  media,
  failure,
  done,
}: {
  name: string;
  media: EditorMedia[];
  failure: FormFailure | null;
  done: { done: string; at: number } | null;
}) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const uploadFailure = failureFor(failure, "upload");
  const [tooLarge, setTooLarge] = useState(false);
  const fileError = tooLarge
    ? `That file is too large: the limit is ${MEDIA_LIMITS.maxMegabytes} MB.`
    : uploadFailure?.fieldErrors.file;
  return (
    <section aria-labelledby="media-heading" className="flex max-w-3xl flex-col gap-6">
      <h2 id="media-heading" className="text-2xl">
        Demo video and pictures: {name}
      </h2>
      {done ? (
        <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 font-semibold">
          {done.done}
        </p>
      ) : null}
      {failure?.formError ? <FormAlert>{failure.formError}</FormAlert> : null}
      {media.length === 0 ? (
        <p className="text-lg">This exercise has no demo yet.</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-6 p-0">
          {media.map((item) => (
            <MediaItem key={item.id} item={item} failure={failure} />
          ))}
        </ul>
      )}
      <section
        aria-labelledby="upload-heading"
        className="flex flex-col gap-4 rounded-xl border-2 border-border p-4"
      >
        <h3 id="upload-heading" className="text-xl">
          Add a clip or a picture
        </h3>
        <p className="text-lg">
          A clip straight from your phone, up to {MEDIA_LIMITS.maxSeconds} seconds and{" "}
          {MEDIA_LIMITS.maxMegabytes} MB: we make a copy that plays on every phone, with a still for its
          poster. Or a photo, for an exercise without a clip; add several to show the movement step by step.
        </p>
        <Form
          key={done?.at}
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-4"
          noValidate
        >
          <input type="hidden" name="intent" value="upload" />
          <Field
            label="Video or photo"
            name="file"
            type="file"
            accept={MEDIA_LIMITS.accept}
            error={fileError}
            onChange={(event) => setTooLarge((event.currentTarget.files?.[0]?.size ?? 0) > MAX_MEDIA_BYTES)}
          />
          <RadioGroupField
            legend="Who may watch it"
            name="access"
            options={ACCESS_OPTIONS}
            defaultValue={typedValue(uploadFailure, "access") ?? "members"}
            error={uploadFailure?.fieldErrors.access}
          />
          <Field
            label="Description for screen readers"
            name="alt"
            hint="What the clip or picture shows, in a sentence."
            defaultValue={typedValue(uploadFailure, "alt") ?? ""}
            error={uploadFailure?.fieldErrors.alt}
            maxLength={300}
          />
          <Button type="submit" size="lg" className="self-start" disabled={uploading || tooLarge}>
            {uploading ? "Uploading…" : "Upload"}
          </Button>
          {uploading ? (
            <p role="status" className="text-lg font-semibold">
              Sending and preparing it: a one-minute clip takes about a minute. Please keep this page open.
            </p>
          ) : null}
        </Form>
      </section>
    </section>
  );
}
