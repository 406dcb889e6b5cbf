import { lazy, Suspense, useEffect, useState } from "react";
import { INSTALL_PROMPT_DELAY_MS } from "./install-prompt-store";

const InstallPrompt = lazy(() =>
  import("./InstallPrompt").then(
    (module) => ({ default: module.InstallPrompt }),
    () => ({ default: () => null }),
  ),
);

/** The install card can only show after its 30 s delay: its code loads then, not with the page. */
export function InstallPromptOnDemand() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt delayPassed />
    </Suspense>
  );
}
