import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { buttonClass } from "../components/ui/button-styles";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { BlogPostForm } from "../components/admin/BlogPostForm";
import { adminMeta } from "../lib/admin/admin-meta";
import { requireAdmin } from "../lib/auth/session.server";
import { blogPostAction } from "../lib/blog/blog-admin-route.server";
import { coverChoices } from "../lib/blog/blog-covers.server";
import { revalidateUnlessIntent } from "../lib/platform/revalidate-unless-intent";

export const meta: MetaFunction = () => adminMeta("New blog post");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  return { covers: await coverChoices(context.db), author: admin.email.split("@")[0] ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return blogPostAction({ request, context, postId: null });
}

// A live preview changes nothing the loader reads.
export const shouldRevalidate = revalidateUnlessIntent("preview");

export default function AdminNewBlogPostPage() {
  const { covers } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AdminPage
      title="New blog post"
      description="Write in Markdown; the preview shows the post as the journal will."
      actions={
        <a href="/admin/blog-posts" className={buttonClass({ variant: "ghost" })}>
          All posts
        </a>
      }
    >
      <BlogPostForm
        postId={null}
        version={null}
        reply={reply}
        covers={covers}
        values={{
          title: "",
          slug: "",
          excerpt: "",
          body: "",
          coverImage: "",
          author: "The Boutique",
          status: "draft",
          publishedAt: "",
        }}
      />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
