import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appointmentTypes, bookings, members } from "~/db/schema";
import { formatLongDay, localDay } from "~/lib/dates";
import { clockTime, STATUS_WORDS } from "./calendar-view";

// Consultation bookings in the coach's Leads (issue 40 §3): everyone who booked an offer open to
// anyone (the free consultation), newest booking first, with her details and her note.

export type ConsultationLead = {
  id: string;
  who: string;
  email: string;
  phone: string;
  when: string;
  status: string;
  note: string;
  memberId: string | null;
};

export async function consultationLeads(
  db: Database,
  { zone, limit }: { zone: string; limit: number },
): Promise<ConsultationLead[]> {
  const rows = await db
    .select({ booking: bookings, typeName: appointmentTypes.name, name: members.name, email: members.email })
    .from(bookings)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, bookings.typeId))
    .leftJoin(members, eq(members.id, bookings.memberId))
    .where(eq(appointmentTypes.audience, "anyone"))
    .orderBy(desc(bookings.createdAt))
    .limit(limit);
  return rows.map(({ booking, typeName, name, email }) => ({
    id: booking.id,
    who: name ?? booking.visitorName ?? "Visitor",
    email: email ?? booking.visitorEmail ?? "",
    phone: booking.visitorPhone ?? "",
    when: `${typeName}, ${formatLongDay(localDay(booking.startsAt, zone))} at ${clockTime(booking.startsAt, zone)}`,
    status: STATUS_WORDS[booking.status],
    note: booking.note,
    memberId: booking.memberId,
  }));
}
