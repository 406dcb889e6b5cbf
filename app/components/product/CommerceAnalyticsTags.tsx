import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useNonce } from "../../hooks/nonce";
import { trackSearch, type AnalyticsIds } from "../../lib/analytics/commerce-events";

/**
 * The analytics tag and the ad pixel, loaded only when their ids are configured
 * (nothing at all otherwise), consent granted at start unless the visitor
 * revoked it. Also reports listing searches (/products?q=...).
 */
export function CommerceAnalyticsTags({ ids }: { ids: AnalyticsIds }) {
  const location = useLocation();
  const nonce = useNonce();
  const lastSearch = useRef<string | null>(null);
  useEffect(() => {
    if (location.pathname !== "/products") return;
    const term = new URLSearchParams(location.search).get("q")?.trim();
    if (term && term !== lastSearch.current) {
      lastSearch.current = term;
      trackSearch(term);
    }
  }, [location.pathname, location.search]);

  if (!ids.gaMeasurementId && !ids.metaPixelId) return null;
  const consent = `(function(){try{return localStorage.getItem("analytics-consent")==="denied"?"denied":"granted"}catch(e){return "granted"}})()`;
  const ga = ids.gaMeasurementId
    ? `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;var c=${consent};gtag("consent","default",{analytics_storage:c,ad_storage:c,ad_user_data:c,ad_personalization:c});gtag("js",new Date());gtag("config",${JSON.stringify(ids.gaMeasurementId)});`
    : "";
  const pixel = ids.metaPixelId
    ? `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version="2.0";n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,"script","https://connect.facebook.net/en_US/fbevents.js");fbq("consent",${consent}==="denied"?"revoke":"grant");fbq("init",${JSON.stringify(ids.metaPixelId)});fbq("track","PageView");`
    : "";
  return (
    <>
      {ids.gaMeasurementId ? (
        <script
          async
          nonce={nonce}
          src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.gaMeasurementId)}`}
        />
      ) : null}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ga + pixel }} />
    </>
  );
}
