import type { OutboxEmail } from "../../lib/email/outbox-email";

/** Emails as plain text with their links clickable, so a developer (or a browser test) can follow them. */
export function OutboxList({ emails }: { emails: OutboxEmail[] }) {
  if (emails.length === 0) return <p className="mt-8 text-ink-700">No emails yet.</p>;
  return (
    <ol className="mt-8 space-y-4">
      {emails.map((email) => (
        <li key={email.id}>
          <article aria-label={email.subject} className="rounded-2xl border border-sand-200 bg-white p-5">
            <h2 className="text-xl">{email.subject}</h2>
            <p className="text-sm text-ink-700">
              To {email.toAddress} · {email.createdAt}
            </p>
            <div className="mt-3 text-sm break-words whitespace-pre-wrap">
              {email.textBody.split(/(https?:\/\/\S+)/).map((part, index) =>
                /^https?:\/\//.test(part) ? (
                  <a key={index} href={part} className="text-clay-700 underline">
                    {part}
                  </a>
                ) : (
                  <span key={index}>{part}</span>
                ),
              )}
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
