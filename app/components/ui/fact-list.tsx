/** Short facts as chips ("2 sessions a week", "Serves 2"), read as one list. */
export function FactList({ facts }: { facts: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="At a glance">
      {facts.map((fact) => (
        <li key={fact} className="rounded-md bg-muted px-3 py-1 text-base">
          {fact}
        </li>
      ))}
    </ul>
  );
}
