import { Link } from "react-router";
import { EmailAddress } from "~/components/ui/email-address";
import { CoachTable, cellClass } from "~/features/coach/coach-table";
import type { ConsultationLead } from "./consultations.server";

// The free consultations booked, first on the coach's Leads (issue 40 §3).

export function ConsultationsTable({ consultations }: { consultations: readonly ConsultationLead[] }) {
  return (
    <section aria-labelledby="consultation-leads" className="flex flex-col gap-3">
      <h3 id="consultation-leads" className="text-xl">
        Consultations booked ({consultations.length})
      </h3>
      <p className="text-muted-foreground">Everyone who booked the free consultation, newest first.</p>
      <CoachTable
        caption="Consultations booked"
        headers={["Who", "When", "Status", "Her note"]}
        rowCount={consultations.length}
        empty="No consultations booked yet. They appear here as visitors book one from Work with Me."
      >
        {consultations.map((row) => (
          <tr key={row.id}>
            <td className={cellClass}>
              <span className="font-semibold">
                {row.memberId ? <Link to={`/coach/clients/${row.memberId}`}>{row.who}</Link> : row.who}
              </span>
              {row.email && (
                <span className="block">
                  <EmailAddress email={row.email} />
                </span>
              )}
              {row.phone && <span className="block">{row.phone}</span>}
            </td>
            <td className={cellClass}>{row.when}</td>
            <td className={cellClass}>{row.status}</td>
            <td className={cellClass}>{row.note}</td>
          </tr>
        ))}
      </CoachTable>
    </section>
  );
}
