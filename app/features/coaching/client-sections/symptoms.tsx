import { SymptomsBesideTraining } from "~/features/symptoms/symptoms-beside-training";
import type { ClientRecord } from "../client-record.server";
import { Section } from "./section";

/**
 * Her symptoms beside her training, by week (issue 39 §2): health data, read in the record's
 * transaction, so the coach's view is audited with the rest of it.
 */
export function SymptomsSection({ symptoms }: { symptoms: ClientRecord["symptoms"] }) {
  return (
    <Section id="symptoms">
      {symptoms.any ? (
        <SymptomsBesideTraining weeks={symptoms.weeks} whose="her" headingId="symptoms-heading" />
      ) : (
        <p className="text-muted-foreground">No symptom answers yet: before sessions or in her check-ins.</p>
      )}
    </Section>
  );
}
