import { createContext, useContext } from "react";

// The server renders with the request's nonce; in the browser the value is never needed
// again (browsers hide nonce attributes), so the client renders with an empty string.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
