import { useNavigation } from "@remix-run/react";
import { forwardRef, type ReactNode } from "react";
import { Button, type ButtonProps } from "../ui/Button";

type Pending = {
  /** A fetcher's state, for a fetcher form; otherwise the page's navigation decides. */
  fetcherState?: "idle" | "submitting" | "loading";
  /** Without a fetcher: only a submission to this action (path prefix) counts as this button's. */
  action?: string;
  /** What the button says while its form is on its way ("Sending..."). */
  pendingLabel?: ReactNode;
};

/** A submit button that says when its form is on its way, and is not pressed twice meanwhile. */
export const StatusButton = forwardRef<HTMLButtonElement, ButtonProps & Pending>(function StatusButton(
  { fetcherState, action, pendingLabel, children, disabled, ...props },
  ref,
) {
  const navigation = useNavigation();
  // A button that names an intent is pending only when its own intent was sent.
  const sentThis =
    !props.name || props.value === undefined || navigation.formData?.get(props.name) === String(props.value);
  const navigating =
    navigation.state === "submitting" && (!action || Boolean(navigation.formAction?.startsWith(action))) && sentThis;
  const pending = fetcherState ? fetcherState === "submitting" : navigating;
  return (
    <Button ref={ref} disabled={disabled || pending} aria-busy={pending || undefined} {...props}>
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
});
