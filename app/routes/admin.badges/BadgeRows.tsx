import { useFetcher } from "@remix-run/react";
import { ErrorList } from "../../components/forms/ErrorList";
import { Field, SelectField } from "../../components/forms/Field";
import { StatusButton } from "../../components/forms/StatusButton";
import { Button } from "../../components/ui/Button";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { useContractForm } from "../../hooks/useContractForm";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { PRODUCT_BADGES } from "../../lib/catalog/display";
import { keptValue } from "../../lib/forms/form-failure";
import { isFormFailure, type FormFailure } from "../../lib/platform/reply";
import type { Toast } from "../../lib/platform/toast";

type Reply = { ok: boolean; toast?: Toast | null };

function useToastReply() {
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  return fetcher;
}

/** One found product with its badge and end date, assigned by a fetcher (a plain POST without JavaScript). */
export function AssignRow({
  product,
  here,
  failure: pageFailure,
}: {
  product: { id: string; title: string; handle: string };
  here: string;
  /** The page's failure when it concerns this product. */
  failure: FormFailure | null;
}) {
  const fetcher = useToastReply();
  const slug = product.id.replace(/\W+/g, "-");
  const failure = isFormFailure(fetcher.data) ? fetcher.data : pageFailure;
  const { fields } = useContractForm(`badge-${slug}`, failure ?? fetcher.data);
  // A product that could not be read is the row's error, not a field's.
  const rowError = failure?.formError ?? failure?.fieldErrors.productId?.[0] ?? failure?.fieldErrors.productTitle?.[0];
  return (
    <li className="py-3">
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
        <JsReplyField />
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="redirectTo" value={here} />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="productTitle" value={product.title} />
        <p className="min-w-48 flex-1 text-ink-900">
          {product.title}{" "}
          <a href={`/products/${product.handle}`} className="text-sm text-clay-700 underline">
            view
          </a>
        </p>
        <SelectField
          label="Badge"
          labelClassName="text-sm font-normal"
          field={fields.badge}
          selectProps={{ defaultValue: keptValue(failure, "badge") ?? "new-arrival", className: "w-auto" }}
        >
          {PRODUCT_BADGES.map((variant) => (
            <option key={variant} value={variant}>
              {variant}
            </option>
          ))}
        </SelectField>
        <Field
          label="Ends (optional)"
          labelClassName="text-sm font-normal"
          field={fields.endsAt}
          errorRole="alert"
          inputProps={{ type: "date", defaultValue: keptValue(failure, "endsAt") ?? "", className: "w-auto" }}
        />
        <StatusButton fetcherState={fetcher.state} aria-label={`Assign badge to ${product.title}`}>
          Assign
        </StatusButton>
      </fetcher.Form>
      <ErrorList role="alert" errors={[rowError]} />
    </li>
  );
}

/** Removes one assigned badge. */
export function RemoveButton({ id, label, here }: { id: string; label: string; here: string }) {
  const fetcher = useToastReply();
  return (
    <fetcher.Form method="post">
      <JsReplyField />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={here} />
      <Button aria-label={label} variant="danger-outline" size="sm">
        Remove
      </Button>
    </fetcher.Form>
  );
}
