import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ConfirmDelete } from "../components/admin/kit/ConfirmDelete";
import { buttonClass } from "../components/ui/button-styles";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { Card } from "../components/ui/Card";
import { BlogPostForm } from "../components/admin/BlogPostForm";
import { adminMeta } from "../lib/admin/admin-meta";
import { requireAdmin } from "../lib/auth/session.server";
import { getBlogPostForAdmin } from "../lib/blog/blog-admin.server";
import { blogPostAction } from "../lib/blog/blog-admin-route.server";
import { coverChoices } from "../lib/blog/blog-covers.server";
import { toDateTimeLocal } from "../lib/blog/blog-post-form";
import { isDeleteQuestion } from "../lib/content/editor-replies";
import { revalidateUnlessIntent } from "../lib/platform/revalidate-unless-intent";
import { awaitAll } from "../lib/platform/await-all";

export const meta: MetaFunction = () => adminMeta("Edit blog post");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [post, covers] = await awaitAll([getBlogPostForAdmin(context.db, params.id ?? ""), coverChoices(context.db)]);
  if (!post) throw new Response("Not Found", { status: 404 });
  return { post, covers };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return blogPostAction({ request, context, postId: params.id ?? "" });
}

export const shouldRevalidate = revalidateUnlessIntent("preview");

export default function AdminEditBlogPostPage() {
  const { post, covers } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AdminPage
      title="Edit blog post"
      description={
        <>
          Version {post.version}
          {post.updatedBy ? `, last saved by ${post.updatedBy}` : ""}.{" "}
          {post.status !== "draft" ? (
            <a className="underline" href={`/blog/${post.slug}`}>
              View on the journal
            </a>
          ) : null}
        </>
      }
      actions={
        <a href="/admin/blog-posts" className={buttonClass({ variant: "ghost" })}>
          All posts
        </a>
      }
    >
      {/* The page's key is the post: another post's editor starts fresh. */}
      <BlogPostForm
        key={post.id}
        postId={post.id}
        version={post.version}
        reply={reply}
        covers={covers}
        values={{
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          body: post.body,
          coverImage: post.coverImage ?? "",
          author: post.author,
          status: post.status,
          publishedAt: toDateTimeLocal(post.publishedAt),
        }}
      />
      <Card as="section" padding="sm" aria-labelledby="delete-heading" className="mt-10">
        <h2 id="delete-heading" className="text-lg text-ink-900">
          Delete this post
        </h2>
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <ConfirmDelete
            confirming={isDeleteQuestion(reply)}
            question={`Delete “${post.title}” for good? This cannot be undone.`}
            startLabel="Delete post…"
            confirmLabel="Yes, delete the post"
            cancelHref={`/admin/blog/${post.id}/edit`}
          />
        </Form>
      </Card>
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
