import { Fragment } from "react";

/**
 * An email address that wraps where an address can: after "@" and after each "." (a <wbr> at
 * each), never in the middle of a word unless one word alone is wider than its column. In a
 * table the column is then as wide as the longest piece, not the whole address (issue 36,
 * decision 0052). Copying it copies the address whole: <wbr> adds no character.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const pieces = email.split(/(?<=[@.])/);
  let offset = 0;
  return (
    <span className={className}>
      {pieces.map((piece) => {
        const at = offset;
        offset += piece.length;
        return (
          <Fragment key={at}>
            {at > 0 && <wbr />}
            {piece}
          </Fragment>
        );
      })}
    </span>
  );
}
