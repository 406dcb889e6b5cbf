// Who the shop is: the name, address, email and phone /contact, the footer and the privacy policy show.
import { TextareaField } from "../../forms/Field";
import { SettingsSection, SettingText, settingId, type SettingsFormState } from "./settings-form-parts";

export function IdentitySettings({ state }: { state: SettingsFormState }) {
  return (
    <SettingsSection title="Shop identity">
      <p className="text-sm text-ink-700 sm:col-span-2">
        Shown on Contact, in the footer, and in the privacy policy and terms. Leave a part empty to leave it out.
      </p>
      <SettingText
        state={state}
        name="shopIdentity.name"
        label="Shop or company name"
        inputProps={{ maxLength: 100 }}
      />
      <SettingText
        state={state}
        name="shopIdentity.email"
        label="Email"
        inputProps={{ type: "email", inputMode: "email", maxLength: 254, autoComplete: "off" }}
      />
      <TextareaField
        id={settingId("shopIdentity.address")}
        label="Address"
        description="The address you trade from, one line per line."
        errors={state.errors("shopIdentity.address")}
        textareaProps={{
          name: "shopIdentity.address",
          rows: 4,
          maxLength: 300,
          defaultValue: state.value("shopIdentity.address"),
          className: "max-w-xs",
        }}
      />
      <SettingText
        state={state}
        name="shopIdentity.phone"
        label="Phone"
        inputProps={{ type: "tel", inputMode: "tel", maxLength: 40 }}
      />
    </SettingsSection>
  );
}
