import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { TextareaField } from "../components/forms/Field";
import { StatusButton } from "../components/forms/StatusButton";
import { JsReplyField } from "../components/ui/JsReplyField";
import { useFetcherToast } from "../hooks/useFetcherToast";
import { adminMeta } from "../lib/admin/admin-meta";
import { requireAdmin } from "../lib/auth/session.server";
import { readFormBody, replyFailure } from "../lib/forms/form-body.server";
import { fieldError, keptValue } from "../lib/forms/form-failure";
import { parseSubmission } from "../lib/forms/parse-submission";
import {
  LEGAL_PAGE_KINDS,
  LEGAL_PAGE_PATHS,
  LEGAL_PAGE_TITLES,
  LEGAL_TEXT_MAX_CHARS,
  LegalPageFormSchema,
  type LegalPageKind,
} from "../lib/legal/legal-pages";
import { legalMarkdownOf, saveLegalText } from "../lib/legal/legal-pages.server";
import { isFormFailure, type FormFailure } from "../lib/platform/reply";
import { replySuccess } from "../lib/forms/reply.server";
import { awaitAll } from "../lib/platform/await-all";

export const meta: MetaFunction = () => adminMeta("Privacy & terms");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [privacy, terms] = await awaitAll(LEGAL_PAGE_KINDS.map((kind) => legalMarkdownOf(context, kind)));
  return { pages: { privacy: privacy!, terms: terms! } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const kind = form.get("kind");
  const parsed = parseSubmission(form, LegalPageFormSchema, {
    intent: typeof kind === "string" ? kind : null,
    toast: { title: "Not saved", message: "Check the highlighted field.", tone: "error" },
  });
  if (!parsed.ok) return replyFailure(parsed.failure, 400);
  const { intent, kind: page } = parsed.value;
  await saveLegalText(context.db, page, intent === "save" ? parsed.value.markdown : null, admin.id);
  const title = LEGAL_PAGE_TITLES[page];
  return replySuccess(request, context, form, {
    to: "/admin/legal",
    toast: {
      title: intent === "save" ? `${title} saved` : `${title} uses the default text`,
      message: `${LEGAL_PAGE_PATHS[page]} shows it now.`,
      tone: "success",
    },
  });
}

export default function AdminLegalPage() {
  const { pages } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = isFormFailure(actionData) ? actionData : undefined;
  return (
    <AdminPage
      title="Privacy & terms"
      description="The privacy policy and terms shoppers read at /privacy and /terms, linked from the footer, sign-up and the newsletter. Until you write your own, each page shows a default written from your settings (shop identity, countries, analytics)."
    >
      {LEGAL_PAGE_KINDS.map((kind) => (
        <LegalTextForm
          key={kind}
          kind={kind}
          markdown={pages[kind].markdown}
          custom={pages[kind].updatedAt !== null}
          failure={failure?.intent === kind ? failure : undefined}
        />
      ))}
    </AdminPage>
  );
}

function LegalTextForm({
  kind,
  markdown,
  custom,
  failure: pageFailure,
}: {
  kind: LegalPageKind;
  markdown: string;
  custom: boolean;
  failure: FormFailure | undefined;
}) {
  const save = useFetcher<typeof action>();
  const reset = useFetcher<typeof action>();
  useFetcherToast(save);
  useFetcherToast(reset);
  const fetcherFailure = isFormFailure(save.data) ? save.data : undefined;
  const failure = fetcherFailure ?? pageFailure;
  const error = fieldError(failure, "markdown");
  const title = LEGAL_PAGE_TITLES[kind];
  const headingId = `legal-${kind}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 max-w-4xl rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl text-ink-900">
          {title}
        </h2>
        <p className="text-sm text-ink-700">
          {custom ? "Your own text" : "The default text"} ·{" "}
          <a href={LEGAL_PAGE_PATHS[kind]} className="font-medium text-clay-700 underline underline-offset-2">
            View {LEGAL_PAGE_PATHS[kind]}
          </a>
        </p>
      </div>
      <save.Form
        method="post"
        noValidate
        className="mt-4 space-y-4"
        key={failure ? JSON.stringify(failure.values) : markdown}
      >
        <JsReplyField />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="kind" value={kind} />
        <TextareaField
          id={`legal-${kind}-markdown`}
          label={`${title} (Markdown)`}
          description="Headings start with ##, lists with -, links are [text](https://…). Saved text stays as you wrote it: update it when your settings change."
          errors={error ? [error] : null}
          textareaProps={{
            name: "markdown",
            rows: 18,
            maxLength: LEGAL_TEXT_MAX_CHARS,
            defaultValue: keptValue(failure, "markdown") ?? markdown,
            className: "font-mono text-sm",
          }}
        />
        <StatusButton fetcherState={save.state}>Save {title.toLowerCase()}</StatusButton>
      </save.Form>
      {custom ? (
        <reset.Form method="post" className="mt-3">
          <JsReplyField />
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="kind" value={kind} />
          <StatusButton fetcherState={reset.state} variant="outline">
            Use the default text
          </StatusButton>
        </reset.Form>
      ) : null}
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
