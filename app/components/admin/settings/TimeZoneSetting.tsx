import { SettingText, settingId, type SettingsFormState } from "./settings-form-parts";

/** A text field with Intl's zones as suggestions: any browser, with or without JavaScript, can type or pick one. */
export function TimeZoneSetting({
  state,
  timeZones,
  example,
}: {
  state: SettingsFormState;
  /** The zones Intl knows, suggested as the admin types. */
  timeZones: string[];
  /** The saved zone's current time, as the admin pages show times ("Nov 24, 2026, 10:50 AM PST"). */
  example: string;
}) {
  const listId = `${settingId("shopTimeZone")}-list`;
  return (
    <div className="sm:col-span-2">
      <SettingText
        state={state}
        name="shopTimeZone"
        label="Shop time zone"
        help={`Every time in the admin is shown in this zone, with its name: it is now ${example}.`}
        inputProps={{ list: listId, autoComplete: "off", spellCheck: false }}
      />
      <datalist id={listId}>
        {timeZones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </div>
  );
}
