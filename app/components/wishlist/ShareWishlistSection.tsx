import { Form } from "@remix-run/react";
import { Field } from "../forms/Field";
import { IntentButton } from "../forms/IntentButton";
import { useContractForm } from "../../hooks/useContractForm";
import { isFormFailure } from "../../lib/platform/reply";
import {
  WISHLIST_LIMITS,
  type WishlistDetailsFields,
  type WishlistShareState,
} from "../../lib/wishlist/wishlist-share-form";
import { CopyLinkButton } from "./CopyLinkButton";
import { Alert } from "../ui/Alert";

/**
 * "Share your wishlist" on /favorites: the link (plain text, with a copy
 * button once JavaScript runs), turning it on or off, and the list's name and
 * the optional display name. Plain forms posting to /favorites.
 */
export function ShareWishlistSection({ share, reply }: { share: WishlistShareState; reply: unknown }) {
  const failure = isFormFailure(reply) ? reply : null;
  const detailsReply = failure?.intent === "wishlist-details" ? reply : undefined;
  const { fields } = useContractForm<WishlistDetailsFields>("wishlist-details", detailsReply);
  const linkError = failure && failure.intent !== "wishlist-details" ? failure.formError : null;
  const detailsError = failure?.intent === "wishlist-details" ? failure.formError : null;
  const saved = (value: string) => (detailsReply ? {} : { defaultValue: value });
  return (
    <section
      id="share-wishlist"
      aria-labelledby="share-wishlist-heading"
      className="mt-10 rounded-3xl bg-white/80 p-6 ring-1 ring-sand-200 sm:p-8"
    >
      <h2 id="share-wishlist-heading" className="text-2xl text-ink-900">
        Share your wishlist
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        A private link shows your favorites, read only, to anyone you send it to. Your email is never shown.
      </p>
      {linkError ? (
        <Alert tone="error" className="mt-4">
          {linkError}
        </Alert>
      ) : null}
      {share.url ? (
        <div className="mt-5 space-y-3">
          <p className="text-sm font-semibold text-ink-700">Your wishlist link</p>
          <p className="rounded-xl bg-sand-100 px-4 py-3 font-mono text-sm break-all text-ink-900 select-all">
            <a href={share.url} className="hover:underline" data-wishlist-link>
              {share.url}
            </a>
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CopyLinkButton url={share.url} />
            <Form method="post" action="/favorites">
              <IntentButton
                intent="wishlist-share-off"
                action="/favorites"
                variant="danger-outline"
                size="sm"
                pendingLabel="Turning off…"
              >
                Turn off link
              </IntentButton>
            </Form>
          </div>
        </div>
      ) : (
        <Form method="post" action="/favorites" className="mt-5">
          <IntentButton intent="wishlist-share-on" action="/favorites" pendingLabel="Creating link…">
            Create a share link
          </IntentButton>
        </Form>
      )}
      <Form
        method="post"
        action="/favorites"
        noValidate
        className="mt-6 grid gap-4 border-t border-sand-200 pt-6 sm:grid-cols-2"
        aria-labelledby="wishlist-details-heading"
      >
        <h3 id="wishlist-details-heading" className="text-lg text-ink-900 sm:col-span-2">
          How your list appears
        </h3>
        {detailsError ? (
          <Alert tone="error" className="sm:col-span-2">
            {detailsError}
          </Alert>
        ) : null}
        <Field
          label="List name"
          description={`The title visitors see, up to ${WISHLIST_LIMITS.name} characters.`}
          field={fields.name}
          inputProps={{ required: true, maxLength: WISHLIST_LIMITS.name, ...saved(share.name) }}
        />
        <Field
          label="Display name (optional)"
          description="Shown as “Shared by …”. Leave empty to stay anonymous."
          field={fields.displayName}
          inputProps={{ maxLength: WISHLIST_LIMITS.displayName, autoComplete: "nickname", ...saved(share.displayName) }}
        />
        <div className="sm:col-span-2">
          <IntentButton intent="wishlist-details" action="/favorites" variant="secondary" pendingLabel="Saving…">
            Save details
          </IntentButton>
        </div>
      </Form>
    </section>
  );
}
