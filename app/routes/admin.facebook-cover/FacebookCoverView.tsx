import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState, type ChangeEvent } from "react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { Field, SelectField } from "../../components/forms/Field";
import { StatusButton } from "../../components/forms/StatusButton";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { isFormFailure } from "../../lib/platform/reply";
import { FACEBOOK_COVER, parseFocal, SOCIAL_CARD } from "../../lib/images/social-card-files";
import { CoverPreviews } from "./CoverPreviews";
import type { action, loader } from "./route";

export function FacebookCoverView() {
  const { images, chosen, focal, current } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = isFormFailure(actionData) ? actionData : null;
  const [image, setImage] = useState(chosen);
  const [x, setX] = useState(focal.x);
  const [y, setY] = useState(focal.y);
  if (!chosen || !image) {
    return (
      <AdminPage title="Facebook cover">
        <EmptyState title="No photo to crop yet." className="mt-6">
          Upload a JPEG, PNG or WebP photo under{" "}
          <a href="/admin/homepage-images" className="text-clay-700 underline">
            Homepage images
          </a>{" "}
          first: covers are cropped from those (the built-in SVG illustrations cannot be cropped).
        </EmptyState>
      </AdminPage>
    );
  }
  // One set of fields for every button: the preview link (GET), the downloads (plain POST) and the social card (action).
  const fields = (
    <>
      <input type="hidden" name="image" value={image} />
      <input type="hidden" name="focalX" value={x} />
      <input type="hidden" name="focalY" value={y} />
    </>
  );
  const focalInput = (name: string, value: number, set: (value: number) => void) => ({
    name,
    type: "number",
    min: 0,
    max: 100,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(parseFocal(event.target.value)),
  });
  return (
    <AdminPage
      title="Facebook cover"
      description={`Pick a homepage image and its focal point, then download a ${FACEBOOK_COVER.width} × ${FACEBOOK_COVER.height} JPEG for the Facebook page or a ${SOCIAL_CARD.width} × ${SOCIAL_CARD.height} social card. The saved social card is the site's default sharing image (og:image).`}
    >
      {failure?.formError ? (
        <Alert tone="error" className="mt-4">
          {failure.formError}
        </Alert>
      ) : null}
      <Card padding="sm" className="mt-6">
        <Form method="get" className="grid gap-4 sm:grid-cols-3" aria-label="Crop settings">
          <SelectField
            className="sm:col-span-3"
            label="Homepage image"
            labelClassName="text-sm font-normal"
            selectProps={{ name: "image", value: image, onChange: (event) => setImage(event.target.value) }}
          >
            {images.map((option) => (
              <option key={option.path} value={option.path}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <Field
            label="Focal point across (%)"
            labelClassName="text-sm font-normal"
            inputProps={focalInput("focalX", x, setX)}
          />
          <Field
            label="Focal point down (%)"
            labelClassName="text-sm font-normal"
            inputProps={focalInput("focalY", y, setY)}
          />
          <div className="flex items-end">
            <Button variant="ghost">Update preview</Button>
          </div>
        </Form>
      </Card>
      <CoverPreviews image={image} x={x} y={y} />
      <div className="mt-6 flex flex-wrap gap-3">
        {/* Plain forms, not Remix's: the browser itself saves the JPEG the server answers with. */}
        <form method="post" action="/admin/facebook-cover/download">
          {fields}
          <input type="hidden" name="kind" value="cover" />
          <Button>Download cover (820 × 312 JPEG)</Button>
        </form>
        <form method="post" action="/admin/facebook-cover/download">
          {fields}
          <input type="hidden" name="kind" value="card" />
          <Button variant="ghost">Download social card (1200 × 630 JPEG)</Button>
        </form>
        <Form method="post">
          {fields}
          <input type="hidden" name="intent" value="use-social-card" />
          <StatusButton variant="ghost" action="/admin/facebook-cover" pendingLabel="Saving…">
            Use as the site's social image
          </StatusButton>
        </Form>
      </div>
      <p className="mt-4 text-sm text-ink-700">
        {current ? (
          <>
            Current social image:{" "}
            <a href={current.path} className="text-clay-700 underline">
              {current.path}
            </a>{" "}
            (from {current.sourcePath}, focal point {current.focalX}% {current.focalY}%).
          </>
        ) : (
          "The site uses its built-in social image until you save a social card."
        )}
      </p>
    </AdminPage>
  );
}
