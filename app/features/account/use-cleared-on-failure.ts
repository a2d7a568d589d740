import { useEffect, useRef } from "react";

/**
 * A password field is emptied after every failed submission (the server never echoes it
 * back either); the other fields keep what she typed.
 */
export function useClearedOnFailure(failure: unknown) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (failure && ref.current) ref.current.value = "";
  }, [failure]);
  return ref;
}
