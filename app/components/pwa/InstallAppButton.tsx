import { useInstallability } from "./install-prompt-store";

/**
 * The top-bar / drawer "Install App" control: shown only when the browser
 * offers installation. `listItem` wraps it in an <li> for menus, so an
 * uninstallable browser leaves no empty list item behind.
 */
export function InstallAppButton({ className = "", listItem = false }: { className?: string; listItem?: boolean }) {
  const { canInstall, install } = useInstallability();
  if (!canInstall) return null;
  const button = (
    <button
      type="button"
      onClick={() => void install()}
      className={`rounded-full px-3 py-2 text-sm font-medium text-ink-900 hover:bg-sand-100 ${className}`}
    >
      Install App
    </button>
  );
  return listItem ? <li>{button}</li> : button;
}
