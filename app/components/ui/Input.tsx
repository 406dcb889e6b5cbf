import {
  forwardRef,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

// One look for every text control: readable in both themes, a visible focus ring, red when `aria-invalid`.
export const controlClass =
  "mt-1 block w-full rounded-xl border border-sand-300 bg-white px-3 py-2 text-ink-900 " +
  "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-clay-600 " +
  "aria-[invalid=true]:border-red-700 disabled:opacity-70";

const withClass = (extra?: string) => (extra ? `${controlClass} ${extra}` : controlClass);

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={withClass(className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={withClass(className)} {...props} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={withClass(className)} {...props} />;
});

export function Label({ className, htmlFor, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label htmlFor={htmlFor} className={`block font-medium text-ink-900 ${className ?? ""}`.trim()} {...props} />;
}
