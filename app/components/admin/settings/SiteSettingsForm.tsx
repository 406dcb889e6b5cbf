import type { FetcherWithComponents } from "@remix-run/react";
import { StatusButton } from "../../forms/StatusButton";
import { JsReplyField } from "../../ui/JsReplyField";
import type { FormFailure } from "../../../lib/platform/reply";
import type { SettingsFormValues } from "../../../lib/settings/site-settings";
import { CaptchaSettings, GeoSettings } from "./AccessSettings";
import { settingsFormState, SettingsSection } from "./settings-form-parts";
import { AnalyticsSettings, RatingSettings, ShippingSettings } from "./StorefrontSettings";
import { TimeZoneSetting } from "./TimeZoneSetting";
import { IdentitySettings } from "./IdentitySettings";

type Props = {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
  /** The saved settings as the form shows them. */
  saved: SettingsFormValues;
  /** A refused save: what was sent, and the errors under their fields. */
  failure: FormFailure | undefined;
  bindings: { ga: string; pixel: string };
  timeZones: string[];
  timeZoneExample: string;
};

/** The whole settings form, one section per concern: a real POST without JavaScript, a fetcher with it. */
export function SiteSettingsForm({ fetcher, saved, failure, bindings, timeZones, timeZoneExample }: Props) {
  const state = settingsFormState(saved, failure);
  return (
    <fetcher.Form method="post" noValidate className="mt-6 space-y-6" aria-label="Site settings">
      <JsReplyField />
      <input type="hidden" name="intent" value="save" />
      <IdentitySettings state={state} />
      <SettingsSection title="Time zone">
        <TimeZoneSetting state={state} timeZones={timeZones} example={timeZoneExample} />
      </SettingsSection>
      <RatingSettings state={state} />
      <ShippingSettings state={state} />
      <AnalyticsSettings state={state} bindings={bindings} />
      <GeoSettings state={state} />
      <CaptchaSettings state={state} />
      <StatusButton fetcherState={fetcher.state} size="lg">
        Save settings
      </StatusButton>
    </fetcher.Form>
  );
}
