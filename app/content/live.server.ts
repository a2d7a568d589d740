// The live revision of the editable content, held in memory by each instance (decision 0035).
// Pages read it synchronously; app/utils/content-store.server.ts replaces it when a revision is
// published here or announced by another instance. Until the database is read it is the
// shipped content, which is also what unit tests see.
import { type Content, shippedContent } from "./content.server";

type Live = { content: Content; revision: number };

let live: Live | null = null;
const listeners = new Set<(revision: number) => void>();

function current(): Live {
  live ??= { content: shippedContent(), revision: 0 };
  return live;
}

export function liveContent(): Content {
  return current().content;
}

/** The live revision's id: 0 until the database has been read. */
export function liveRevision(): number {
  return current().revision;
}

/** The business facts (names, prices, links, contact details, time zone) as published. */
export function liveSite(): Content["site"] {
  return current().content.site;
}

/** Makes `content` live; a revision older than the one in memory is ignored. */
export function setLiveContent(content: Content, revision: number): boolean {
  if (live && revision <= live.revision) return false;
  live = { content, revision };
  for (const listener of listeners) listener(revision);
  return true;
}

/** Called after every change of revision (the page and PDF caches forget what they hold). */
export function onLiveContentChange(listener: (revision: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: back to the shipped content, as after resetting the database. */
export function resetLiveContent(): void {
  live = null;
  for (const listener of listeners) listener(0);
}
