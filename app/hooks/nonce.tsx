// The per-request CSP nonce for inline and first-party scripts. Set on the
// server around <RemixServer>; in the browser it is "" (browsers hide nonces
// from the DOM, and scripts added after hydration need none).
import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
