// Reading and writing a program as she typed it at a field path, shared by the editor's form,
// its action and its structural buttons. Client-safe: the form reads values with it too.
import type { FieldPath } from "./form-paths";
import { isShape, type Shape } from "./program-fields";

/** The value at `path` inside `root`, or undefined where the path leads nowhere. */
export function valueAt(root: unknown, path: FieldPath): unknown {
  let value = root;
  for (const segment of path)
    value = isShape(value) || Array.isArray(value) ? (value as Shape)[segment] : undefined;
  return value;
}

/** Sets the value at `path`, where its parent exists; a path that leads nowhere changes nothing. */
export function setAt(root: unknown, path: FieldPath, value: unknown): void {
  const parent = valueAt(root, path.slice(0, -1));
  if (isShape(parent) || Array.isArray(parent)) (parent as Shape)[String(path.at(-1))] = value;
}
