import { Button } from "~/components/ui/button";
import { DownloadIcon } from "~/components/ui/icons/download";
import { FunctionTestsCard } from "~/features/function-tests/progress-card";
import { ProgressSymptoms } from "~/features/symptoms/symptoms-beside-training";
import { formatLongDay } from "~/lib/dates";
import { type FormFailure, formFailureOf } from "~/lib/form-failure";
import type { ProgressViewData, SettingsSaved } from "./progress-display";
import {
  BodyCard,
  ExerciseSection,
  FirstSessionInvitation,
  RecordsSection,
  SessionsSection,
} from "./progress-sections";
import { SettingsSection, YourData } from "./progress-settings-form";

// Her progress page (issue 17 part 3). Server-rendered throughout: the heatmap and charts are
// SVG with their numbers in tables beside them, the exercise picker is a GET form, and the
// settings a plain POST form, so all of it works, reads and prints without JavaScript.

type Result = SettingsSaved | FormFailure | undefined;

export function ProgressView({ data, result }: { data: ProgressViewData; result: Result }) {
  const failure = formFailureOf(result);
  const done = result && "done" in result ? result : null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-8 md:py-12 print:gap-8 print:py-0">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-semibold text-secondary-foreground">{formatLongDay(data.today)}</p>
          <h1 className="text-3xl md:text-4xl">Your progress</h1>
          <p className="max-w-2xl text-lg">
            Every session you finish shows up here: how often you train, how your lifts are growing, and your
            best days.
          </p>
        </div>
        {data.finished > 0 && (
          <Button asChild variant="outline" size="lg" className="self-start md:self-auto print:hidden">
            <a href="/progress/pdf">
              <DownloadIcon aria-hidden="true" />
              Download PDF
            </a>
          </Button>
        )}
      </header>

      {data.newRecords.length > 0 && (
        <section
          aria-labelledby="new-record"
          className="flex flex-col gap-2 rounded-xl bg-secondary p-5 text-secondary-foreground"
        >
          <h2 id="new-record" className="font-sans text-2xl font-semibold">
            New record!
          </h2>
          <ul className="flex flex-col gap-1 text-lg">
            {data.newRecords.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}

      {data.finished === 0 ? (
        <FirstSessionInvitation />
      ) : (
        <>
          <SessionsSection data={data} />
          <ExerciseSection data={data} />
          <RecordsSection records={data.records} />
        </>
      )}

      <ProgressSymptoms symptoms={data.symptoms} />
      <BodyCard />
      <FunctionTestsCard summary={data.functionTests} />
      <SettingsSection data={data} failure={failure} done={done} />
      <YourData downloads={data.downloads ?? []} />
    </div>
  );
}
