import type { LegalPageView } from "../../lib/legal/legal-pages";
import { ContentPage } from "./ContentPage";
import { ShopIdentityDetails } from "./ShopIdentityDetails";
import { useShopIdentity } from "./useShopIdentity";

function formatUpdated(iso: string): string {
  const date = new Date(iso.includes("T") ? iso : `${iso.replace(" ", "T")}Z`);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 10);
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** /privacy and /terms: the owner's text (or the default written from the settings), and who the shop is. */
export function LegalPage({ view }: { view: LegalPageView }) {
  const identity = useShopIdentity();
  return (
    <ContentPage
      eyebrow="The small print"
      title={view.title}
      intro={
        <p className="text-base">
          {view.updatedAt ? (
            <>
              Last updated <time dateTime={view.updatedAt}>{formatUpdated(view.updatedAt)}</time>.
            </>
          ) : (
            "Written from how this shop works today: what it collects, why, and for how long."
          )}
        </p>
      }
    >
      <div className="markdown-body" data-testid="legal-text" dangerouslySetInnerHTML={{ __html: view.html }} />
      <section aria-labelledby="legal-contact" className="mt-10 rounded-2xl bg-white/70 p-5 ring-1 ring-sand-200">
        <h2 id="legal-contact" className="mt-0 text-xl">
          Questions?
        </h2>
        <ShopIdentityDetails identity={identity} />
      </section>
    </ContentPage>
  );
}
