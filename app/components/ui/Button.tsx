import { forwardRef, type ButtonHTMLAttributes } from "react";
import { buttonClass, type ButtonLook } from "./button-styles";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Omit<ButtonLook, "className">;

/** A button in one of the shop's looks. `type` defaults to "submit", as in HTML, so forms work without JavaScript. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, className, type = "submit", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass({ variant, size, fullWidth, className })} {...props} />;
});
