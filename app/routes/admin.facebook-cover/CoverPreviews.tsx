import { FACEBOOK_COVER, SOCIAL_CARD } from "../../lib/images/social-card-files";

const PREVIEWS = [
  {
    label: `Facebook cover, ${FACEBOOK_COVER.width} × ${FACEBOOK_COVER.height}`,
    size: FACEBOOK_COVER,
    testId: "cover-preview",
  },
  { label: `Social card, ${SOCIAL_CARD.width} × ${SOCIAL_CARD.height}`, size: SOCIAL_CARD, testId: "card-preview" },
];

/** The image cropped as the cover and the social card will be, around the focal point (x%, y%). */
export function CoverPreviews({ image, x, y }: { image: string; x: number; y: number }) {
  return (
    <section aria-labelledby="preview-heading" className="mt-6">
      <h2 id="preview-heading" className="text-xl text-ink-900">
        Preview
      </h2>
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        {PREVIEWS.map((preview) => (
          <figure key={preview.testId}>
            {/* object-fit: cover with object-position is the crop the server makes (see cropBox). */}
            <img
              src={image}
              alt=""
              data-testid={preview.testId}
              className="w-full rounded-xl object-cover ring-1 ring-sand-300"
              style={{ aspectRatio: `${preview.size.width} / ${preview.size.height}`, objectPosition: `${x}% ${y}%` }}
            />
            <figcaption className="mt-1 text-sm text-ink-700">{preview.label}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
