import type { DemoMedia } from "./demo-media-types";

// One demo, as the coach attached it (issue 38 §2-3): a clip that loads only when she presses
// play (`preload="none"`, the poster first), never plays by itself, keeps the browser's own
// keyboard-usable controls and carries its captions; or a still, or a short image sequence.

export type { DemoMedia } from "./demo-media-types";

export function DemoMediaView({ media }: { media: DemoMedia }) {
  if (media.kind === "video") {
    return (
      <figure className="m-0 flex flex-col gap-2">
        {/* biome-ignore lint/a11y/useMediaCaption: the track is there when the coach wrote captions; a clip without speech says so below instead. */}
        <video
          className="h-auto w-full max-w-full rounded-lg bg-black"
          src={media.src}
          poster={media.posterSrc}
          width={media.width}
          height={media.height}
          preload="none"
          controls
          playsInline
          aria-label={media.alt || undefined}
        >
          {media.captionsSrc ? (
            <track kind="captions" src={media.captionsSrc} srcLang="en" label="English" default />
          ) : null}
        </video>
        <figcaption className="text-base">
          {media.noSpeech ? "This clip has no speech." : null}
          {media.durationSeconds ? ` ${media.durationSeconds} seconds.` : null}
        </figcaption>
      </figure>
    );
  }
  const frames = media.frames ?? [{ src: media.src, width: media.width, height: media.height }];
  return (
    <ol
      className="m-0 flex list-none flex-col gap-3 p-0"
      aria-label={frames.length > 1 ? "Pictures, in order" : undefined}
    >
      {frames.map((frame, index) => (
        <li key={frame.src}>
          <img
            className="h-auto w-full max-w-full rounded-lg"
            src={frame.src}
            width={frame.width}
            height={frame.height}
            loading="lazy"
            decoding="async"
            alt={frames.length > 1 ? `${media.alt} (${index + 1} of ${frames.length})` : media.alt}
          />
        </li>
      ))}
    </ol>
  );
}
