import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckIcon } from "~/components/ui/icons/check";
import { CloudOffIcon } from "~/components/ui/icons/cloud-off";
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
  const { pathname, search } = useLocation();
  return (
    <>
      <p
        role="status"
        className={`flex items-center gap-2 text-base font-semibold empty:-mt-3 ${line?.tone ?? ""} ${className}`}
      >
        {status?.state === "saved" && line && <CheckIcon aria-hidden="true" className="size-5" />}
        {status?.state === "queued" && <CloudOffIcon aria-hidden="true" className="size-5" />}
        {line?.message}
      </p>
      {status?.state === "signed-out" && (
        // Back to this log once she is in, where what waits on the phone is sent.
        <Button asChild size="lg" className={`min-h-11 justify-self-start self-start ${className}`}>
          <Link to={`/login?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`}>
            Sign in again
          </Link>
        </Button>
      )}
    </>
  );
}
