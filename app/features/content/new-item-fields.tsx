// The start of something new in the coach's content (a recipe, a program): the notice while one
// is being added, and its title with the address made from it, shown before she sends it.
import { useState } from "react";
import { Link } from "react-router";
import { Field } from "~/components/ui/field";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import { slugify } from "./nutrition-fields";

/** "You are adding …" with a link back to it, or the form's own introduction. */
export function AddingNotice({
  adding,
  href,
  children,
}: {
  adding: string | null;
  href: string;
  children: React.ReactNode;
}) {
  if (!adding) return <p className="text-lg">{children}</p>;
  return (
    <p className="text-lg">
      You are adding{" "}
      <Link to={href}>
        "{adding}" <span className="sr-only">(continue)</span>
      </Link>
      . Publish or discard it before you start another.
    </p>
  );
}

/** The title, the optional address, and where the address leads, updated as she types. */
export function TitleAndAddressFields({
  failure,
  name,
  label,
  hint,
  where,
  empty,
}: {
  failure: FormFailure | null;
  /** The address field's name ("id", "slug"). */
  name: string;
  label: string;
  hint: string;
  where: (address: string) => React.ReactNode;
  /** Said before there is a title. */
  empty: string;
}) {
  const [title, setTitle] = useState(typedValue(failure, "title") ?? "");
  const [address, setAddress] = useState(typedValue(failure, name) ?? "");
  const made = address.trim() || slugify(title);
  return (
    <>
      <Field
        label="Title"
        name="title"
        required
        maxLength={120}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={failure?.fieldErrors.title}
      />
      <Field
        label={label}
        name={name}
        maxLength={60}
        value={address}
        onChange={(event) => setAddress(event.currentTarget.value)}
        hint={hint}
        error={failure?.fieldErrors[name]}
      />
      <p className="text-lg" aria-live="polite">
        {made ? where(made) : empty}
      </p>
    </>
  );
}
