// What /admin/blog/new and /admin/blog/{id}/edit do on the server, so both
// route modules stay thin: one action with the intents save, autosave,
// preview, delete (asks first) and confirm-delete.
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { requireAdmin } from "../auth/session.server";
import { redirectWithToast } from "../platform/flash.server";
import { replyWithToast, wantsJson } from "../platform/reply.server";
import { createBlogPost, deleteBlogPost, saveBlogPost, type SaveResult } from "./blog-admin.server";
import { buildImageVariantsAfterUpload } from "../images/image-variants.server";
import { variantSourceOf } from "../images/image-variant-files";
import { imageWorkOf } from "../images/image-work.server";
import { storeCoverUpload } from "./blog-covers.server";
import { BlogPostFormSchema, fieldErrorsOf, readBlogPostForm, type BlogPostFormValues } from "./blog-post-form";
import { renderMarkdown } from "../content/markdown.server";

type Args = { request: Request; context: AppLoadContext; postId: string | null };

/** A multipart body this large is refused before it is read: a 100 KB post plus a 5 MB cover fit well inside. */
const MAX_REQUEST_BYTES = 6 * 1024 * 1024;

async function readForm(request: Request): Promise<FormData | null> {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_REQUEST_BYTES) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

function conflictMessage(result: Extract<SaveResult, { reason: "conflict" }>): string {
  const who = result.updatedBy ? ` by ${result.updatedBy}` : "";
  return `Not saved: a newer version of this post (version ${result.currentVersion}) was saved${who} at ${result.updatedAt.slice(0, 19).replace("T", " ")} UTC, in another tab or by another admin. Copy your changes, then reload the page to see the newer version.`;
}

export async function blogPostAction({ request, context, postId }: Args) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  if (!form)
    return data(
      { ok: false, errors: { form: "The form could not be read (too large or malformed). Nothing was saved." } },
      { status: 400 },
    );
  const json = wantsJson(form);
  const intent = form.get("intent");
  const values = readBlogPostForm(form);

  if (intent === "preview") {
    return data({ values, previewHtml: renderMarkdown(values.body) });
  }
  if (intent === "delete" && postId) {
    return data({ values, confirmDelete: true });
  }
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
  const invalid = (errors: Record<string, string>, status: number, extra: Record<string, unknown> = {}) =>
    data(
      {
        ok: false,
        values,
        errors,
        ...extra,
        toast: {
          title: autosave ? "Auto-save skipped" : "Post not saved",
          message: Object.values(errors)[0],
          tone: "error" as const,
        },
      },
      { status },
    );

  const parsed = BlogPostFormSchema.safeParse(values);
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error), 400);

  let input = parsed.data;
  if (!autosave) {
    const upload = await storeCoverUpload(context.env.HOMEPAGE_IMAGES, form.get("coverUpload"));
    if (upload && !upload.ok) return invalid({ coverImage: upload.message }, 400);
    if (upload?.ok) input = { ...input, coverImage: upload.path };
  }

  let result: SaveResult;
  if (postId) {
    const version = Number.parseInt(String(form.get("version") ?? ""), 10);
    if (!Number.isInteger(version) || version < 1)
      return invalid({ form: "The form did not say which version it edits; reload the page." }, 400);
    result = await saveBlogPost(context.db, postId, version, input, admin, { autosave });
  } else {
    result = await createBlogPost(context.db, input, admin);
  }

  if (!result.ok) {
    if (result.reason === "not-found") throw new Response("Not Found", { status: 404 });
    if (result.reason === "slug-taken")
      return invalid({ slug: "Another post already uses this slug; choose another." }, 409);
    return invalid({}, 409, { conflict: conflictMessage(result) });
  }
  // A new cover's resized variants are built after the answer, as a homepage image's are.
  if (input.coverImage && input.coverImage !== values.coverImage && variantSourceOf(input.coverImage)) {
    context.waitUntil(buildImageVariantsAfterUpload(imageWorkOf(context), input.coverImage));
  }
  const savedValues: BlogPostFormValues = { ...values, slug: input.slug, coverImage: input.coverImage ?? "" };
  return replyWithToast(request, context, {
    json,
    status: 200,
    to: `/admin/blog/${result.id}/edit`,
    toast: { title: autosave ? "Draft auto-saved" : postId ? "Post saved" : "Post created", tone: "success" },
    extra: { id: result.id, version: result.version, values: savedValues },
  });
}
