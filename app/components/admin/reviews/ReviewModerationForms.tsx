import { Form } from "@remix-run/react";
import { CheckboxField, Field, TextareaField } from "../../forms/Field";
import { IntentButton } from "../../forms/IntentButton";
import { useContractForm } from "../../../hooks/useContractForm";
import { isFormFailure } from "../../../lib/platform/reply";
import { REVIEW_LIMITS } from "../../../lib/reviews/review-rules";

/** Only a failure of this row's own form shows under it. */
function ownFailure(reply: unknown, intent: string, reviewId: string) {
  return isFormFailure(reply) && reply.intent === intent && reply.values.reviewId === reviewId ? reply : undefined;
}

function RowFields({ reviewId, tab }: { reviewId: string; tab: string }) {
  return (
    <>
      <input type="hidden" name="reviewId" value={reviewId} />
      <input type="hidden" name="tab" value={tab} />
    </>
  );
}

export function PublishReviewForm({ reviewId, tab }: { reviewId: string; tab: string }) {
  return (
    <Form method="post" action="/admin/reviews">
      <RowFields reviewId={reviewId} tab={tab} />
      <IntentButton intent="publish" size="sm" action="/admin/reviews" pendingLabel="Publishing...">
        Publish
      </IntentButton>
    </Form>
  );
}

export function HideReviewForm({ reviewId, tab, reply }: { reviewId: string; tab: string; reply: unknown }) {
  const { fields } = useContractForm<"reason">(`hide-${reviewId}`, ownFailure(reply, "hide", reviewId));
  return (
    <Form method="post" action="/admin/reviews" noValidate className="flex flex-wrap items-start gap-2">
      <RowFields reviewId={reviewId} tab={tab} />
      <Field
        label="Reason for hiding"
        className="min-w-0 flex-1"
        labelClassName="sr-only"
        field={fields.reason}
        inputProps={{ placeholder: "Reason for hiding", maxLength: REVIEW_LIMITS.reason, required: true }}
      />
      <IntentButton intent="hide" size="sm" variant="ghost" action="/admin/reviews" pendingLabel="Hiding...">
        Hide
      </IntentButton>
    </Form>
  );
}

export function ReplyReviewForm({
  reviewId,
  tab,
  current,
  reply,
}: {
  reviewId: string;
  tab: string;
  current: string | null;
  reply: unknown;
}) {
  const own = ownFailure(reply, "reply", reviewId);
  const { fields } = useContractForm<"reply">(`reply-${reviewId}`, own);
  return (
    <Form method="post" action="/admin/reviews" noValidate className="grid gap-2">
      <RowFields reviewId={reviewId} tab={tab} />
      <TextareaField
        label="Public reply"
        field={fields.reply}
        textareaProps={
          own
            ? { rows: 2, maxLength: REVIEW_LIMITS.reply }
            : { rows: 2, maxLength: REVIEW_LIMITS.reply, defaultValue: current ?? "" }
        }
      />
      <div>
        <IntentButton intent="reply" size="sm" variant="ghost" action="/admin/reviews" pendingLabel="Saving...">
          {current ? "Update reply" : "Reply publicly"}
        </IntentButton>
      </div>
    </Form>
  );
}

/** One review switch (its own small form): ticked means on. */
export function ReviewSettingSwitch({
  intent,
  enabled,
  label,
  description,
  from,
}: {
  intent: "require-approval" | "sample-ratings";
  enabled: boolean;
  label: string;
  description: string;
  from?: "config";
}) {
  return (
    <Form
      method="post"
      action="/admin/reviews"
      className="flex flex-wrap items-end gap-4 rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200"
    >
      {from ? <input type="hidden" name="from" value={from} /> : null}
      <CheckboxField
        id={`review-setting-${intent}`}
        className="min-w-0 flex-1"
        label={label}
        description={description}
        inputProps={{ name: "enabled", defaultChecked: enabled }}
      />
      <IntentButton intent={intent} size="sm" action="/admin/reviews" pendingLabel="Saving...">
        Save
      </IntentButton>
    </Form>
  );
}
