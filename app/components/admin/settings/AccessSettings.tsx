// The settings that decide who gets in: countries allowed and blocked, and the captcha on sign-in.
import { CheckboxField } from "../../forms/Field";
import { ErrorList } from "../../forms/ErrorList";
import { CAPTCHA_MODE_LABELS, CAPTCHA_MODES } from "../../../lib/settings/site-settings";
import { SettingsSection, SettingText, settingId, type SettingsFormState } from "./settings-form-parts";

export function GeoSettings({ state }: { state: SettingsFormState }) {
  return (
    <SettingsSection title="Geo">
      <SettingText
        state={state}
        name="geoAllowedCountries"
        label="Allowed countries"
        help="Two-letter codes separated by commas. Visitors whose country is unknown are never blocked."
      />
      <div className="space-y-3">
        <CheckboxField
          id={settingId("geoBlocking")}
          label="Block countries that are not allowed"
          description="Sign-in and the admin stay reachable."
          inputProps={{ name: "geoBlocking", defaultChecked: state.value("geoBlocking") === "on" }}
        />
        <CheckboxField
          id={settingId("geoRateMonitoring")}
          label="Count page requests per country (rate monitoring)"
          inputProps={{ name: "geoRateMonitoring", defaultChecked: state.value("geoRateMonitoring") === "on" }}
        />
      </div>
    </SettingsSection>
  );
}

export function CaptchaSettings({ state }: { state: SettingsFormState }) {
  const errors = state.errors("captchaMode");
  const errorId = `${settingId("captchaMode")}-error`;
  return (
    <fieldset
      className="rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200 sm:p-6"
      aria-describedby={errors ? errorId : undefined}
    >
      <legend className="px-1 text-lg text-ink-900">Captcha on sign-in and sign-up</legend>
      {CAPTCHA_MODES.map((mode) => (
        <label key={mode} className="mt-2 flex items-start gap-2 text-ink-900">
          <input
            type="radio"
            name="captchaMode"
            value={mode}
            defaultChecked={state.value("captchaMode") === mode}
            className="mt-1"
          />
          <span>{CAPTCHA_MODE_LABELS[mode]}</span>
        </label>
      ))}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
