import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateDemoCatalog, type DemoCatalog, type DemoProduct } from "../../workers/demo-shop/catalog";
import { startDemoShop, type DemoShop, type DemoShopStats } from "../../workers/demo-shop/server";

const TOKEN = "demo-storefront-token";

const SUB_CATEGORIES = {
  tops: [
    "Blouses",
    "Button-Up",
    "Camis",
    "Cardigans",
    "Hoodies",
    "Jackets",
    "Kimonos",
    "Mesh",
    "Sweaters",
    "T-Shirts",
    "Tanks",
  ],
  dresses: ["Maxi Dresses", "Midi Dresses", "Mini Dresses"],
  bottoms: [
    "Capris",
    "Flare",
    "Jeans",
    "Joggers",
    "Leggings",
    "Maxi Skirts",
    "Midi Skirts",
    "Mini Skirts",
    "Palazzo",
    "Skorts",
    "Shorts",
    "Wide Leg",
  ],
  jewelry: ["Bracelets", "Earrings", "Necklaces", "Jewelry Sets"],
};

const COLLECTION_TITLES = {
  goddess: "Goddess",
  "chrome-hearts": "Chrome Hearts",
  "home-decor": "Home Decor",
  sale: "Sale",
  tops: "Tops",
  bottoms: "Bottoms",
  "lounge-wear": "Lounge Wear",
  "one-pieces": "One Pieces",
  dresses: "Dresses",
  shoes: "Shoes",
  bags: "Bags",
  jewelry: "Jewelry",
  accessories: "Accessories",
};

const price = (amount: string) => Number(amount);
const isOnSale = (product: DemoProduct) =>
  product.variants.some(
    (variant) => variant.compareAtPrice && price(variant.compareAtPrice.amount) > price(variant.price.amount),
  );

