import { type ChartSeries, LineChart } from "~/components/ui/line-chart";
import type { ClientRecord } from "../client-record.server";
import { Section } from "./section";

/** Her weight over time, her latest measurements and her progress photos. */
export function BodySection({ body }: { body: ClientRecord["body"] }) {
  const weight: ChartSeries[] = [
    {
      label: `Weight (${body.unit})`,
      points: body.weightSeries.map((point) => ({ x: point.day, y: point.value })),
      tone: "primary",
      dots: body.weightSeries.length <= 24,
    },
    {
      label: "7-day average",
      points: body.averages.map((point) => ({ x: point.day, y: Number(point.value.toFixed(1)) })),
      tone: "muted",
      dashed: true,
    },
  ];
  return (
    <Section id="body">
      {body.metrics.length === 0 ? (
        <p className="text-muted-foreground">No measurements yet.</p>
      ) : (
        <>
          {body.weightSeries.length > 0 && <LineChart title="Weight" unit={body.unit} series={weight} />}
          {/* Scrolls inside its box on a phone rather than widening the page (issue 36). A box that
              scrolls must take keyboard focus to be scrolled without a mouse (WCAG 2.1.1). */}
          <section
            aria-labelledby="client-measurements-caption"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
            tabIndex={0}
            className="max-w-xl overflow-x-auto"
          >
            <table className="w-full border-collapse text-left text-base">
              <caption id="client-measurements-caption" className="pb-2 text-left font-semibold">
                Her latest measurements, newest first
              </caption>
              <thead>
                <tr className="border-b-2 border-border">
                  <th scope="col" className="py-2 pr-3">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Weight
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Waist
                  </th>
                  <th scope="col" className="py-2">
                    Hips
                  </th>
                </tr>
              </thead>
              <tbody>
                {body.metrics.map((row) => (
                  <tr key={row.day} className="border-b border-border">
                    <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap">
                      {row.date}
                    </th>
                    <td className="py-1.5 pr-3 whitespace-nowrap">{row.weight}</td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">{row.waist}</td>
                    <td className="py-1.5 whitespace-nowrap">{row.hips}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      <div className="flex flex-col gap-3">
        <h3 className="font-sans text-xl font-semibold">Progress photos</h3>
        {body.photos.length === 0 ? (
          <p className="text-muted-foreground">No photos.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {body.photos.map((photo) => (
              <li key={photo.id}>
                <figure className="flex flex-col gap-1">
                  <img
                    src={`/progress/photos/${photo.id}`}
                    alt={`${photo.pose} photo, ${photo.date}`}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    className="h-auto w-full rounded-md border border-border"
                  />
                  <figcaption className="text-base capitalize">
                    {photo.pose}, {photo.date}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
