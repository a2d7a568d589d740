import { useEffect, useState } from "react";

/**
 * Her browser's time zone, sent with every dashboard and questionnaire form so the server
 * counts days where she lives. Empty until hydration; the server then keeps the last zone.
 */
export function TimeZoneInput() {
  const [zone, setZone] = useState("");
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ""), []);
  return <input type="hidden" name="timeZone" value={zone} />;
}
