import { Await } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";

/** Renders a value now, or streams it behind a fallback when it is still a promise. */
export function Streamed<T>({
  value,
  fallback,
  children,
}: {
  value: Promise<T> | T;
  fallback: ReactNode;
  children: (resolved: T) => ReactNode;
}) {
  if (!(value instanceof Promise)) return <>{children(value)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value}>{(resolved) => <>{children(resolved as T)}</>}</Await>
    </Suspense>
  );
}
