// The shop's button looks, shared by <Button> and by links styled as buttons
// ("Browse Products", "Continue to Checkout"). Every clickable that looks like
// a button takes its classes from here, so focus rings and contrast stay one.

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger" | "danger-outline" | "link";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-medium transition " +
  "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600 " +
  "disabled:cursor-not-allowed disabled:opacity-70";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-clay-700 text-white hover:bg-clay-600",
  secondary: "bg-ink-900 text-sand-50 hover:bg-ink-700",
  outline: "bg-transparent text-clay-700 ring-1 ring-clay-600 hover:bg-sand-100",
  ghost: "bg-transparent text-ink-900 ring-1 ring-sand-300 hover:bg-sand-100",
  // The danger tone flips in dark (Tailwind's red does not), so its text keeps 4.5:1 in both themes.
  danger: "bg-danger text-on-danger hover:bg-danger/90",
  "danger-outline": "bg-transparent text-danger ring-1 ring-danger hover:bg-sand-100",
  link: "rounded-none px-0 py-0 text-clay-700 underline-offset-4 hover:underline",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-5 py-2",
  lg: "px-6 py-3",
};

export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string };

/** The class string for a button look; `className` adds layout (margins, widths), never colours. */
export function buttonClass({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className = "",
}: ButtonLook = {}): string {
  const sizing = variant === "link" ? "" : sizes[size];
  return [base, variants[variant], sizing, fullWidth ? "w-full" : "", className].filter(Boolean).join(" ");
}
