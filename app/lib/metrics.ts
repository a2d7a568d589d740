// Counters and gauges an operator scrapes from /metrics (issue 37 §3), in Prometheus's text
// format, without a dependency: a few maps in this process. Framework-free, so a feature (the
// webhook, the outboxes) counts what it refuses or fails where it happens. Every instance keeps
// its own numbers; Prometheus adds them up across instances.

type Labels = Record<string, string>;

const escapeLabel = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const labelText = (labels: Labels) => {
  const entries = Object.entries(labels);
  return entries.length === 0
    ? ""
    : `{${entries.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(",")}}`;
};

type Family = { name: string; help: string; type: "counter" | "gauge" | "histogram"; lines: () => string[] };
const families = new Map<string, Family>();

/** A number that only goes up, per set of labels. */
export function counter(name: string, help: string) {
  const values = new Map<string, number>();
  families.set(name, {
    name,
    help,
    type: "counter",
    lines: () => [...values].map(([labels, value]) => `${name}${labels} ${value}`),
  });
  return {
    inc(labels: Labels = {}, by = 1) {
      const key = labelText(labels);
      values.set(key, (values.get(key) ?? 0) + by);
    },
  };
}

/** Request durations in seconds, in the usual buckets, per set of labels. */
export function histogram(
  name: string,
  help: string,
  buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
) {
  const series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  families.set(name, {
    name,
    help,
    type: "histogram",
    lines: () =>
      [...series.values()].flatMap(({ labels, counts, sum, count }) => [
        ...buckets.map(
          (bound, index) => `${name}_bucket${labelText({ ...labels, le: String(bound) })} ${counts[index]}`,
        ),
        `${name}_bucket${labelText({ ...labels, le: "+Inf" })} ${count}`,
        `${name}_sum${labelText(labels)} ${sum}`,
        `${name}_count${labelText(labels)} ${count}`,
      ]),
  });
  return {
    observe(labels: Labels, seconds: number) {
      const key = labelText(labels);
      let entry = series.get(key);
      if (!entry) {
        entry = { labels, counts: buckets.map(() => 0), sum: 0, count: 0 };
        series.set(key, entry);
      }
      entry.count += 1;
      entry.sum += seconds;
      buckets.forEach((bound, index) => {
        if (seconds <= bound && entry) entry.counts[index] = (entry.counts[index] ?? 0) + 1;
      });
    },
  };
}

/** A value read when scraped: set by the code that knows it. */
export function gauge(name: string, help: string) {
  const values = new Map<string, number>();
  families.set(name, {
    name,
    help,
    type: "gauge",
    lines: () => [...values].map(([labels, value]) => `${name}${labels} ${value}`),
  });
  return {
    set(value: number, labels: Labels = {}) {
      values.set(labelText(labels), value);
    },
  };
}

/** Every family, in Prometheus's text format (version 0.0.4). */
export function renderMetrics(): string {
  return `${[...families.values()]
    .flatMap((family) => [
      `# HELP ${family.name} ${family.help}`,
      `# TYPE ${family.name} ${family.type}`,
      ...family.lines(),
    ])
    .join("\n")}\n`;
}

// What the features count where it happens.
export const webhookRejections = counter(
  "wb50_webhook_rejected_total",
  "Payment webhook requests refused (bad signature, stale or malformed), by reason.",
);
export const deliveryFailures = counter(
  "wb50_delivery_failures_total",
  "Email and push deliveries that failed (each attempt), by channel.",
);
