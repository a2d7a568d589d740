import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
import type { AppointmentAudience, AppointmentPlace } from "~/db/calendar-kinds";
import { MAX_CAPACITY } from "~/features/calendar/calendar-forms";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import { failureFor, SelectField } from "./settings-fields";

// What she offers (issue 40 §1): each appointment type in its own form, folded so the page stays
// short on a phone; the one with a refused change is open, with what she typed.

export type TypeSettings = {
  id: string;
  name: string;
  description: string;
  price: string;
  plans: string[];
  videoUrl: string | null;
  position: number;
  kind: "appointment" | "class";
  minutes: number;
  place: AppointmentPlace;
  capacity: number;
  audience: AppointmentAudience;
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
  cutoffHours: number;
  policyText: string;
  active: boolean;
};

export const AUDIENCE_WORDS: Record<AppointmentAudience, string> = {
  anyone: "Anyone, visitors too",
  clients: "Her clients",
  plan: "Clients on its plan",
  invited: "Only people you invite",
};

const PLAN_WORDS = [
  ["face-to-face", "Face-to-face coaching"],
  ["remote", "Remote coaching"],
  ["premium", "Premium members"],
  ["portal", "Client portal access"],
] as const;

function planChecked(failure: FormFailure | null, type: TypeSettings, plan: string): boolean {
  if (!failure) return type.plans.includes(plan);
  const sent = failure.values.plans;
  return Array.isArray(sent) ? sent.includes(plan) : sent === plan;
}

const PLACES = [
  ["gym", "At the gym"],
  ["online", "Online (video call)"],
] as const;

function NumberField({
  label,
  name,
  value,
  hint,
  failure,
}: {
  label: string;
  name: keyof TypeSettings;
  value: number;
  hint?: string;
  failure: FormFailure | null;
}) {
  return (
    <Field
      label={label}
      name={name}
      type="text"
      inputMode="numeric"
      size={4}
      hint={hint}
      required
      defaultValue={typedValue(failure, name) ?? String(value)}
      error={failure?.fieldErrors[name]}
    />
  );
}

/** A new offer's form starts from these. */
const NEW_TYPE: TypeSettings = {
  id: "",
  name: "",
  description: "",
  price: "",
  plans: [],
  videoUrl: null,
  position: 100,
  kind: "appointment",
  minutes: 60,
  place: "gym",
  capacity: 1,
  audience: "clients",
  bufferMinutes: 0,
  noticeHours: 12,
  horizonDays: 28,
  cutoffHours: 24,
  policyText: "",
  active: true,
};

