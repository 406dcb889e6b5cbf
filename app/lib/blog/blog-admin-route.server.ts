// What /admin/blog/new and /admin/blog/{id}/edit do on the server, so both
// route modules stay thin: one action with the intents save, autosave,
// preview, delete (asks first) and confirm-delete.
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { requireAdmin } from "../auth/session.server";
import { readFormBody, replyFailure } from "../forms/form-body.server";
import { formFailure, type FieldErrors, type FormValues } from "../platform/reply";
import { parseSubmission, readIntent } from "../forms/parse-submission";
import { redirectWithToast } from "../auth/flash.server";
import { replyWithToast, wantsJson } from "../forms/reply.server";
import { createBlogPost, deleteBlogPost, saveBlogPost, type SaveResult } from "./blog-admin.server";
import { buildImageVariantsAfterUpload } from "../images/image-variants.server";
import { variantSourceOf } from "../images/image-variant-files";
import { imageWorkOf } from "../images/image-work.server";
import { storeCoverUpload } from "./blog-covers.server";
import { BLOG_POST_FIELDS, BlogPostFormSchema, type BlogPostFailure } from "./blog-post-form";
import { textValues, type DeleteQuestion, type PreviewReply } from "../content/editor-replies";
import { renderMarkdown } from "../content/markdown.server";

type Args = { request: Request; context: AppLoadContext; postId: string | null };

const BLOG_INTENTS = ["save", "autosave", "preview", "delete", "confirm-delete"] as const;

function conflictMessage(result: Extract<SaveResult, { reason: "conflict" }>): string {
  const who = result.updatedBy ? ` by ${result.updatedBy}` : "";
  return `Not saved: a newer version of this post (version ${result.currentVersion}) was saved${who} at ${result.updatedAt.slice(0, 19).replace("T", " ")} UTC, in another tab or by another admin. Copy your changes, then reload the page to see the newer version.`;
}

export async function blogPostAction({ request, context, postId }: Args) {
  const admin = await requireAdmin(request, context);
  // The Worker's request screen already refused bodies over the admin cap (a 100 KB post and a 5 MB cover fit).
  const form = await readFormBody(request);
  const intent = readIntent(form, BLOG_INTENTS) ?? "save";

  if (intent === "preview") {
    const values = textValues(form, BLOG_POST_FIELDS);
    return data<PreviewReply>({ kind: "preview", values, previewHtml: renderMarkdown(values.body) });
  }
  if (intent === "delete" && postId) return data<DeleteQuestion>({ kind: "confirm-delete" });
  if (intent === "confirm-delete" && postId) {
    const deleted = await deleteBlogPost(context.db, postId, admin);
    return redirectWithToast(
      request,
      context,
      "/admin/blog-posts",
      deleted ? { title: "Post deleted", tone: "success" } : { title: "That post was already gone", tone: "info" },
    );
  }

  const autosave = intent === "autosave";
  const refuse = (
    values: FormValues,
    status: number,
    failure: { fieldErrors?: FieldErrors; formError?: string | null; conflict?: string },
  ) => {
    const message = failure.conflict
      ? undefined
      : (failure.formError ?? Object.values(failure.fieldErrors ?? {})[0]?.[0]);
    const toast = { title: autosave ? "Auto-save skipped" : "Post not saved", message, tone: "error" as const };
    const { fieldErrors, formError, conflict } = failure;
    const data = conflict ? { conflict } : null;
    const reply: BlogPostFailure = formFailure({ intent, fieldErrors, formError, values, toast, data });
    return replyFailure(reply, status);
  };

  const parsed = parseSubmission(form, BlogPostFormSchema);
  if (!parsed.ok) return refuse(parsed.failure.values, 400, parsed.failure);
  const values = parsed.values;

  let input = parsed.value;
  if (!autosave) {
    const upload = await storeCoverUpload(context.env.HOMEPAGE_IMAGES, form.get("coverUpload"));
    if (upload && !upload.ok) return refuse(values, 400, { fieldErrors: { coverImage: [upload.message] } });
    if (upload?.ok) input = { ...input, coverImage: upload.path };
  }

  let result: SaveResult;
  if (postId) {
    const version = Number.parseInt(String(form.get("version") ?? ""), 10);
    if (!Number.isInteger(version) || version < 1)
      return refuse(values, 400, { formError: "The form did not say which version it edits; reload the page." });
    result = await saveBlogPost(context.db, postId, version, input, admin, { autosave });
  } else {
    result = await createBlogPost(context.db, input, admin);
  }

  if (!result.ok) {
    if (result.reason === "not-found") throw new Response("Not Found", { status: 404 });
    if (result.reason === "slug-taken")
      return refuse(values, 409, { fieldErrors: { slug: ["Another post already uses this slug; choose another."] } });
    return refuse(values, 409, { conflict: conflictMessage(result) });
  }
  // A new cover's resized variants are built after the answer, as a homepage image's are.
  if (input.coverImage && input.coverImage !== values.coverImage && variantSourceOf(input.coverImage)) {
    context.waitUntil(buildImageVariantsAfterUpload(imageWorkOf(context), input.coverImage));
  }
  return replyWithToast(request, context, {
    json: wantsJson(form),
    status: 200,
    to: `/admin/blog/${result.id}/edit`,
    toast: { title: autosave ? "Draft auto-saved" : postId ? "Post saved" : "Post created", tone: "success" },
    extra: { id: result.id, version: result.version },
  });
}
