import type { GroceryList } from "~/content/nutrition/schema";

export function GroceryListView({ list }: { list: GroceryList }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg">{list.summary}</p>
      <div className="grid gap-6 md:grid-cols-3">
        {list.sections.map((section, index) => (
          <section key={section.name} aria-labelledby={`${list.id}-section-${index}`}>
            <h3 id={`${list.id}-section-${index}`} className="font-sans text-xl font-semibold">
              {section.name}
            </h3>
            <ul className="mt-2 list-disc pl-6 text-lg">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
