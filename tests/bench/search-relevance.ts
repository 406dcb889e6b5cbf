// The relevance set (tests/support/search-relevance.ts) through the listing's own query over the 600-product
// demo catalogue: recall (expected products on the first page of 24) and the share of queries that list
// nothing. Counts, not timings. VERBOSE=1 prints each query.
//   npx tsx tests/bench/search-relevance.ts
import { createCatalogIndex } from "../../app/lib/catalog/catalog-index";
import {
  listingFirstPage,
  measureRelevance,
  relevanceCatalog,
  relevanceCollections,
} from "../support/search-relevance";

const index = createCatalogIndex(relevanceCatalog(), relevanceCollections());
const figures = measureRelevance((query) => listingFirstPage(index, query));
for (const row of figures.perQuery)
  if (process.env.VERBOSE || row.found < row.expected)
    console.log(
      `${row.query.padEnd(24)} ${row.found}/${row.expected} on page 1, ${row.total} listed${row.missing.length ? `; missing ${row.missing.join(", ")}` : ""}`,
    );
console.log(
  `Relevance set: ${figures.queries} queries; recall on the first page ${(figures.recall * 100).toFixed(1)} %; queries with 0 results ${(figures.zeroResultShare * 100).toFixed(1)} % (${Math.round(figures.zeroResultShare * figures.queries)})`,
);
