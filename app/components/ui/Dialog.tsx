import { useId, useRef, type ReactNode } from "react";
import { useDialogFocus } from "../../hooks/useDialogFocus";
import { Icon } from "./Icon";

/**
 * A modal dialog (JavaScript only: whatever opens it must also work as a link or a page without it).
 * Focus handling is the quick view's and the cart drawer's: in on open, trapped, Escape closes, back on close.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel = "Close",
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  className?: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(panel, open, onClose);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-scrim/60" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[
          "relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-3xl bg-sand-50 p-5 shadow-2xl sm:p-6",
          className,
        ]
          .filter(Boolean)
          .join(" ")}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl text-ink-900">
            {title}
          </h2>
          <CloseButton label={closeLabel} onClick={onClose} />
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}

/** A panel that slides in from the right, with the same focus handling as Dialog. */
export function Drawer({
  open,
  onClose,
  title,
  titleId: givenTitleId,
  children,
  footer,
  closeLabel = "Close",
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  titleId?: string;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const generatedId = useId();
  const titleId = givenTitleId ?? generatedId;
  useDialogFocus(panel, open, onClose);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50">
      <style>
        {"@keyframes drawer-fade-in{from{opacity:0}}@keyframes drawer-slide-in{from{transform:translateX(100%)}}"}
      </style>
      <div
        className="absolute inset-0 bg-scrim/50 motion-safe:animate-[drawer-fade-in_150ms_ease-out]"
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-sand-50 shadow-2xl motion-safe:animate-[drawer-slide-in_200ms_ease-out]"
      >
        <header className="flex items-center justify-between border-b border-sand-200 px-5 py-4">
          <h2 id={titleId} className="text-2xl text-ink-900">
            {title}
          </h2>
          <CloseButton label={closeLabel} onClick={onClose} />
        </header>
        <div className="flex-1 overflow-y-auto px-5">{children}</div>
        {footer ? <div className="border-t border-sand-200 p-4">{footer}</div> : null}
      </div>
    </div>
  );
}

function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-autofocus
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-sand-100"
      aria-label={label}
    >
      <Icon name="close" className="h-5 w-5" />
    </button>
  );
}
