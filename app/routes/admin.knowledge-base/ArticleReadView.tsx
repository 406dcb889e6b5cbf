import { useActionData } from "@remix-run/react";
import { ConfirmDelete } from "../../components/admin/kit/ConfirmDelete";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { useShopTime } from "../../components/admin/useShopTime";
import { buttonClass } from "../../components/ui/button-styles";
import { Card } from "../../components/ui/Card";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { useNavigatingFetcher } from "../../hooks/useNavigatingFetcher";
import { isDeleteQuestion } from "../../lib/content/editor-replies";
import type { action } from "./route";

type Article = {
  id: string;
  title: string;
  category: string;
  html: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

/** One article as the shop's team reads it, with Edit and a delete that asks first. */
export function ArticleReadView({ article }: { article: Article }) {
  const shopTime = useShopTime();
  const actionData = useActionData<typeof action>();
  const remove = useNavigatingFetcher<{ to?: string }>();
  const editedBy = article.updatedBy ? ` by ${article.updatedBy}` : "";
  return (
    <AdminPage
      title={article.title}
      description={`${article.category} · last edited ${shopTime(article.updatedAt)}${editedBy}`}
      actions={
        <>
          <a href={`/admin/knowledge-base?edit=${article.id}`} className={buttonClass({ size: "sm" })}>
            Edit
          </a>
          <a href="/admin/knowledge-base" className={buttonClass({ variant: "ghost", size: "sm" })}>
            All articles
          </a>
        </>
      }
    >
      <Card
        as="article"
        className="prose-copy mt-6 max-w-3xl"
        dangerouslySetInnerHTML={{ __html: article.html ?? "" }}
      />
      <remove.Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
        <JsReplyField />
        <input type="hidden" name="id" value={article.id} />
        <ConfirmDelete
          confirming={isDeleteQuestion(remove.data ?? actionData)}
          question={`Delete “${article.title}” for good?`}
          startLabel="Delete article…"
          confirmLabel="Yes, delete the article"
          cancelHref={`/admin/knowledge-base?article=${article.id}`}
        />
      </remove.Form>
    </AdminPage>
  );
}
