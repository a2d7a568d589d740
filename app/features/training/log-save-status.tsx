import { CheckIcon, CloudOffIcon } from "lucide-react";
import { saveStatusLine } from "./log-form-state";
import type { ItemStatus } from "./set-sender";

/** Whether a change reached the server; a live region that is always there, so each change is announced. */
export function SaveStatus({
  status,
  quiet = false,
  className = "",
}: {
  status: ItemStatus | null;
  quiet?: boolean;
  className?: string;
}) {
  const line = saveStatusLine(status, quiet);
  return (
    <p
      role="status"
      className={`flex items-center gap-2 text-base font-semibold empty:-mt-3 ${line?.tone ?? ""} ${className}`}
    >
      {status?.state === "saved" && line && <CheckIcon aria-hidden="true" className="size-5" />}
      {status?.state === "queued" && <CloudOffIcon aria-hidden="true" className="size-5" />}
      {line?.message}
    </p>
  );
}
