import { editableFields } from "~/features/content/program-editor.server";
import { fieldText, programName, type Shape } from "~/features/content/program-fields";

/** Every field the program editor shows, filled as the page fills it: what a browser sends back. */
export function programFormFor(program: Shape, changes: Record<string, string> = {}): Record<string, string> {
  const { texts, numbers, lists } = editableFields(program);
  const fields: Record<string, string> = {};
  for (const path of [...texts, ...numbers, ...lists]) {
    let value: unknown = program;
    for (const segment of path) value = (value as Record<string | number, unknown> | undefined)?.[segment];
    fields[programName(path)] = fieldText(value);
  }
  return { ...fields, ...changes };
}
