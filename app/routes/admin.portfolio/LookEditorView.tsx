import { useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { RowActions } from "../../components/admin/kit/RowActions";
import { LookActionButton } from "../../components/admin/looks/LookActionButton";
import { LookDeleteForm } from "../../components/admin/looks/LookDeleteForm";
import { LookDetailsForm } from "../../components/admin/looks/LookDetailsForm";
import { ProductTitleSearch } from "../../components/admin/ProductTitleSearch";
import { ErrorList } from "../../components/forms/ErrorList";
import { Card } from "../../components/ui/Card";
import type { FormFailure } from "../../lib/platform/reply";
import { PAGE } from "./portfolio-page";
import type { loader } from "./route";

/** One look: its details, the products in it (find and add more), publish and delete. */
export function LookEditorView({ failureFor }: { failureFor: (...intents: string[]) => FormFailure | null }) {
  const { editing: look, homepageImages, q, matches } = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!look) return null;
  const productsFailure = failureFor("add-product", "remove-product");
  return (
    <AdminPage
      title={`Edit look: ${look.title}`}
      description={
        <>
          <a href={PAGE} className="text-clay-700 underline">
            ← All looks
          </a>
          {look.isPublished ? (
            <>
              {" "}
              ·{" "}
              <a href={`/lookbooks/${look.slug}`} className="text-clay-700 underline">
                View the look in the shop
              </a>
            </>
          ) : (
            " · Not published yet"
          )}
        </>
      }
    >
      <Card as="section" padding="sm" aria-labelledby="details-heading" className="mt-6">
        <h2 id="details-heading" className="text-xl text-ink-900">
          Details
        </h2>
        <div className="mt-3 flex flex-col gap-4 sm:flex-row">
          <img src={look.imagePath} alt={look.imageAlt} className="h-48 w-full rounded-xl object-cover sm:w-40" />
          <div className="flex-1">
            <LookDetailsForm
              intent="update"
              id={look.id}
              values={{
                title: look.title,
                slug: look.slug,
                story: look.story,
                imageAlt: look.imageAlt,
                homepageImage: "",
              }}
              failure={failureFor("update")}
              homepageImages={homepageImages}
              currentImage={look.imagePath}
            />
          </div>
        </div>
      </Card>
      <Card as="section" padding="sm" aria-labelledby="pieces-heading" className="mt-6">
        <h2 id="pieces-heading" className="text-xl text-ink-900">
          Products in this look ({look.products.length})
        </h2>
        <ErrorList role="alert" className="mt-2" errors={[productsFailure?.formError]} />
        {look.products.length === 0 ? (
          <p className="mt-2 text-ink-700">
            No products yet. Find them by title below; a look needs at least one before it can be published.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-sand-200">
            {look.products.map((product) => (
              <li key={product.productId} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <a href={`/products/${product.productHandle}`} className="text-ink-900 hover:underline">
                  {product.productTitle}
                </a>
                <LookActionButton
                  fields={{ intent: "remove-product", id: look.id, productId: product.productId }}
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
          keep={{ look: look.id }}
          matches={matches}
        >
          {(found) => (
            <ul className="mt-3 divide-y divide-sand-200" aria-label="Search results">
              {found.map((product) => (
                <li key={product.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <span className="flex items-center gap-3 text-ink-900">
                    {product.imageUrl ? (
                      <img src={product.imageUrl} alt="" className="h-12 w-10 rounded object-cover" loading="lazy" />
                    ) : null}
                    {product.title}
                  </span>
                  {look.products.some((item) => item.productId === product.id) ? (
                    <span className="text-sm text-ink-700">In the look</span>
                  ) : (
                    <LookActionButton
                      fields={{
                        intent: "add-product",
                        id: look.id,
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
              ))}
            </ul>
          )}
        </ProductTitleSearch>
      </Card>
      <div className="mt-6">
        <RowActions label={`Publish or delete ${look.title}`}>
          <LookActionButton
            fields={{ intent: look.isPublished ? "unpublish" : "publish", id: look.id }}
            label={look.isPublished ? "Unpublish" : "Publish"}
            redirectTo={`${PAGE}?look=${look.id}`}
            tone={look.isPublished ? "plain" : "primary"}
          />
          <LookDeleteForm look={look} cancelHref={`${PAGE}?look=${look.id}`} />
        </RowActions>
      </div>
      <ErrorList role="alert" className="mt-2" errors={[failureFor("publish")?.formError]} />
    </AdminPage>
  );
}
