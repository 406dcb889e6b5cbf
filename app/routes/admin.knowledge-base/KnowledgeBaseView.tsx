import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { FilterBar } from "../../components/admin/kit/FilterBar";
import { AdminPagination } from "../../components/admin/AdminPagination";
import { Field, SelectField } from "../../components/forms/Field";
import { buttonClass } from "../../components/ui/button-styles";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { ArticleEditorView } from "./ArticleEditorView";
import { ArticleReadView } from "./ArticleReadView";
import type { loader } from "./route";

export function KnowledgeBaseView() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.mode === "edit") return <ArticleEditorView article={loaded.article} categories={loaded.categories} />;
  if (loaded.mode === "read" && loaded.article) return <ArticleReadView article={loaded.article} />;
  return (
    <AdminPage
      title="Knowledge base"
      description="How-to articles for running the shop."
      actions={
        <a href="/admin/knowledge-base?edit=new" className={buttonClass()}>
          New article
        </a>
      }
    >
      <FilterBar label="Search the knowledge base" submitLabel="Search">
        <Field
          id="kb-q"
          label="Search titles and articles"
          labelClassName="text-sm"
          inputProps={{ name: "q", type: "search", defaultValue: loaded.q, maxLength: 100 }}
        />
        <SelectField
          id="kb-category-filter"
          label="Category"
          labelClassName="text-sm"
          selectProps={{ name: "category", defaultValue: loaded.category }}
        >
          <option value="">All categories</option>
          {loaded.categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      {loaded.articles.length === 0 ? (
        <EmptyState title="No articles match." className="mt-6" />
      ) : (
        <Card padding="none" className="mt-6">
          <ul className="divide-y divide-sand-200">
            {loaded.articles.map((row) => (
              <li key={row.id} className="p-4">
                <a
                  href={`/admin/knowledge-base?article=${row.id}`}
                  className="font-medium text-ink-900 underline underline-offset-4"
                >
                  {row.title}
                </a>
                <p className="text-sm text-ink-700">
                  {row.category} · last edited {row.updatedAt.slice(0, 10)}
                  {row.updatedBy ? ` by ${row.updatedBy}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <AdminPagination page={loaded.page} pages={loaded.pageCount} label="Articles" />
    </AdminPage>
  );
}
