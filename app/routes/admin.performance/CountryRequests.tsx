import type { useLoaderData } from "@remix-run/react";
import { AdminTable, type AdminColumn } from "../../components/admin/kit/AdminTable";
import type { loader } from "./route";

type CountryRow = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["countries"]>[number];

const COLUMNS: AdminColumn<CountryRow>[] = [
  { key: "country", header: "Country", rowHeader: true, cell: (row) => row.country },
  { key: "requests", header: "Requests", cell: (row) => row.requests },
  { key: "blocked", header: "Blocked", cell: (row) => row.blocked },
];

/** Page requests and blocks per country (geo rate monitoring), or why there are none. */
export function CountryRequests({ countries }: { countries: CountryRow[] | null }) {
  return (
    <section aria-labelledby="geo-heading" className="space-y-3">
      <h2 id="geo-heading" className="text-xl text-ink-900">
        Page requests per country
      </h2>
      {countries === null ? (
        <p className="text-ink-700">The country counts could not be loaded in time.</p>
      ) : (
        <AdminTable
          caption="Page requests per country"
          columns={COLUMNS}
          rows={countries}
          rowKey={(row) => row.country}
          className="max-w-md"
          emptyTitle="No page requests counted in this period."
        />
      )}
    </section>
  );
}
