import { useEffect, useState } from "react";

/**
 * Her browser's time zone, sent with every dashboard and questionnaire form so the server
 * counts days where she lives. Empty until hydration; the server then keeps the last zone.
 */
export function TimeZoneInput() {
  const [zone, setZone] = useState("");
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ""), []);
  // `data-time-zone`: a page sent without React has it filled by its script (decision 0068).
  return <input type="hidden" name="timeZone" value={zone} data-time-zone />;
}
