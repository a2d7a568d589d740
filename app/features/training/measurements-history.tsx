import { Form as RouterForm } from "react-router";
import { Button } from "~/components/ui/button";
import { LineChart } from "~/components/ui/line-chart";
import { longDate, shortDate } from "~/lib/dates";
import { type BodyViewData, lengthWord, measurementCharts } from "./body-display";
import { formatNumber } from "./units";

/** Her measurements over time: the charts, and the table of every day with a Delete each. */
export function MeasurementsHistory({ data }: { data: BodyViewData }) {
  const { metrics, unit } = data;
  const lengthName = lengthWord(data.length);
  if (metrics.length === 0) {
    return (
      <section aria-labelledby="history-heading" className="flex flex-col gap-3">
        <h2 id="history-heading" className="text-2xl">
          Your measurements
        </h2>
        <p className="text-lg">Nothing yet. Your first measurements will start the charts.</p>
      </section>
    );
  }
  const { weightSeries, lengthSeries, hasWeight, hasLengths, goal } = measurementCharts(data);

  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-5">
      <h2 id="history-heading" className="text-2xl">
        Your measurements
      </h2>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-8">
          {hasWeight && <LineChart title="Weight" unit={unit} series={weightSeries} goal={goal} />}
          {hasLengths && <LineChart title="Waist and hips" unit={lengthName} series={lengthSeries} />}
        </div>
        {/* Scrolls when long or narrow; its Delete buttons make it reachable by keyboard. `relative` keeps the
            sr-only labels (absolutely positioned) inside it, or they would widen the page on a phone. */}
        <section aria-labelledby="measurements-caption" className="relative max-h-[36rem] overflow-auto">
          <table className="w-full border-collapse text-left text-base">
            <caption id="measurements-caption" className="pb-2 text-left text-lg font-semibold">
              Your measurements, newest first
            </caption>
            <thead>
              <tr className="border-b-2 border-border">
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Weight ({unit})
                </th>
                <th scope="col" className="py-2 pr-3">
                  7-day average ({unit})
                </th>
                <th scope="col" className="py-2 pr-3">
                  Waist ({lengthName})
                </th>
                <th scope="col" className="py-2 pr-3">
                  Hips ({lengthName})
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...metrics].reverse().map((row) => (
                <tr key={row.day} className="border-b border-border">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {shortDate(row.day)}
                  </th>
                  <MeasurementCell value={row.weight} />
                  <MeasurementCell value={row.average} />
                  <MeasurementCell value={row.waist} />
                  <MeasurementCell value={row.hips} />
                  <td className="py-1">
                    <RouterForm method="post">
                      <input type="hidden" name="intent" value="delete-metrics" />
                      <input type="hidden" name="day" value={row.day} />
                      <Button
                        type="submit"
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete measurements of ${longDate(row.day)}`}
                      >
                        Delete
                      </Button>
                    </RouterForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}

/** One number of the table; a dash, read as "not measured", where she left it out. */
function MeasurementCell({ value }: { value: number | null }) {
  return (
    <td className="py-1 pr-3 tabular-nums">
      {value === null ? (
        <>
          <span aria-hidden="true">–</span>
          <span className="sr-only">not measured</span>
        </>
      ) : (
        formatNumber(value)
      )}
    </td>
  );
}
