import { useNavigation, useSearchParams } from "react-router";

/**
 * What the sign-in and sign-up forms share: where she is heading after (`redirectTo`, carried
 * to the other form too) and whether this form is being sent.
 */
export function useAuthForm(action: "/login" | "/signup") {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  return {
    redirectTo,
    busy: navigation.state !== "idle" && navigation.formAction?.startsWith(action) === true,
    /** The other form's address, keeping `redirectTo`. */
    hrefTo: (path: "/login" | "/signup" | "/login/code") =>
      redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path,
  };
}
