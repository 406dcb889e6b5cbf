import { forwardRef, type ReactNode } from "react";
import type { ButtonProps } from "../ui/Button";
import { StatusButton } from "./StatusButton";

/** A submit button that names which of its form's intents it sends (`name="intent"`), read with readIntent. */
export const IntentButton = forwardRef<
  HTMLButtonElement,
  Omit<ButtonProps, "name" | "value"> & {
    intent: string;
    fetcherState?: "idle" | "submitting" | "loading";
    action?: string;
    pendingLabel?: ReactNode;
  }
>(function IntentButton({ intent, ...props }, ref) {
  return <StatusButton ref={ref} name="intent" value={intent} {...props} />;
});
