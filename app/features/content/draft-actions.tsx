import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** "Save draft" and "Publish": the two ways every content editor's form is sent. */
export function DraftButtons({ busy, className }: { busy: boolean; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
        Save draft
      </Button>
      <Button type="submit" name="intent" value="publish" disabled={busy}>
        Publish
      </Button>
    </div>
  );
}

/**
 * Throws the draft away, shown only while there is one. For something new ("this new recipe")
 * the draft is all there is, so the button says so.
 */
export function DiscardDraft({
  draftSavedAt,
  isNew,
  what,
  busy,
}: {
  draftSavedAt: unknown;
  isNew: boolean;
  /** "recipe", "program", "exercise". */
  what: string;
  busy: boolean;
}) {
  if (!draftSavedAt) return null;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="discard" />
      <Button type="submit" variant="ghost" disabled={busy}>
        {isNew ? `Discard this new ${what}` : "Discard the draft"}
      </Button>
    </Form>
  );
}
