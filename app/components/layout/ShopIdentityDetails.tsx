import type { ShopIdentity } from "../../lib/settings/site-settings";

/** The `tel:` form of a phone number as the owner typed it ("+1 505 555 0142" → "+15055550142"). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * Who the shop is, as an address block: name, the address line by line, email and phone as links.
 * Parts the owner left empty are left out. `compact` is the footer's one-paragraph form.
 */
export function ShopIdentityDetails({ identity, compact = false }: { identity: ShopIdentity; compact?: boolean }) {
  const lines = identity.address.split("\n").filter((line) => line.trim() !== "");
  const linkClass = "underline-offset-4 hover:text-clay-700 hover:underline";
  if (compact) {
    return (
      <address className="text-sm text-ink-700 not-italic" data-testid="footer-identity">
        <span className="font-semibold text-ink-900">{identity.name}</span>
        {lines.length ? <span>{` · ${lines.join(", ")}`}</span> : null}
        {identity.email ? (
          <>
            {" · "}
            <a href={`mailto:${identity.email}`} className={linkClass}>
              {identity.email}
            </a>
          </>
        ) : null}
        {identity.phone ? (
          <>
            {" · "}
            <a href={telHref(identity.phone)} className={linkClass}>
              {identity.phone}
            </a>
          </>
        ) : null}
      </address>
    );
  }
  return (
    <address className="not-italic" data-testid="shop-identity">
      <p className="m-0 font-semibold text-ink-900">{identity.name}</p>
      {lines.map((line, index) => (
        <p key={index} className="m-0">
          {line}
        </p>
      ))}
      {identity.email ? (
        <p className="mt-2 mb-0">
          Email: <a href={`mailto:${identity.email}`}>{identity.email}</a>
        </p>
      ) : null}
      {identity.phone ? (
        <p className="m-0">
          Phone: <a href={telHref(identity.phone)}>{identity.phone}</a>
        </p>
      ) : null}
    </address>
  );
}
