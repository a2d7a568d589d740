import { Button } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
import { ArrowDownIcon } from "~/components/ui/icons/arrow-down";
import { ArrowUpIcon } from "~/components/ui/icons/arrow-up";
import { PlusIcon } from "~/components/ui/icons/plus";
import { Trash2Icon } from "~/components/ui/icons/trash";
import { SELECT_CLASS } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import {
  EDITABLE_LIST_MAX,
  type EditorPart,
  type FieldSpec,
  fieldName,
  type GroupSpec,
  type ListSpec,
  type SiteSection,
  textAt,
  valueAt,
} from "./site-fields";

// The site settings form's fieldsets, drawn from the field table in site-fields.ts. Plain
// controls and submit buttons: the whole form works without JavaScript (decision 0026).

type Values = { site: unknown; marketing: unknown };

/** The library entries with a public clip, for the mobility reel's list (issue 38). */
export type ClipChoice = { id: string; name: string };

type PartProps = {
  values: Values;
  errors: Record<string, string>;
  busy: boolean;
  clipChoices?: readonly ClipChoice[];
};

const INPUT_TYPES = {
  text: "text",
  date: "date",
  url: "url",
  email: "email",
  // Text rather than "number": what she typed reaches the server, whose schema names a mistake.
  number: "text",
} as const;

function Control({
  spec,
  section,
  root,
  prefix,
  errors,
  clipChoices = [],
}: {
  spec: FieldSpec;
  section: SiteSection;
  root: unknown;
  prefix: readonly (string | number)[];
  errors: Record<string, string>;
  clipChoices?: readonly ClipChoice[];
}) {
  const path = [...prefix, ...spec.path];
  const name = fieldName(section, path);
  const value = textAt(root, path);
  const common = { label: spec.label, hint: spec.hint, name, defaultValue: value, error: errors[name] };
  // Longer texts take the whole width of a wide screen; short fields sit two to a row.
  const wide = "md:col-span-full";
  switch (spec.kind) {
    case "textarea":
      return <TextareaField {...common} rows={3} className={wide} />;
    case "markdown":
      return <TextareaField {...common} rows={14} className={wide} />;
    case "lines":
      return <TextareaField {...common} rows={Math.max(3, value.split("\n").length + 1)} className={wide} />;
    case "library-clip":
      return <ClipSelect {...common} choices={clipChoices} />;
    default:
      return (
        <Field
          {...common}
          type={INPUT_TYPES[spec.kind]}
          inputMode={spec.kind === "number" ? "decimal" : undefined}
          autoComplete="off"
        />
      );
  }
}

