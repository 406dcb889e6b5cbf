import { buttonClass } from "~/components/ui/button-styles";
import { Button } from "~/components/ui/Button";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { ProductTitleSearch } from "~/components/admin/ProductTitleSearch";
import { LookActionButton } from "~/components/admin/looks/LookActionButton";
import { LookDetailsForm } from "~/components/admin/looks/LookDetailsForm";
import type { AdminFormError } from "~/lib/admin/admin-form-error";
import { type loader } from "./route";

export const PAGE = "/admin/portfolio";
export const EMPTY_VALUES = { title: "", slug: "", story: "", imageAlt: "", homepageImage: "" };

export function PortfolioView() {
  const { looks, homepageImages, editing, confirmDelete, q, matches } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ formError?: AdminFormError }>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const error = actionData?.formError ?? null;
  const formError = (intent: string) => (error?.intent === intent ? error : null);
  const kept = (intent: string) => (formError(intent) ? { ...EMPTY_VALUES, ...formError(intent)!.values } : null);

  if (editing) {
    const editorUrl = `${PAGE}?look=${editing.id}`;
    return (
      <AdminPage
        title={`Edit look: ${editing.title}`}
        description={
          <>
            <a href={PAGE} className="text-clay-700 underline">
              ← All looks
            </a>
            {editing.isPublished ? (
              <>
                {" "}
                ·{" "}
                <a href={`/lookbooks/${editing.slug}`} className="text-clay-700 underline">
                  View the look in the shop
                </a>
              </>
            ) : (
              " · Not published yet"
            )}
          </>
        }
      >
        <section aria-labelledby="details-heading" className="mt-6 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200">
          <h2 id="details-heading" className="text-xl text-ink-900">
            Details
          </h2>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row">
            <img
              src={editing.imagePath}
              alt={editing.imageAlt}
              className="h-48 w-full rounded-xl object-cover sm:w-40"
            />
            <div className="flex-1">
              <LookDetailsForm
                intent="update"
                id={editing.id}
                values={
                  kept("update") ?? {
                    title: editing.title,
                    slug: editing.slug,
                    story: editing.story,
                    imageAlt: editing.imageAlt,
                    homepageImage: "",
                  }
                }
                error={formError("update")}
                homepageImages={homepageImages}
                currentImage={editing.imagePath}
              />
            </div>
          </div>
        </section>
        <section aria-labelledby="pieces-heading" className="mt-6 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200">
          <h2 id="pieces-heading" className="text-xl text-ink-900">
            Products in this look ({editing.products.length})
          </h2>
          {error && (error.intent === "add-product" || error.intent === "remove-product") ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-800">
              {error.message}
            </p>
          ) : null}
          {editing.products.length === 0 ? (
            <p className="mt-2 text-ink-700">
              No products yet. Find them by title below; a look needs at least one before it can be published.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-sand-200">
              {editing.products.map((product) => (
                <li key={product.productId} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <a href={`/products/${product.productHandle}`} className="text-ink-900 hover:underline">
                    {product.productTitle}
                  </a>
                  <LookActionButton
                    fields={{ intent: "remove-product", id: editing.id, productId: product.productId }}
                    label="Remove"
                    accessibleName={`Remove: ${product.productTitle}`}
                    redirectTo={here}
                    tone="danger"
                  />
                </li>
              ))}
            </ul>
          )}
          <ProductTitleSearch
            inputId="look-product-search"
            ariaLabel="Find products for the look"
            q={q}
            keep={{ look: editing.id }}
            matches={matches}
          >
            {(found) => (
              <ul className="mt-3 divide-y divide-sand-200" aria-label="Search results">
                {found.map((product) => {
                  const inLook = editing.products.some((item) => item.productId === product.id);
                  return (
                    <li key={product.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                      <span className="flex items-center gap-3 text-ink-900">
                        {product.imageUrl ? (
                          <img
                            src={product.imageUrl}
                            alt=""
                            className="h-12 w-10 rounded object-cover"
                            loading="lazy"
                          />
                        ) : null}
                        {product.title}
                      </span>
                      {inLook ? (
                        <span className="text-sm text-ink-700">In the look</span>
                      ) : (
                        <LookActionButton
                          fields={{
                            intent: "add-product",
                            id: editing.id,
                            productId: product.id,
                            productHandle: product.handle,
                            productTitle: product.title,
                          }}
                          label="Add to look"
                          accessibleName={`Add to look: ${product.title}`}
                          redirectTo={here}
                          tone="primary"
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </ProductTitleSearch>
        </section>
        <div className="mt-6 flex flex-wrap gap-3">
          <LookActionButton
            fields={{ intent: editing.isPublished ? "unpublish" : "publish", id: editing.id }}
            label={editing.isPublished ? "Unpublish" : "Publish"}
            redirectTo={editorUrl}
            tone={editing.isPublished ? "plain" : "primary"}
          />
          <a href={`${PAGE}?delete=${editing.id}`} className={buttonClass({ variant: "danger-outline", size: "sm" })}>
            Delete…
          </a>
        </div>
        {error?.intent === "publish" ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {error.message}
          </p>
        ) : null}
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title="Lookbooks"
      description="Styled looks shown at /lookbooks: a photo, a story and the products in it, which shoppers add to their cart in one go. Only published looks are shown, in this order."
    >
      {confirmDelete ? (
        <section
          aria-labelledby="confirm-heading"
          role="alertdialog"
          className="mt-6 rounded-2xl bg-red-50 p-4 ring-1 ring-red-300"
        >
          <h2 id="confirm-heading" className="text-xl text-ink-900">{`Delete “${confirmDelete.title}”?`}</h2>
          <p className="mt-1 text-ink-700">
            The look and its product list are deleted; an uploaded photo is deleted with it. This cannot be undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={confirmDelete.id} />
              <input type="hidden" name="confirm" value="yes" />
              <Button type="submit" variant="danger">
                Yes, delete the look
              </Button>
            </Form>
            <a href={PAGE} className={buttonClass({ variant: "ghost" })}>
              Cancel
            </a>
          </div>
        </section>
      ) : null}
      {error && error.intent !== "create" ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-800">
          {error.message}
        </p>
      ) : null}
      <section aria-labelledby="create-heading" className="mt-6 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200">
        <h2 id="create-heading" className="text-xl text-ink-900">
          Create a look
        </h2>
        <div className="mt-3">
          <LookDetailsForm
            intent="create"
            values={kept("create") ?? EMPTY_VALUES}
            error={formError("create")}
            homepageImages={homepageImages}
          />
        </div>
      </section>
      <section aria-labelledby="looks-heading" className="mt-8">
        <h2 id="looks-heading" className="text-xl text-ink-900">
          Looks ({looks.length})
        </h2>
        {looks.length === 0 ? (
          <p className="mt-3 text-ink-700">No looks yet.</p>
        ) : (
          <ol className="mt-3 flex flex-col gap-3">
            {looks.map((look, index) => (
              <li
                key={look.id}
                aria-labelledby={`look-${look.id}`}
                className="flex flex-col gap-4 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200 sm:flex-row sm:items-center"
              >
                <img
                  src={look.imagePath}
                  alt=""
                  className="h-24 w-full rounded-xl object-cover sm:w-24"
                  loading="lazy"
                />
                <div className="min-w-0 flex-1">
                  <h3 id={`look-${look.id}`} className="text-lg font-semibold text-ink-900">
                    {look.title}
                  </h3>
                  <p className="text-sm text-ink-700">
                    <span
                      className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${look.isPublished ? "bg-emerald-100 text-emerald-900" : "bg-sand-200 text-ink-700"}`}
                    >
                      {look.isPublished ? "Published" : "Draft"}
                    </span>
                    /lookbooks/{look.slug} · Position {index + 1} of {looks.length}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={`${PAGE}?look=${look.id}`}
                    className={buttonClass({ variant: "ghost", size: "sm" })}
                    aria-label={`Edit: ${look.title}`}
                  >
                    Edit
                  </a>
                  {index > 0 ? (
                    <LookActionButton
                      fields={{ intent: "move", id: look.id, direction: "up" }}
                      label="Move up"
                      accessibleName={`Move up: ${look.title}`}
                      redirectTo={PAGE}
                    />
                  ) : null}
                  {index < looks.length - 1 ? (
                    <LookActionButton
                      fields={{ intent: "move", id: look.id, direction: "down" }}
                      label="Move down"
                      accessibleName={`Move down: ${look.title}`}
                      redirectTo={PAGE}
                    />
                  ) : null}
                  <LookActionButton
                    fields={{ intent: look.isPublished ? "unpublish" : "publish", id: look.id }}
                    label={look.isPublished ? "Unpublish" : "Publish"}
                    accessibleName={`${look.isPublished ? "Unpublish" : "Publish"}: ${look.title}`}
                    redirectTo={PAGE}
                  />
                  <a
                    href={`${PAGE}?delete=${look.id}`}
                    className={buttonClass({ variant: "danger-outline", size: "sm" })}
                    aria-label={`Delete…: ${look.title}`}
                  >
                    Delete…
                  </a>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </AdminPage>
  );
}
