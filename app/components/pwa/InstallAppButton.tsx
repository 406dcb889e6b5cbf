import { useInstallability } from "./install-prompt-store";

/** The top-bar / drawer "Install App" control: shown only when the browser offers installation. */
export function InstallAppButton({ className = "" }: { className?: string }) {
  const { canInstall, install } = useInstallability();
  if (!canInstall) return null;
  return (
    <button type="button" onClick={() => void install()} className={`rounded-full px-3 py-2 text-sm font-medium text-ink-900 hover:bg-sand-100 ${className}`}>
      Install App
    </button>
  );
}
