/** A field's or form's errors, under what they concern; `id` is what the control's aria-describedby points at. */
export function ErrorList({
  id,
  errors,
  role,
  className = "",
}: {
  id?: string;
  errors?: readonly (string | null | undefined)[] | null;
  role?: "alert";
  className?: string;
}) {
  const messages = (errors ?? []).filter((error): error is string => Boolean(error));
  if (!messages.length) return null;
  // Clay, not red: the theme remaps clay for dark mode, so the message stays readable in both.
  const look = `mt-1 text-sm font-medium text-clay-700 ${className}`.trim();
  if (messages.length === 1) {
    return (
      <p id={id} role={role} className={look}>
        {messages[0]}
      </p>
    );
  }
  return (
    <ul id={id} role={role} className={`${look} list-disc ps-5`}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
