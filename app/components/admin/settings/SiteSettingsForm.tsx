import type { FetcherWithComponents } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import type { ReactNode } from "react";
import { JsReplyField } from "~/components/ui/JsReplyField";
import {
  CAPTCHA_MODE_LABELS,
  CAPTCHA_MODES,
  type SettingsFieldErrors,
  type SettingsFormField,
  type SettingsFormValues,
} from "~/lib/settings/site-settings";

type Props = {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
  values: SettingsFormValues;
  errors: SettingsFieldErrors;
  /** The deploy's analytics bindings, shown so an empty field says what it falls back to. */
  bindings: { ga: string; pixel: string };
  /** The zones Intl knows, suggested as the admin types. */
  timeZones: string[];
  /** The saved zone's current time, as the admin pages show times ("Nov 24, 2026, 10:50 AM PST"). */
  timeZoneExample: string;
};

const idOf = (name: SettingsFormField) => `setting-${name.replace(".", "-")}`;
const inputClass = (invalid: boolean) =>
  `mt-1 block w-full max-w-xs rounded-xl border bg-white px-3 py-2 text-ink-900 ${invalid ? "border-clay-600" : "border-sand-300"}`;

/** One text field with its label, optional help and the server's message under it. */
function TextField(props: {
  name: SettingsFormField;
  label: string;
  values: SettingsFormValues;
  errors: SettingsFieldErrors;
  help?: string;
  inputMode?: "decimal" | "numeric" | "text";
}) {
  const { name, label, values, errors, help, inputMode = "text" } = props;
  const id = idOf(name);
  const error = errors[name];
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        defaultValue={values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass(Boolean(error))}
      />
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-sm text-ink-700">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-clay-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200 sm:p-6">
      <legend className="px-1 text-lg text-ink-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** A text field with Intl's zones as suggestions: any browser, with or without JavaScript, can type or pick one. */
function TimeZoneField({
  values,
  errors,
  timeZones,
  example,
}: {
  values: SettingsFormValues;
  errors: SettingsFieldErrors;
  timeZones: string[];
  example: string;
}) {
  const id = idOf("shopTimeZone");
  const error = errors.shopTimeZone;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block font-medium text-ink-900">
        Shop time zone
      </label>
      <input
        id={id}
        name="shopTimeZone"
        type="text"
        list={`${id}-list`}
        defaultValue={values.shopTimeZone}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, `${id}-help`].filter(Boolean).join(" ")}
        className={inputClass(Boolean(error))}
      />
      <datalist id={`${id}-list`}>
        {timeZones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <p id={`${id}-help`} className="mt-1 text-sm text-ink-700">
        Every time in the admin is shown in this zone, with its name: it is now {example}.
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-clay-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const RATINGS = [
  { prefix: "productRating", label: "Products (structured data)" },
  { prefix: "appRating", label: "The app (home page structured data)" },
  { prefix: "trustBadgeRating", label: "Trust badge (home page)" },
] as const;

/** The whole settings form: a real POST without JavaScript, a fetcher with it. */
export function SiteSettingsForm({ fetcher, values, errors, bindings, timeZones, timeZoneExample }: Props) {
  const captchaError = errors.captchaMode;
  return (
    <fetcher.Form method="post" noValidate className="mt-6 space-y-6" aria-label="Site settings">
      <JsReplyField />
      <input type="hidden" name="intent" value="save" />
      <Section title="Time zone">
        <TimeZoneField values={values} errors={errors} timeZones={timeZones} example={timeZoneExample} />
      </Section>
      {RATINGS.map(({ prefix, label }) => (
        <Section key={prefix} title={`Rating: ${label}`}>
          <TextField
            name={`${prefix}.ratingValue`}
            label="Average rating (0 to 5)"
            inputMode="decimal"
            values={values}
            errors={errors}
          />
          <TextField
            name={`${prefix}.reviewCount`}
            label="Number of reviews"
            inputMode="numeric"
            values={values}
            errors={errors}
          />
        </Section>
      ))}
      <Section title="Shipping">
        <TextField
          name="freeShippingThreshold"
          label="Free shipping from (USD)"
          inputMode="decimal"
          values={values}
          errors={errors}
          help="The cart shows how much more a shopper needs to spend."
        />
      </Section>
      <Section title="Analytics">
        <TextField
          name="gaMeasurementId"
          label="GA4 measurement id"
          values={values}
          errors={errors}
          help={
            bindings.ga
              ? `Empty: the deploy's id ${bindings.ga} applies.`
              : "Empty: no Google Analytics (no id is configured in the deploy)."
          }
        />
        <TextField
          name="metaPixelId"
          label="Meta pixel id"
          inputMode="numeric"
          values={values}
          errors={errors}
          help={
            bindings.pixel
              ? `Empty: the deploy's pixel ${bindings.pixel} applies.`
              : "Empty: no Meta pixel (no id is configured in the deploy)."
          }
        />
      </Section>
      <Section title="Geo">
        <TextField
          name="geoAllowedCountries"
          label="Allowed countries"
          values={values}
          errors={errors}
          help="Two-letter codes separated by commas. Visitors whose country is unknown are never blocked."
        />
        <div className="space-y-3">
          <label className="flex items-start gap-2 text-ink-900">
            <input type="checkbox" name="geoBlocking" defaultChecked={values.geoBlocking === "on"} className="mt-1" />
            <span>
              Block countries that are not allowed{" "}
              <span className="block text-sm text-ink-700">Sign-in and the admin stay reachable.</span>
            </span>
          </label>
          <label className="flex items-start gap-2 text-ink-900">
            <input
              type="checkbox"
              name="geoRateMonitoring"
              defaultChecked={values.geoRateMonitoring === "on"}
              className="mt-1"
            />
            <span>Count page requests per country (rate monitoring)</span>
          </label>
        </div>
      </Section>
      <fieldset
        className="rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200 sm:p-6"
        aria-describedby={captchaError ? "setting-captchaMode-error" : undefined}
      >
        <legend className="px-1 text-lg text-ink-900">Captcha on sign-in and sign-up</legend>
        {CAPTCHA_MODES.map((mode) => (
          <label key={mode} className="mt-2 flex items-start gap-2 text-ink-900">
            <input
              type="radio"
              name="captchaMode"
              value={mode}
              defaultChecked={values.captchaMode === mode}
              className="mt-1"
            />
            <span>{CAPTCHA_MODE_LABELS[mode]}</span>
          </label>
        ))}
        {captchaError ? (
          <p id="setting-captchaMode-error" className="mt-1 text-sm font-medium text-clay-700">
            {captchaError}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={fetcher.state !== "idle"} size="lg">
        Save settings
      </Button>
    </fetcher.Form>
  );
}
