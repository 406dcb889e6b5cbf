import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field } from "../../components/forms/Field";
import { IntentButton } from "../../components/forms/IntentButton";
import { Alert } from "../../components/ui/Alert";
import { isFormFailure } from "../../lib/platform/reply";
import { BLOCKED_TERM_MAX_LENGTH } from "../../lib/search/blocked-search-terms";
import { Section } from "./inspector-parts";
import type { action, loader } from "./route";

const rowClass =
  "flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white/90 px-3 py-2 ring-1 ring-sand-200";

/**
 * The popular searches suggestions may offer, and the owner's blocked terms: plain forms (a block, an
 * unblock), each reloading the page with a toast; a refused term comes back under its field.
 */
export function SuggestionGuards() {
  const { suggestions } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData<typeof action>();
  const failure = isFormFailure(reply) ? reply : null;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { popular, blocked, rules } = suggestions;
  return (
    <Section id="suggestions-heading" title="Suggested searches">
      <p className="max-w-3xl text-sm text-ink-700">
        A search becomes a suggestion for other shoppers once it was made on {rules.searchers} network-days from{" "}
        {rules.networks} networks, found products, and is spelt in the catalogue's own words. Block a word to keep every
        search holding it out of the suggestions.
      </p>
      {failure?.formError ? (
        <Alert tone="error" className="mt-3">
          {failure.formError}
        </Alert>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <Field
          label="Block a word or words"
          labelClassName="text-sm"
          errors={failure?.intent === "block" ? failure.fieldErrors.term : null}
          inputProps={{
            name: "term",
            required: true,
            minLength: 2,
            maxLength: BLOCKED_TERM_MAX_LENGTH,
            defaultValue: failure?.intent === "block" ? String(failure.values.term ?? "") : "",
            className: "w-72 max-w-full",
          }}
        />
        <IntentButton intent="block" disabled={busy} variant="secondary">
          Block
        </IntentButton>
      </Form>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-base font-semibold text-ink-900">Popular searches</h3>
          {popular.length === 0 ? (
            <p className="mt-2 text-sm text-ink-700">None yet.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2" aria-label="Popular searches">
              {popular.map(({ search, offered }) => (
                <li key={search} className={rowClass} data-testid="popular-search">
                  <span className="text-sm text-ink-900">
                    {search}{" "}
                    <span className="text-ink-700">
                      {offered ? "· suggested" : "· not suggested: a word the catalogue does not hold, or no products"}
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="term" value={search} />
                    <IntentButton intent="block" disabled={busy} variant="ghost" size="sm">
                      Block<span className="sr-only"> {search}</span>
                    </IntentButton>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-base font-semibold text-ink-900">Blocked</h3>
          {blocked.length === 0 ? (
            <p className="mt-2 text-sm text-ink-700">No blocked words.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2" aria-label="Blocked words">
              {blocked.map((entry) => (
                <li key={entry.id} className={rowClass} data-testid="blocked-term">
                  <span className="text-sm text-ink-900">{entry.term}</span>
                  <Form method="post">
                    <input type="hidden" name="id" value={entry.id} />
                    <IntentButton intent="unblock" disabled={busy} variant="ghost" size="sm">
                      Unblock<span className="sr-only"> {entry.term}</span>
                    </IntentButton>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Section>
  );
}
