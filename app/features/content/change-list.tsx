// A revision's changes as the coach reads them (issue 36 §6): each labelled in plain words, the
// changed words of a text marked as inserted or deleted (announced as such, not by colour alone).
import { changeLabel } from "./change-labels";
import { wordDiff } from "./word-diff";

export type ShownChange = { path: string; before: string; after: string };

function ChangedWords({ before, after }: { before: string; after: string }) {
  if (!before) return <ins className="rounded bg-accent px-1 no-underline">{after}</ins>;
  if (!after)
    return (
      <>
        <del className="rounded bg-muted px-1">{before}</del>{" "}
        <span className="text-muted-foreground">(now empty)</span>
      </>
    );
  return (
    <>
      {wordDiff(before, after).map((part, index, parts) =>
        part.kind === "same" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
          <span key={index}>{part.text}</span>
        ) : part.kind === "added" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
          <ins key={index} className="rounded bg-accent px-0.5 font-semibold underline decoration-2">
            <span className="sr-only">[added: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
          <del key={index} className="rounded bg-muted px-0.5 text-muted-foreground line-through">
            <span className="sr-only">[removed: </span>
            {part.text}
            <span className="sr-only">]</span>
            {/* A replaced word and its replacement do not run together ("61 50", not "6150"). */}
            {parts[index + 1]?.kind === "added" && !/\s$/.test(part.text) ? " " : null}
          </del>
        ),
      )}
    </>
  );
}

export function ChangeList({ changes, more = 0 }: { changes: ShownChange[]; more?: number }) {
  return (
    <ul className="mt-2 flex flex-col gap-3">
      {changes.map((change) => (
        <li key={change.path} className="text-lg">
          <span className="block font-semibold">{changeLabel(change.path)}</span>
          <span className="mt-1 block rounded-md border border-border bg-background p-2 whitespace-pre-line break-words">
            <ChangedWords before={change.before} after={change.after} />
          </span>
        </li>
      ))}
      {more > 0 ? <li>…and {more} more.</li> : null}
    </ul>
  );
}
