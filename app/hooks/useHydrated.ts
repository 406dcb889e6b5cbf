import { useEffect, useState } from "react";

/** False on the server and the first client render, true after hydration (no mismatch). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
