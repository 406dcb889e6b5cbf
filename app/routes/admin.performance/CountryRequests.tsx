import type { useLoaderData } from "@remix-run/react";
import type { loader } from "./route";

type Countries = ReturnType<typeof useLoaderData<typeof loader>>["countries"];

/** Page requests and blocks per country (geo rate monitoring), or why there are none. */
export function CountryRequests({ countries }: { countries: Countries }) {
  return (
    <section aria-labelledby="geo-heading" className="space-y-3">
      <h2 id="geo-heading" className="text-xl text-ink-900">
        Page requests per country
      </h2>
      {countries === null ? (
        <p className="text-ink-700">The country counts could not be loaded in time.</p>
      ) : countries.length === 0 ? (
        <p className="text-ink-700">No page requests counted in this period.</p>
      ) : (
        <table className="w-full max-w-md text-left text-sm">
          <thead>
            <tr className="text-ink-700">
              <th scope="col" className="py-1">
                Country
              </th>
              <th scope="col">Requests</th>
              <th scope="col">Blocked</th>
            </tr>
          </thead>
          <tbody>
            {countries.map((row) => (
              <tr key={row.country} className="border-t border-sand-200">
                <th scope="row" className="py-1 font-normal">
                  {row.country}
                </th>
                <td>{row.requests}</td>
                <td>{row.blocked}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
