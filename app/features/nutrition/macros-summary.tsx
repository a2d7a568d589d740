import type { Macros } from "~/content/nutrition/schema";

const number = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

/** Energy and macronutrients as a short definition list, for a day or a serving. */
export function MacrosSummary({ macros, label }: { macros: Macros; label: string }) {
  const rows: [string, string][] = [
    ["Energy", `${number.format(macros.kcal)} kcal`],
    ["Protein", `${number.format(macros.protein)} g`],
    ["Carbs", `${number.format(macros.carbs)} g`],
    ["Fat", `${number.format(macros.fat)} g`],
    ["Fibre", `${number.format(macros.fibre)} g`],
  ];
  return (
    <div className="rounded-lg bg-accent/60 p-4">
      <p className="font-semibold">{label}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-5">
        {rows.map(([name, value]) => (
          <div key={name} className="flex flex-col">
            <dt className="text-base text-muted-foreground">{name}</dt>
            <dd className="m-0 text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