function TypeForm({
  type,
  failure,
  isNew = false,
}: {
  type: TypeSettings;
  failure: FormFailure | null;
  isNew?: boolean;
}) {
  const typed = (name: keyof TypeSettings, value: string) => typedValue(failure, name) ?? value;
  return (
    <details open={failure !== null} className="rounded-lg border border-border bg-card p-4">
      <summary className="inline-flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 font-semibold">
        {isNew ? "Add an offer" : type.name}
        {!isNew && (
          <span className="font-normal text-muted-foreground">
            {type.minutes} min · {type.place === "gym" ? "gym" : "online"} ·{" "}
            {type.capacity === 1 ? "1 place" : `${type.capacity} places`}
            {type.active ? "" : " · not offered"}
          </span>
        )}
      </summary>
      <Form method="post" className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value={isNew ? "add-type" : "save-type"} />
        <input type="hidden" name="position" value={type.position} />
        {isNew ? (
          <>
            <Field
              label="Short name for its address"
              name="id"
              required
              maxLength={40}
              hint="2 to 40 lower-case letters, digits and dashes, such as morning-stretch."
              defaultValue={typed("id", "")}
              error={failure?.fieldErrors.id}
            />
            <SelectField
              label="Kind"
              name="kind"
              options={[
                ["appointment", "Appointment: times from your hours"],
                ["class", "Class: times you schedule"],
              ]}
              defaultValue={typed("kind", type.kind)}
              error={failure?.fieldErrors.kind}
            />
          </>
        ) : (
          <>
            <input type="hidden" name="id" value={type.id} />
            <input type="hidden" name="kind" value={type.kind} />
          </>
        )}
        <Field
          label="Name"
          name="name"
          required
          maxLength={80}
          defaultValue={typed("name", type.name)}
          error={failure?.fieldErrors.name}
        />
        <TextareaField
          label="What it is"
          name="description"
          maxLength={500}
          rows={2}
          defaultValue={typed("description", type.description)}
          error={failure?.fieldErrors.description}
        />
        <Field
          label="Price as shown"
          name="price"
          maxLength={40}
          hint='For example "Free" or "$50/week".'
          defaultValue={typed("price", type.price)}
          error={failure?.fieldErrors.price}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NumberField
            label="Length (minutes)"
            name="minutes"
            value={type.minutes}
            hint="10 to 240"
            failure={failure}
          />
          <NumberField
            label="Places"
            name="capacity"
            value={type.capacity}
            hint={`1 for 1:1, 2 for partner, up to ${MAX_CAPACITY}`}
            failure={failure}
          />
          <SelectField
            label="Place"
            name="place"
            options={PLACES}
            defaultValue={typed("place", type.place)}
            error={failure?.fieldErrors.place}
          />
          <SelectField
            label="Who may book it"
            name="audience"
            options={Object.entries(AUDIENCE_WORDS)}
            defaultValue={typed("audience", type.audience)}
            error={failure?.fieldErrors.audience}
          />
          <NumberField
            label="Free time after it (minutes)"
            name="bufferMinutes"
            value={type.bufferMinutes}
            failure={failure}
          />
          <NumberField
            label="Least notice (hours)"
            name="noticeHours"
            value={type.noticeHours}
            failure={failure}
          />
          <NumberField
            label="Bookable this many days ahead"
            name="horizonDays"
            value={type.horizonDays}
            failure={failure}
          />
          <NumberField
            label="Cancel or move up to (hours before)"
            name="cutoffHours"
            value={type.cutoffHours}
            failure={failure}
          />
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">
            Plans that may book it (when only clients on its plan may)
          </legend>
          {PLAN_WORDS.map(([plan, words]) => (
            <label key={plan} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="plans"
                value={plan}
                defaultChecked={planChecked(failure, type, plan)}
                className="size-5 accent-primary"
              />
              {words}
            </label>
          ))}
        </fieldset>
        <Field
          label="Video link (online only)"
          name="videoUrl"
          type="url"
          maxLength={500}
          hint="Shown only to people booked, from 15 minutes before the start."
          defaultValue={typed("videoUrl", type.videoUrl ?? "")}
          error={failure?.fieldErrors.videoUrl}
        />
        <TextareaField
          label="Cancellation policy"
          name="policyText"
          maxLength={1000}
          rows={3}
          hint="Shown when she books, and when it is too late to cancel."
          defaultValue={typed("policyText", type.policyText)}
          error={failure?.fieldErrors.policyText}
        />
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="active"
            defaultChecked={failure ? failure.values.active === "on" : type.active}
            className="size-5 accent-primary"
          />
          Offered: people can book it
        </label>
        <Button type="submit" className="self-start">
          {isNew ? "Add this offer" : `Save ${type.name}`}
        </Button>
      </Form>
    </details>
  );
}

export function TypesSection({
  types,
  failure,
}: {
  types: readonly TypeSettings[];
  failure: FormFailure | null;
}) {
  return (
    <section aria-labelledby="types-heading" className="flex flex-col gap-3">
      <h3 id="types-heading" className="text-xl">
        What you offer
      </h3>
      {types.length === 0 ? (
        <p className="text-muted-foreground">No offers yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {types.map((type) => (
            <li key={type.id}>
              <TypeForm
                type={type}
                failure={failureFor(failure, "save-type", { key: "id", value: type.id })}
              />
            </li>
          ))}
        </ul>
      )}
      <TypeForm type={NEW_TYPE} failure={failureFor(failure, "add-type")} isNew />
    </section>
  );
}
