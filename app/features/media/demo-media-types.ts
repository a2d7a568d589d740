// What a page needs to show one demo (issue 38 §2); client-safe, filled by exercise-media.server.ts.

export type DemoFrame = { src: string; width: number; height: number };

export type DemoMedia = {
  kind: "video" | "image";
  src: string;
  posterSrc?: string;
  width: number;
  height: number;
  captionsSrc?: string;
  noSpeech: boolean;
  durationSeconds?: number;
  alt: string;
  /** An image sequence: every still in order (the first is `src`). */
  frames?: DemoFrame[];
};
