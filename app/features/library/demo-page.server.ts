import { data } from "react-router";
import { EQUIPMENT_LABELS, MUSCLE_LABELS } from "~/content/exercises/schema";
import type { Database } from "~/db/client.server";
import { demoMediaFor } from "~/features/media/exercise-media.server";
import { getAppContext } from "~/lib/app-context.server";
import { type GuardArgs, requireDemoViewer, type Viewer } from "~/lib/auth.server";
import { liveLibrary } from "./library.server";

// One exercise as she sees it (issue 38 §3, decision 0060): the page /exercises/:id and the demo
// sheet that mirrors it. The clip or pictures this viewer may see, the cues and safety notes as
// text, and the easier and harder variations, each its own page.

import type { DemoLink, DemoPage } from "./demo-view";

export type { DemoLink, DemoPage };

/** The loader of /exercises/:id and of its sheet: members and portal clients; an unknown id is a 404. */
export async function loadDemoPage(args: GuardArgs & { params: { id?: string } }): Promise<DemoPage> {
  const viewer = await requireDemoViewer(args);
  const { db } = getAppContext(args.context).database;
  const page = await demoPageFor(db, viewer, args.params.id ?? "");
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** One entry as this viewer sees it, or null when the library has no such entry. */
export async function demoPageFor(db: Database, viewer: Viewer, id: string): Promise<DemoPage | null> {
  const library = liveLibrary();
  const entry = library.get(id);
  if (!entry) return null;
  const link = (other: string | undefined): DemoLink | null => {
    const found = other ? library.get(other) : undefined;
    return found ? { id: found.id, name: found.name } : null;
  };
  const media = await demoMediaFor(db, [entry.id], viewer);
  return {
    id: entry.id,
    name: entry.name,
    cues: entry.cues,
    mistakes: entry.mistakes,
    safety: entry.safety,
    muscles: entry.muscles.map((muscle) => MUSCLE_LABELS[muscle]),
    equipment: entry.equipment.map((item) => EQUIPMENT_LABELS[item]),
    easier: link(entry.easierId),
    harder: link(entry.harderId),
    media: media.get(entry.id) ?? null,
  };
}