function ClipSelect({
  label,
  hint,
  name,
  defaultValue,
  error,
  choices,
}: {
  label: string;
  hint?: string;
  name: string;
  defaultValue: string;
  error?: string;
  choices: readonly ClipChoice[];
}) {
  const id = `field-${name.replaceAll(".", "-")}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  // A choice whose clip has gone (removed, or no longer public) stays listed so saving keeps it.
  const listed = choices.some((choice) => choice.id === defaultValue) || defaultValue === "";
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        className={SELECT_CLASS}
      >
        <option value="">No clip yet</option>
        {listed ? null : <option value={defaultValue}>{defaultValue} (no public clip now)</option>}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A problem the schema names on a whole object or list, shown on its fieldset. */
function GroupError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-base font-semibold text-destructive md:col-span-full">
      {message}
    </p>
  );
}

const fieldsetClass = "grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm md:grid-cols-2";
/** Hints, problems and buttons across the fieldset's two columns. */
const across = "md:col-span-full";
const legendClass = "px-1 text-xl font-semibold";

function Group({ part, values, errors, clipChoices }: PartProps & { part: GroupSpec }) {
  const groupError = (part.groupPaths ?? [])
    .map((path) => errors[fieldName(part.section, path)])
    .find(Boolean);
  const errorId = `${part.id}-error`;
  return (
    <fieldset
      id={part.id}
      className={cn(fieldsetClass, part.threeColumns && "md:grid-cols-3")}
      aria-describedby={groupError ? errorId : undefined}
    >
      <legend className={legendClass}>{part.legend}</legend>
      {part.hint ? <p className={`${across} text-muted-foreground`}>{part.hint}</p> : null}
      <GroupError id={errorId} message={groupError} />
      {part.fields.map((spec) => {
        const section = spec.section ?? part.section;
        return (
          <Control
            key={fieldName(section, spec.path)}
            spec={spec}
            section={section}
            root={values[section]}
            prefix={[]}
            errors={errors}
            clipChoices={clipChoices}
          />
        );
      })}
    </fieldset>
  );
}

function List({ part, values, errors, busy }: PartProps & { part: ListSpec }) {
  const root = values[part.section];
  const raw = valueAt(root, part.path);
  const items: unknown[] = Array.isArray(raw) ? raw : [];
  const listName = fieldName(part.section, part.path);
  const errorId = `${part.id}-error`;
  const at = (index: number) => `${part.path.join(".")}.${index}`;
  return (
    <fieldset
      id={part.id}
      className={fieldsetClass}
      aria-describedby={errors[listName] ? errorId : undefined}
    >
      <legend className={legendClass}>{part.legend}</legend>
      {part.hint ? <p className={`${across} text-muted-foreground`}>{part.hint}</p> : null}
      <GroupError id={errorId} message={errors[listName]} />
      {items.map((item, index) => {
        const legend = part.itemLegend(index, item);
        const itemError = errors[fieldName(part.section, [...part.path, index])];
        const itemErrorId = `${part.id}-${index}-error`;
        return (
          <fieldset
            // The index is the item's identity here: fields are named by position.
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own.
            key={index}
            className={`${across} grid gap-4 rounded-lg border border-border p-4 md:grid-cols-2`}
            aria-describedby={itemError ? itemErrorId : undefined}
          >
            <legend className="px-1 text-lg font-semibold">{legend}</legend>
            <GroupError id={itemErrorId} message={itemError} />
            {part.fields.map((spec) => (
              <Control
                key={spec.path.join(".")}
                spec={spec}
                section={part.section}
                root={root}
                prefix={[...part.path, index]}
                errors={errors}
              />
            ))}
            {part.editable ? (
              <div className={`${across} flex flex-wrap gap-2`}>
                {index > 0 ? (
                  <Button
                    type="submit"
                    name="intent"
                    value={`up:${at(index)}`}
                    variant="outline"
                    disabled={busy}
                  >
                    <ArrowUpIcon aria-hidden="true" />
                    Move up<span className="sr-only">: {legend}</span>
                  </Button>
                ) : null}
                {index < items.length - 1 ? (
                  <Button
                    type="submit"
                    name="intent"
                    value={`down:${at(index)}`}
                    variant="outline"
                    disabled={busy}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                    Move down<span className="sr-only">: {legend}</span>
                  </Button>
                ) : null}
                {items.length > 1 ? (
                  <Button
                    type="submit"
                    name="intent"
                    value={`remove:${at(index)}`}
                    variant="ghost"
                    disabled={busy}
                  >
                    <Trash2Icon aria-hidden="true" />
                    Remove<span className="sr-only">: {legend}</span>
                  </Button>
                ) : null}
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {part.editable && items.length < EDITABLE_LIST_MAX ? (
        <Button
          type="submit"
          name="intent"
          value={`add:${part.path.join(".")}`}
          variant="outline"
          className={`${across} justify-self-start`}
          disabled={busy}
        >
          <PlusIcon aria-hidden="true" />
          Add a testimonial<span className="sr-only"> to {part.legend}</span>
        </Button>
      ) : null}
    </fieldset>
  );
}

export function EditorParts({ parts, ...props }: PartProps & { parts: EditorPart[] }) {
  return parts.map((part) =>
    part.type === "group" ? (
      <Group key={part.id} part={part} {...props} />
    ) : (
      <List key={part.id} part={part} {...props} />
    ),
  );
}

/** Every problem in one list at the top, each with the label of the field it is about. */
export function ProblemSummary({
  errors,
  labels,
  id,
}: {
  errors: Record<string, string>;
  labels: Map<string, string>;
  id: string;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div id={id} role="alert" className="rounded-md border-2 border-destructive bg-destructive/5 p-4">
      <p className="font-semibold text-destructive">
        {entries.length === 1 ? "One thing needs fixing" : `${entries.length} things need fixing`} before you
        can publish:
      </p>
      <ul className="mt-2 list-disc pl-6 text-lg">
        {entries.map(([name, message]) => (
          <li key={name}>
            <span className="font-semibold">{labels.get(name) ?? name}</span>: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
