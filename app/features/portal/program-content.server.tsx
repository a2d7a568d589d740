// A portal program's content is the same for everyone who may open it: only the header around
// it is personal. It is rendered to HTML once per program and content revision, here, and the
// page sends that HTML instead of the program's structure to render (decision 0041). The access
// check stays in the page's loader, before this is ever read.
import { renderToStaticMarkup } from "react-dom/server";
import type { PortalProgramSlug } from "~/content/portal-programs";
import { getProgram } from "~/content/programs/index.server";
import type { Program } from "~/content/programs/schema";
import { ProgramSession } from "./program-session";

export type RenderedProgram = {
  slug: string;
  title: string;
  summary: string;
  schedule: Program["schedule"];
  tabKind: Program["tabKind"];
  notes: readonly string[];
  progression: readonly string[];
  /** Each session's tab label and badge, and its body as HTML. */
  sessions: readonly { id: string; label: string; badge?: string; html: string }[];
};

// Keyed by the live revision's program object: a publish makes a new object, so an edited
// program is rendered afresh and the old rendering is dropped with the object it came from.
const rendered = new WeakMap<Program, RenderedProgram>();

function render(program: Program): RenderedProgram {
  return {
    slug: program.slug,
    title: program.title,
    summary: program.summary,
    schedule: program.schedule,
    tabKind: program.tabKind,
    notes: program.notes,
    progression: program.progression,
    sessions: program.sessions.map((session) => ({
      id: session.id,
      label: session.label,
      ...(session.badge ? { badge: session.badge } : {}),
      html: renderToStaticMarkup(
        <ProgramSession
          session={session}
          logHref={`/client-portal/${program.slug}/log/${encodeURIComponent(session.id)}`}
        />,
      ),
    })),
  };
}

/** The live revision's program, rendered once and then read from memory. */
export function renderedProgram(slug: PortalProgramSlug): RenderedProgram {
  const program = getProgram(slug);
  let cached = rendered.get(program);
  if (!cached) {
    cached = render(program);
    rendered.set(program, cached);
  }
  return cached;
}
