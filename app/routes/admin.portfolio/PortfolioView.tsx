import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { RowActions } from "../../components/admin/kit/RowActions";
import { LookActionButton } from "../../components/admin/looks/LookActionButton";
import { LookDeleteForm } from "../../components/admin/looks/LookDeleteForm";
import { LookDetailsForm } from "../../components/admin/looks/LookDetailsForm";
import { ErrorList } from "../../components/forms/ErrorList";
import { Badge } from "../../components/ui/Badge";
import { buttonClass } from "../../components/ui/button-styles";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { isFormFailure } from "../../lib/platform/reply";
import { LookEditorView } from "./LookEditorView";
import type { action, loader } from "./route";

import { PAGE } from "./portfolio-page";
const EMPTY_VALUES = { title: "", slug: "", story: "", imageAlt: "", homepageImage: "" };

export function PortfolioView() {
  const { looks, homepageImages, editing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = isFormFailure(actionData) ? actionData : null;
  const failureFor = (...intents: string[]) => (failure && intents.includes(failure.intent ?? "") ? failure : null);
  if (editing) return <LookEditorView failureFor={failureFor} />;
  return (
    <AdminPage
      title="Lookbooks"
      description="Styled looks shown at /lookbooks: a photo, a story and the products in it, which shoppers add to their cart in one go. Only published looks are shown, in this order."
    >
      {failure && failure.intent !== "create" ? (
        <ErrorList role="alert" className="mt-4" errors={[failure.formError]} />
      ) : null}
      <Card as="section" padding="sm" aria-labelledby="create-heading" className="mt-6">
        <h2 id="create-heading" className="text-xl text-ink-900">
          Create a look
        </h2>
        <div className="mt-3">
          <LookDetailsForm
            intent="create"
            values={EMPTY_VALUES}
            failure={failureFor("create")}
            homepageImages={homepageImages}
          />
        </div>
      </Card>
      <section aria-labelledby="looks-heading" className="mt-8">
        <h2 id="looks-heading" className="text-xl text-ink-900">
          Looks ({looks.length})
        </h2>
        {looks.length === 0 ? (
          <EmptyState title="No looks yet." className="mt-3" />
        ) : (
          <ol className="mt-3 flex flex-col gap-3">
            {looks.map((look, index) => (
              <Card
                as="li"
                padding="sm"
                key={look.id}
                aria-labelledby={`look-${look.id}`}
                // Wraps, so a delete question beside the actions never squeezes the look's title away.
                className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center"
              >
                <img
                  src={look.imagePath}
                  alt=""
                  className="h-24 w-full rounded-xl object-cover sm:w-24"
                  loading="lazy"
                />
                <div className="min-w-48 flex-1">
                  <h3 id={`look-${look.id}`} className="text-lg font-semibold text-ink-900">
                    {look.title}
                  </h3>
                  <p className="text-sm text-ink-700">
                    <Badge tone={look.isPublished ? "success" : "neutral"} className="mr-2">
                      {look.isPublished ? "Published" : "Draft"}
                    </Badge>
                    /lookbooks/{look.slug} · Position {index + 1} of {looks.length}
                  </p>
                </div>
                <RowActions label={`Actions for ${look.title}`}>
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
                  <LookDeleteForm look={look} cancelHref={PAGE} />
                </RowActions>
              </Card>
            ))}
          </ol>
        )}
      </section>
    </AdminPage>
  );
}
