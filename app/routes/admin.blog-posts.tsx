import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { buttonClass } from "../components/ui/button-styles";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { AdminTable } from "../components/admin/kit/AdminTable";
import { FILTER_BUTTON, FILTER_INPUT, FILTER_LABEL } from "../components/admin/admin-form-styles";
import { AdminPagination } from "../components/admin/AdminPagination";
import { adminMeta } from "../lib/admin/admin-meta";
import { requireAdmin } from "../lib/auth/session.server";
import { listBlogPostsForAdmin, parseBlogListFilters } from "../lib/blog/blog-admin.server";
import { BLOG_STATUSES } from "../lib/blog/blog-post-form";
import { formatPostDate } from "../lib/blog/blog-text";

export const meta: MetaFunction = () => adminMeta("Blog posts");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const filters = parseBlogListFilters(new URL(request.url));
  return { filters, ...(await listBlogPostsForAdmin(context.db, filters)) };
}

const STATUS_STYLE: Record<string, string> = {
  draft: "bg-sand-100 text-ink-900",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
};

export default function AdminBlogPostsPage() {
  const { filters, posts, total, pageCount } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Blog posts"
      description={`${total} ${total === 1 ? "post" : "posts"}${filters.status || filters.q ? " match" : ""}.`}
      actions={
        <a href="/admin/blog/new" className={buttonClass()}>
          New post
        </a>
      }
    >
      <Form method="get" role="search" aria-label="Search blog posts" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="posts-q" className={FILTER_LABEL}>
            Search titles
          </label>
          <input
            id="posts-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            className={FILTER_INPUT}
          />
        </div>
        <div>
          <label htmlFor="posts-status" className={FILTER_LABEL}>
            Status
          </label>
          <select id="posts-status" name="status" defaultValue={filters.status ?? ""} className={FILTER_INPUT}>
            <option value="">All</option>
            {BLOG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status[0].toUpperCase() + status.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={FILTER_BUTTON}>
          Filter
        </button>
      </Form>
      <AdminTable
        caption="Blog posts"
        columns={[
          {
            key: "title",
            header: "Title",
            cell: (post) => (
              <>
                <a
                  href={`/admin/blog/${post.id}/edit`}
                  className="font-medium text-ink-900 underline underline-offset-4"
                >
                  {post.title}
                </a>
                <div className="text-sm text-ink-700">/blog/{post.slug}</div>
              </>
            ),
          },
          {
            key: "status",
            header: "Status",
            cell: (post) => (
              <span className={`rounded-full px-2 py-1 text-sm ${STATUS_STYLE[post.status]}`}>{post.status}</span>
            ),
          },
          {
            key: "published",
            header: "Publish date",
            className: "text-ink-700",
            cell: (post) => formatPostDate(post.publishedAt) ?? "—",
          },
          { key: "author", header: "Author", className: "text-ink-700", cell: (post) => post.author },
        ]}
        rows={posts}
        rowKey={(post) => post.id}
        className="mt-6"
        emptyTitle="No posts match."
        emptyAction={
          <a href="/admin/blog-posts" className="underline">
            Show all posts
          </a>
        }
      />
      <AdminPagination page={filters.page} pages={pageCount} label="Blog posts" />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