describe("generateDemoCatalog", () => {
  const catalog = generateDemoCatalog();
  const allVariants = catalog.products.flatMap((product) => product.variants);
  const optionValues = (name: string) =>
    new Set(
      allVariants.flatMap((variant) =>
        variant.selectedOptions.filter((option) => option.name === name).map((option) => option.value),
      ),
    );

  it("is deterministic for a seed and differs between seeds", () => {
    const again = generateDemoCatalog({ seed: 1 });
    expect(JSON.stringify(again.products)).toBe(JSON.stringify(catalog.products));
    expect(
      generateDemoCatalog({ seed: 2 }).products[0].title === catalog.products[0].title &&
        generateDemoCatalog({ seed: 2 }).products[1].title === catalog.products[1].title,
    ).toBe(false);
  });

  it("has 600 products with unique ids, handles and variant ids", () => {
    expect(catalog.products).toHaveLength(600);
    expect(new Set(catalog.products.map((product) => product.handle)).size).toBe(600);
    expect(catalog.productById.size).toBe(600);
    expect(catalog.variantById.size).toBe(allVariants.length);
    for (const product of catalog.products) {
      expect(product.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(4);
      expect(product.options.map((option) => option.name)).toEqual(["Size", "Color"]);
      expect(
        product.createdAt >= "2025-01" && product.updatedAt < "2026-12" && product.updatedAt >= product.createdAt,
      ).toBe(true);
    }
    expect(allVariants[0].id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    expect(allVariants[0].title).toBe(
      `${allVariants[0].selectedOptions[0].value} / ${allVariants[0].selectedOptions[1].value}`,
    );
  });

  it("has the 13 collections, each with products, an image and a description", () => {
    expect(Object.fromEntries(catalog.collections.map((collection) => [collection.handle, collection.title]))).toEqual(
      COLLECTION_TITLES,
    );
    for (const collection of catalog.collections) {
      expect(collection.productIds.length, collection.handle).toBeGreaterThan(5);
      expect(collection.description.length).toBeGreaterThan(10);
      expect(collection.image.path).toContain(collection.handle);
    }
  });

  it("uses every sub-category several times, inside its collection", () => {
    for (const [handle, types] of Object.entries(SUB_CATEGORIES)) {
      const members = catalog.collectionByHandle.get(handle)!.productIds.map((id) => catalog.productById.get(id)!);
      for (const type of types)
        expect(members.filter((product) => product.productType === type).length, type).toBeGreaterThanOrEqual(3);
      expect(members.every((product) => types.includes(product.productType))).toBe(true);
    }
  });

  it("offers every size form and every colour", () => {
    const sizes = optionValues("Size");
    for (const size of [
      "XS",
      "S",
      "M",
      "L",
      "XL",
      "XXL",
      "3XL",
      "XXXL",
      "4XL",
      "XXXXL",
      "One Size",
      "OS",
      "Adjustable",
    ])
      expect(sizes, size).toContain(size);
    for (let numeric = 0; numeric <= 23; numeric++) expect(sizes, String(numeric)).toContain(String(numeric));
    const colours = optionValues("Color");
    for (const colour of [
      "Black",
      "White",
      "Brown",
      "Beige",
      "Sage",
      "Blue",
      "Pink",
      "Gold",
      "Rust",
      "Terracotta",
      "Mustard",
      "Olive",
      "Cream",
      "Ivory",
      "Silver",
      "Turquoise",
    ])
      expect(colours, colour).toContain(colour);
  });

  it("puts exactly the discounted products in sale, about 15% of them", () => {
    const sale = new Set(catalog.collectionByHandle.get("sale")!.productIds);
    const discounted = catalog.products.filter(isOnSale);
    expect(discounted.length / catalog.products.length).toBeGreaterThan(0.1);
    expect(discounted.length / catalog.products.length).toBeLessThan(0.2);
    expect(new Set(discounted.map((product) => product.id))).toEqual(sale);
    for (const id of sale) {
      for (const variant of catalog.productById.get(id)!.variants)
        expect(price(variant.compareAtPrice!.amount)).toBeGreaterThan(price(variant.price.amount));
    }
  });

  it("has sold-out, low, medium, high and untracked stock", () => {
    const quantities = allVariants.map((variant) => variant.quantityAvailable);
    expect(quantities.some((quantity) => quantity === 0)).toBe(true);
    expect(quantities.some((quantity) => quantity !== null && quantity >= 1 && quantity <= 3)).toBe(true);
    expect(quantities.some((quantity) => quantity !== null && quantity >= 4 && quantity <= 10)).toBe(true);
    expect(quantities.some((quantity) => quantity !== null && quantity > 10)).toBe(true);
    expect(
      allVariants.filter((variant) => variant.quantityAvailable === null).every((variant) => variant.availableForSale),
    ).toBe(true);
    expect(allVariants.some((variant) => variant.quantityAvailable === null)).toBe(true);
    expect(
      allVariants.filter((variant) => variant.quantityAvailable === 0).every((variant) => !variant.availableForSale),
    ).toBe(true);
    expect(catalog.products.filter((product) => !product.availableForSale).length).toBeGreaterThan(5);
  });

  it("prices between 12 and 480, with a few just over 500", () => {
    const minPrices = catalog.products.map((product) => price(product.priceRange.minVariantPrice.amount));
    expect(Math.min(...minPrices)).toBeGreaterThanOrEqual(12);
    const overFiveHundred = minPrices.filter((amount) => amount > 500);
    expect(overFiveHundred.length).toBeGreaterThan(0);
    expect(overFiveHundred.every((amount) => amount < 700)).toBe(true);
  });

  it("tags featured, new-arrival, limited-edition, bestseller and back-in-stock products", () => {
    const tagged = (tag: string) => catalog.products.filter((product) => product.tags.includes(tag));
    expect(tagged("featured").length).toBeGreaterThanOrEqual(8);
    for (const tag of ["new-arrival", "limited-edition", "bestseller", "back-in-stock", "boho"])
      expect(tagged(tag).length, tag).toBeGreaterThan(0);
  });

  it("uses the cut words whole and the decoy words apart", () => {
    const titles = catalog.products.map((product) => product.title);
    for (const word of ["Maxi", "Midi", "Mini", "Crop", "High-Waisted", "Low-Rise", "Minimal"]) {
      expect(
        titles.some((title) => new RegExp(`\\b${word}\\b`).test(title)),
        word,
      ).toBe(true);
    }
  });

  it("fills goddess with flowy pieces and chrome-hearts with silver jewelry and accessories", () => {
    const members = (handle: string) =>
      catalog.collectionByHandle.get(handle)!.productIds.map((id) => catalog.productById.get(id)!);
    const flowy = ["Maxi Dresses", "Midi Dresses", "Blouses", "Camis", "Kimonos", "Maxi Skirts"];
    expect(members("goddess").every((product) => flowy.includes(product.productType))).toBe(true);
    for (const product of members("chrome-hearts")) {
      expect(product.collectionHandles.some((handle) => handle === "jewelry" || handle === "accessories")).toBe(true);
      expect(product.options[1].values).toContain("Silver");
    }
  });

  it("scales to 10,000 products", () => {
    const large = generateDemoCatalog({ productCount: 10_000 });
    expect(large.products).toHaveLength(10_000);
    expect(large.productByHandle.size).toBe(10_000);
    expect(large.products[9_999].id).toBe("gid://shopify/Product/1010000");
  });
});

describe("demo shop over HTTP", () => {
  let shop: DemoShop;
  let catalog: DemoCatalog;

  const graphql = async (
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = { "X-Shopify-Storefront-Access-Token": TOKEN },
  ) => {
    const response = await fetch(`${shop.url}/api/2025-01/graphql.json`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  };
  const data = async (query: string, variables: Record<string, unknown> = {}): Promise<any> => {
    const result = (await graphql(query, variables)).json();
    expect(result.errors).toBeUndefined();
    return result.data;
  };
  const queueFault = (fault: Record<string, unknown>) =>
    fetch(`${shop.url}/__demo/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(fault),
    });

  beforeAll(async () => {
    shop = await startDemoShop({ port: 0 });
    catalog = shop.catalog;
  });
  afterAll(async () => {
    await shop.close();
  });
  beforeEach(async () => {
    await fetch(`${shop.url}/__demo/faults`, { method: "DELETE" });
  });

  it("answers a products query with the token", async () => {
    const result = await data(
      `{ products(first: 3) { edges { cursor node { id title handle priceRange { minVariantPrice { amount currencyCode } } featuredImage { url } } } } }`,
    );
    expect(result.products.edges).toHaveLength(3);
    expect(result.products.edges[0].node.title).toBe(catalog.products[0].title);
    expect(result.products.edges[0].node.priceRange.minVariantPrice.currencyCode).toBe("USD");
    expect(result.products.edges[0].node.featuredImage.url).toMatch(
      new RegExp(`^${shop.url}/images/products/\\d+/1\\.svg$`),
    );
  });

  it("accepts the private token header too, and refuses a missing or wrong token with 401", async () => {
    expect(
      (
        await graphql(
          `
            {
              shop {
                name
              }
            }
          `,
          {},
          { "Shopify-Storefront-Private-Token": TOKEN },
        )
      ).status,
    ).toBe(200);
    for (const headers of [{}, { "X-Shopify-Storefront-Access-Token": "wrong" }] as Record<string, string>[]) {
      const response = await graphql(
        `
          {
            shop {
              name
            }
          }
        `,
        {},
        headers,
      );
      expect(response.status).toBe(401);
      expect(response.json().errors).toMatch(/Invalid API key or access token/);
    }
  });

  it("rejects first above 250 and a connection without first or last", async () => {
    const tooMany = (
      await graphql(`
        {
          products(first: 251) {
            nodes {
              id
            }
          }
        }
      `)
    ).json();
    expect(tooMany.errors[0].message).toMatch(/250/);
    expect(tooMany.data).toBeNull();
    const unbounded = (
      await graphql(`
        {
          products(first: 1) {
            nodes {
              variants {
                nodes {
                  id
                }
              }
            }
          }
        }
      `)
    ).json();
    expect(unbounded.errors[0].message).toBe("you must provide one of first or last");
  });

  it("returns validation errors for a misspelled field or a bad enum, with status 200 and no data", async () => {
    const misspelled = await graphql(`
      {
        products(first: 1) {
          nodes {
            titel
          }
        }
      }
    `);
    expect(misspelled.status).toBe(200);
    expect(misspelled.json().errors[0].message).toMatch(/Cannot query field "titel" on type "Product"/);
    expect(misspelled.json().data).toBeUndefined();
    const badEnum = (
      await graphql(`
        {
          products(first: 1, sortKey: PRIZE) {
            nodes {
              id
            }
          }
        }
      `)
    ).json();
    expect(badEnum.errors[0].message).toMatch(/PRIZE/);
    expect((await graphql(`{ products(first: 1) { nodes { id }`)).json().errors[0].message).toMatch(/Syntax Error/);
  });

  it("walks every product exactly once at 250 per page, forwards and backwards", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const result = await data(
        `query Page($after: String) { products(first: 250, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
        { after },
      );
      const { edges, pageInfo } = result.products;
      pages++;
      seen.push(...edges.map((edge: { node: { id: string } }) => edge.node.id));
      expect(pageInfo.hasPreviousPage).toBe(pages > 1);
      expect(pageInfo.endCursor).toBe(edges.at(-1).cursor);
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(600);
    expect(new Set(seen)).toEqual(new Set(catalog.products.map((product) => product.id)));

    const lastPage = await data(
      `{ products(last: 100) { nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor } } }`,
    );
    expect(lastPage.products.nodes.map((node: { id: string }) => node.id)).toEqual(
      catalog.products.slice(500).map((product) => product.id),
    );
    const before = await data(
      `query Before($before: String) { products(last: 100, before: $before) { nodes { id } } }`,
      { before: lastPage.products.pageInfo.startCursor },
    );
    expect(before.products.nodes.map((node: { id: string }) => node.id)).toEqual(
      catalog.products.slice(400, 500).map((product) => product.id),
    );
  });

  it("sorts by every sort key, and reverse turns the order around", async () => {
    const orderOf = async (sortKey: string, reverse = false) =>
      (
        await data(
          `query Sorted($sortKey: ProductSortKeys, $reverse: Boolean) { products(first: 250, sortKey: $sortKey, reverse: $reverse) { nodes { title productType vendor createdAt updatedAt priceRange { minVariantPrice { amount } } } } }`,
          { sortKey, reverse },
        )
      ).products.nodes as {
        title: string;
        productType: string;
        vendor: string;
        createdAt: string;
        updatedAt: string;
        priceRange: { minVariantPrice: { amount: string } };
      }[];
    const isSorted = <T>(items: T[], key: (item: T) => string | number, descending = false) =>
      items.every(
        (item, index) =>
          index === 0 || (descending ? key(items[index - 1]) >= key(item) : key(items[index - 1]) <= key(item)),
      );
    expect(isSorted(await orderOf("TITLE"), (node) => node.title.toLowerCase())).toBe(true);
    expect(isSorted(await orderOf("TITLE", true), (node) => node.title.toLowerCase(), true)).toBe(true);
    expect(isSorted(await orderOf("PRICE"), (node) => Number(node.priceRange.minVariantPrice.amount))).toBe(true);
    expect(isSorted(await orderOf("PRICE", true), (node) => Number(node.priceRange.minVariantPrice.amount), true)).toBe(
      true,
    );
    expect(isSorted(await orderOf("CREATED_AT"), (node) => node.createdAt)).toBe(true);
    expect(isSorted(await orderOf("UPDATED_AT", true), (node) => node.updatedAt, true)).toBe(true);
    expect(isSorted(await orderOf("PRODUCT_TYPE"), (node) => node.productType.toLowerCase())).toBe(true);
    expect(isSorted(await orderOf("VENDOR"), (node) => node.vendor.toLowerCase())).toBe(true);
    const bestSelling = await orderOf("BEST_SELLING");
    const rankOf = (title: string) => catalog.products.find((product) => product.title === title)!.bestSellingRank;
    expect(rankOf(bestSelling[0].title)).toBe(1);
    const relevance = (await data(`{ products(first: 5, sortKey: RELEVANCE, query: "maxi") { nodes { title } } }`))
      .products.nodes;
    expect(relevance[0].title).toMatch(/\bMaxi\b/);
  });

  it("filters with Shopify's search syntax", async () => {
    const titlesFor = async (query: string) =>
      (
        await data(
          `query Search($query: String) { products(first: 250, query: $query) { nodes { title tags productType availableForSale vendor } } }`,
          { query },
        )
      ).products.nodes as {
        title: string;
        tags: string[];
        productType: string;
        availableForSale: boolean;
        vendor: string;
      }[];
    const featured = await titlesFor("tag:featured");
    expect(featured.length).toBe(catalog.products.filter((product) => product.tags.includes("featured")).length);
    expect(featured.every((node) => node.tags.includes("featured"))).toBe(true);
    const maxiDresses = await titlesFor(`product_type:"Maxi Dresses"`);
    expect(maxiDresses.length).toBeGreaterThan(3);
    expect(maxiDresses.every((node) => node.productType === "Maxi Dresses")).toBe(true);
    expect((await titlesFor("tag:featured AND -tag:featured")).length).toBe(0);
    expect((await titlesFor("available_for_sale:true")).every((node) => node.availableForSale)).toBe(true);
    const either = await titlesFor("product_type:Jeans OR product_type:Leggings");
    expect(new Set(either.map((node) => node.productType))).toEqual(new Set(["Jeans", "Leggings"]));
    const mini = await titlesFor("mini");
    expect(mini.length).toBeGreaterThan(0);
    expect(
      mini.some((node) => /\bMinimal\b/.test(node.title) && !/\bmini\b/i.test(node.title + node.productType)),
    ).toBe(false);
    expect((await titlesFor(`title:"high-waisted"`)).every((node) => /high-waisted/i.test(node.title))).toBe(true);
    expect(
      (await titlesFor(`vendor:"Silver Sparrow Studio"`)).every((node) => node.vendor === "Silver Sparrow Studio"),
    ).toBe(true);
  });

  it("finds a collection by handle with its products, sorted and filtered", async () => {
    const goddess = catalog.collectionByHandle.get("goddess")!;
    const result = await data(
      `{ collection(handle: "goddess") { id title description image { url altText } products(first: 250) { nodes { id } pageInfo { hasNextPage } } } }`,
    );
    expect(result.collection.title).toBe("Goddess");
    expect(result.collection.image.url).toBe(`${shop.url}/images/collections/goddess.svg`);
    expect(result.collection.products.nodes.map((node: { id: string }) => node.id)).toEqual(goddess.productIds);
    const filtered = await data(
      `{ collection(handle: "dresses") { products(first: 250, sortKey: PRICE, reverse: true, filters: [{ productType: "Midi Dresses" }, { available: true }]) { nodes { productType availableForSale } } } }`,
    );
    expect(filtered.collection.products.nodes.length).toBeGreaterThan(0);
    expect(
      filtered.collection.products.nodes.every(
        (node: { productType: string; availableForSale: boolean }) =>
          node.productType === "Midi Dresses" && node.availableForSale,
      ),
    ).toBe(true);
    const collections = await data(`{ collections(first: 250) { nodes { handle } totalCount } }`);
    expect(collections.collections.nodes).toHaveLength(13);
    expect(await data(`{ collection(handle: "nope") { id } }`)).toEqual({ collection: null });
  });

  it("resolves nodes(ids) for variants, products and collections", async () => {
    const product = catalog.products[7];
    const ids = [product.variants[0].id, product.id, catalog.collections[0].id, "gid://shopify/ProductVariant/1"];
    const result = await data(
      `query Nodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on ProductVariant { title quantityAvailable selectedOptions { name value } product { handle } } ... on Product { handle } ... on Collection { handle } } }`,
      { ids },
    );
    expect(result.nodes[0]).toMatchObject({
      __typename: "ProductVariant",
      title: product.variants[0].title,
      product: { handle: product.handle },
    });
    expect(result.nodes[1]).toMatchObject({ __typename: "Product", handle: product.handle });
    expect(result.nodes[2]).toMatchObject({ __typename: "Collection", handle: "goddess" });
    expect(result.nodes[3]).toBeNull();
  });

  it("serves a product page query: options, selected variant, media and image transforms", async () => {
    const product = catalog.products.find((candidate) => candidate.variants.length > 2 && candidate.availableForSale)!;
    const target = product.variants[1];
    const result = await data(
      `query Product($handle: String!, $selected: [SelectedOptionInput!]!) { product(handle: $handle) { title options { name values } totalInventory collections(first: 5) { nodes { handle } }
        variantBySelectedOptions(selectedOptions: $selected) { id } selectedOrFirstAvailableVariant { availableForSale }
        media(first: 10) { nodes { __typename ... on MediaImage { image { url } } } }
        images(first: 1) { nodes { url(transform: { maxWidth: 400, maxHeight: 500, crop: CENTER }) } } } }`,
      { handle: product.handle, selected: target.selectedOptions },
    );
    expect(result.product.options[0].name).toBe("Size");
    expect(result.product.variantBySelectedOptions.id).toBe(target.id);
    expect(result.product.selectedOrFirstAvailableVariant.availableForSale).toBe(true);
    expect(result.product.media.nodes).toHaveLength(product.images.length);
    expect(result.product.collections.nodes.map((node: { handle: string }) => node.handle)).toEqual(
      catalog.collections
        .filter((collection) => product.collectionHandles.includes(collection.handle))
        .map((collection) => collection.handle),
    );
    expect(result.product.images.nodes[0].url).toBe(
      `${shop.url}${product.images[0].path}?width=400&height=500&crop=center`,
    );
    expect(result.product.totalInventory).toBe(product.totalInventory);
  });

  it("injects faults: 429 with Retry-After, then success", async () => {
    await queueFault({ kind: "http429", count: 1 });
    const throttled = await graphql(`
      {
        shop {
          name
        }
      }
    `);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe("1");
    const next = await graphql(`
      {
        shop {
          name
        }
      }
    `);
    expect(next.status).toBe(200);
    expect(next.json().data.shop.name).toBe("Boho Demo Shop");
  });

  it("injects THROTTLED answers, 5xx and 430 statuses, and GraphQL errors", async () => {
    await queueFault({ kind: "throttled", count: 2 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await graphql(`
        {
          shop {
            name
          }
        }
      `);
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] });
    }
    for (const [kind, status] of [
      ["http500", 500],
      ["http502", 502],
      ["http503", 503],
      ["http430", 430],
    ] as const) {
      await queueFault({ kind, count: 1 });
      expect(
        (
          await graphql(`
            {
              shop {
                name
              }
            }
          `)
        ).status,
      ).toBe(status);
    }
    await queueFault({ kind: "graphql-error", count: 1 });
    expect(
      (
        await graphql(`
          {
            shop {
              name
            }
          }
        `)
      ).json().errors[0].extensions.code,
    ).toBe("INTERNAL_SERVER_ERROR");
    expect(
      (
        await graphql(`
          {
            shop {
              name
            }
          }
        `)
      ).json().data.shop.name,
    ).toBe("Boho Demo Shop");
    expect((await queueFault({ kind: "meteor", count: 1 })).status).toBe(400);
  });

  it("answers correctly but late for a slow fault", async () => {
    await queueFault({ kind: "slow", count: 1, delayMs: 300 });
    const started = Date.now();
    const response = await graphql(`
      {
        shop {
          name
        }
      }
    `);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(response.json().data.shop.name).toBe("Boho Demo Shop");
  });

  it("counts GraphQL requests for tests, and resets the count", async () => {
    await fetch(`${shop.url}/__demo/stats/reset`, { method: "POST" });
    await graphql(`
      query FeaturedProducts {
        products(first: 1) {
          nodes {
            id
          }
        }
      }
    `);
    await graphql(`
      {
        shop {
          name
        }
      }
    `);
    const stats = (await (await fetch(`${shop.url}/__demo/stats`)).json()) as DemoShopStats;
    expect(stats.graphqlRequests).toBe(2);
    expect(stats.operations).toEqual({ FeaturedProducts: 1, anonymous: 1 });
    await fetch(`${shop.url}/__demo/stats/reset`, { method: "POST" });
    expect(((await (await fetch(`${shop.url}/__demo/stats`)).json()) as DemoShopStats).graphqlRequests).toBe(0);
  });

  it("shows the cart permalink page with the right lines and total", async () => {
    const [first, second] = [catalog.products[0].variants[0], catalog.products[1].variants[0]];
    const response = await fetch(`${shop.url}/cart/${first.numericId}:2,${second.numericId}:1,999:3`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Demo shop cart</title>");
    const rows = [
      ...html.matchAll(/<tr class="cart-line[^"]*" data-variant-id="(\d+)" data-quantity="(\d+)"[^>]*>(.*?)<\/tr>/g),
    ];
    expect(rows.map((row) => [Number(row[1]), Number(row[2])])).toEqual([
      [first.numericId, 2],
      [second.numericId, 1],
      [999, 3],
    ]);
    expect(rows[0][3]).toContain(catalog.products[0].title);
    expect(rows[0][3]).toContain(first.title);
    expect(rows[2][3]).toContain("Variant 999 not found");
    const total = (Number(first.price.amount) * 2 + Number(second.price.amount)).toFixed(2);
    expect(html).toContain(`data-total="${total}"`);
    expect(html).toContain(`Total: $${total}`);
    expect((await fetch(`${shop.url}/cart/abc:1`)).status).toBe(400);
    expect((await fetch(`${shop.url}/cart/${first.numericId}:0`)).status).toBe(400);
  });

  it("serves SVG images with long cache headers, the home page, and 404 elsewhere", async () => {
    const image = await fetch(`${shop.url}${catalog.products[0].images[0].path}?width=300`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(image.headers.get("cache-control")).toContain("max-age=31536000");
    expect(await image.text()).toMatch(/^<svg [^>]*width="300"/);
    expect((await fetch(`${shop.url}/images/products/1/1.svg`)).status).toBe(404);
    expect((await fetch(`${shop.url}/`)).status).toBe(200);
    expect((await fetch(`${shop.url}/nowhere`)).status).toBe(404);
  });
});
