import { data } from "react-router";
import { EQUIPMENT_LABELS, MUSCLE_LABELS } from "~/content/exercises/schema";
import { type DemoMedia, demoMediaFor } from "~/features/media/exercise-media.server";
import { getAppContext } from "~/lib/app-context.server";
import { type GuardArgs, requireDemoViewer } from "~/lib/auth.server";
import { liveLibrary } from "./library.server";

// One exercise as she sees it (issue 38 §3, decision 0060): the page /exercises/:id and the demo
// sheet that mirrors it. The clip or pictures this viewer may see, the cues and safety notes as
// text, and the easier and harder variations, each its own page.

export type DemoLink = { id: string; name: string };

export type DemoPage = {
  id: string;
  name: string;
  cues: string[];
  mistakes: string[];
  safety: string[];
  muscles: string[];
  equipment: string[];
  easier: DemoLink | null;
  harder: DemoLink | null;
  media: DemoMedia | null;
};

/** The loader of /exercises/:id: members and portal clients; an unknown id is a 404. */
export async function loadDemoPage(args: GuardArgs & { params: { id?: string } }): Promise<DemoPage> {
  const viewer = await requireDemoViewer(args);
  const library = liveLibrary();
  const entry = library.get(args.params.id ?? "");
  if (!entry) throw data(null, { status: 404 });
  const link = (id: string | undefined): DemoLink | null => {
    const other = id ? library.get(id) : undefined;
    return other ? { id: other.id, name: other.name } : null;
  };
  const { db } = getAppContext(args.context).database;
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
