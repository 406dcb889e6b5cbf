/** A form's error message, announced and placed above the fields it concerns. */
export function FormNotice({
  id,
  title,
  message,
  className = "mt-4",
}: {
  id: string;
  title: string;
  message?: string;
  className?: string;
}) {
  return (
    <div
      id={id}
      role="alert"
      className={`${className} rounded-xl border border-rose-500 bg-rose-300/20 p-4 text-ink-900`}
    >
      <p className="font-semibold">{title}</p>
      {message ? <p className="mt-1 text-sm">{message}</p> : null}
    </div>
  );
}
