// The settings the storefront shows or measures with: ratings, the free-shipping threshold, analytics ids.
import { SettingsSection, SettingText, type SettingsFormState } from "./settings-form-parts";

const RATINGS = [
  { prefix: "productRating", label: "Products (structured data)" },
  { prefix: "appRating", label: "The app (home page structured data)" },
  { prefix: "trustBadgeRating", label: "Trust badge (home page)" },
] as const;

export function RatingSettings({ state }: { state: SettingsFormState }) {
  return RATINGS.map(({ prefix, label }) => (
    <SettingsSection key={prefix} title={`Rating: ${label}`}>
      <SettingText
        state={state}
        name={`${prefix}.ratingValue`}
        label="Average rating (0 to 5)"
        inputProps={{ inputMode: "decimal" }}
      />
      <SettingText
        state={state}
        name={`${prefix}.reviewCount`}
        label="Number of reviews"
        inputProps={{ inputMode: "numeric" }}
      />
    </SettingsSection>
  ));
}

export function ShippingSettings({ state }: { state: SettingsFormState }) {
  return (
    <SettingsSection title="Shipping">
      <SettingText
        state={state}
        name="freeShippingThreshold"
        label="Free shipping from (USD)"
        help="The cart shows how much more a shopper needs to spend."
        inputProps={{ inputMode: "decimal" }}
      />
    </SettingsSection>
  );
}

/** The analytics ids; `bindings` are the deploy's, shown so an empty field says what it falls back to. */
export function AnalyticsSettings({
  state,
  bindings,
}: {
  state: SettingsFormState;
  bindings: { ga: string; pixel: string };
}) {
  return (
    <SettingsSection title="Analytics">
      <SettingText
        state={state}
        name="gaMeasurementId"
        label="GA4 measurement id"
        help={
          bindings.ga
            ? `Empty: the deploy's id ${bindings.ga} applies.`
            : "Empty: no Google Analytics (no id is configured in the deploy)."
        }
      />
      <SettingText
        state={state}
        name="metaPixelId"
        label="Meta pixel id"
        inputProps={{ inputMode: "numeric" }}
        help={
          bindings.pixel
            ? `Empty: the deploy's pixel ${bindings.pixel} applies.`
            : "Empty: no Meta pixel (no id is configured in the deploy)."
        }
      />
    </SettingsSection>
  );
}
