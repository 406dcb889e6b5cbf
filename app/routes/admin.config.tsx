import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { SiteSettingsForm } from "../components/admin/settings/SiteSettingsForm";
import { useFetcherToast } from "../hooks/useFetcherToast";
import { adminMeta } from "../lib/admin/admin-meta";
import { requireAdmin } from "../lib/auth/session.server";
import { replySuccess } from "../lib/forms/reply.server";
import { SettingsFormSchema, settingsToFormValues } from "../lib/settings/site-settings";
import { loadSiteSettings, saveSiteSettings } from "../lib/settings/site-settings.server";
import { formatShopTime } from "../lib/admin/shop-time";
import { knownTimeZones } from "../lib/settings/shop-time-zone";
import { readFormBody, replyFailure } from "../lib/forms/form-body.server";
import { isFormFailure } from "../lib/platform/reply";
import { parseSubmission } from "../lib/forms/parse-submission";
import { SampleRatingsSetting } from "../components/admin/reviews/SampleRatingsSetting";
import { loadReviewSettings } from "../lib/reviews/reviews.server";
import { awaitAll } from "../lib/platform/await-all";
import { Alert } from "../components/ui/Alert";

export const meta: MetaFunction = () => adminMeta("Configuration");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [settings, reviewSettings] = await awaitAll([loadSiteSettings(context), loadReviewSettings(context.db)]);
  return {
    showSampleRatings: reviewSettings.showSampleRatings,
    values: settingsToFormValues(settings),
    bindings: { ga: context.config.GA_MEASUREMENT_ID, pixel: context.config.META_PIXEL_ID },
    timeZones: knownTimeZones(),
    timeZoneExample: formatShopTime(new Date(), settings.shopTimeZone),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const parsed = parseSubmission(form, SettingsFormSchema, {
    toast: { title: "Settings not saved", message: "Check the highlighted fields.", tone: "error" },
  });
  if (!parsed.ok) return replyFailure(parsed.failure, 400);
  const { changed } = await saveSiteSettings(context, parsed.value, admin.id);
  return replySuccess(request, context, form, {
    to: "/admin/config",
    toast: { title: "Settings saved", message: changed.length ? undefined : "Nothing had changed.", tone: "success" },
  });
}

export default function AdminConfigPage() {
  const { values: saved, bindings, timeZones, timeZoneExample, showSampleRatings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  useFetcherToast(fetcher);
  const reply: unknown = fetcher.data ?? actionData;
  const failed = isFormFailure(reply) ? reply : undefined;
  // A new key remounts the fields so a failed reply's values replace what the loader gave.
  const formKey = failed ? JSON.stringify(failed.values) : JSON.stringify(saved);
  return (
    <AdminPage
      title="Configuration"
      description="Settings the storefront reads without a deploy. Changes show within a minute on every server (at once on this one)."
    >
      {failed ? (
        <Alert tone="error" className="mt-4">
          Settings not saved: check the highlighted fields.
        </Alert>
      ) : null}
      <SiteSettingsForm
        key={formKey}
        fetcher={fetcher}
        saved={saved}
        failure={failed}
        bindings={bindings}
        timeZones={timeZones}
        timeZoneExample={timeZoneExample}
      />
      <SampleRatingsSetting enabled={showSampleRatings} />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
