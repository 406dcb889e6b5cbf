import { Alert } from "../../ui/Alert";
import { ReviewSettingSwitch } from "./ReviewModerationForms";

/** /admin/config: whether the sample rating figures are shown where a product (or the shop) has no real reviews. */
export function SampleRatingsSetting({ enabled }: { enabled: boolean }) {
  return (
    <section aria-labelledby="sample-ratings-heading" className="mt-10 max-w-3xl">
      <h2 id="sample-ratings-heading" className="text-xl text-ink-900">
        Sample ratings
      </h2>
      <p className="mt-1 text-ink-700">
        The product, trust strip and app ratings above are sample values, not reviews. A product with published reviews
        always shows its own rating; the samples are never mixed in.
      </p>
      <Alert tone="warning" className="mt-3">
        Search engines and consumer law treat invented ratings as deceptive.
      </Alert>
      <div className="mt-3">
        <ReviewSettingSwitch
          intent="sample-ratings"
          from="config"
          enabled={enabled}
          label="Show sample ratings"
          description="Off by default: only published reviews give a rating. A product without them and the app carry none; the trust strip shows the shop's real figure once it has reviews."
        />
      </div>
    </section>
  );
}
