// Nothing goes into the cart in a size the shopper did not pick (issue 44, decision 062), through the built
// Worker without JavaScript: the product page opens on no size, its Add to Cart posts the product and the choice
// so far, the cart refuses a missing size ("Choose a size") and sends her back with her colour and quantity, a
// full choice adds exactly that variant, and the listing's cards, "Complete the look", a look's form and a shared
// wishlist never add a size for her.
import { beforeAll, describe, expect, it } from "vitest";
import { htmlOf, parseHtml, textOf } from "../support/html";
import { Shopper } from "../support/http-shopper";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ bindings: { HTML_CACHE: "off" } });
const HANDLE = "saffron-linen-overalls";

type Variant = { id: string; availableForSale: boolean; selectedOptions: { name: string; value: string }[] };
type QuickView = { options: { name: string; values: string[] }[]; product: { variants: Variant[] } };

let overalls: QuickView;
beforeAll(async () => {
  overalls = (await (await stack.fetch(`/quick-view/${HANDLE}`)).json()) as QuickView;
  expect(overalls.options.map((option) => option.name)).toEqual(["Size", "Color"]);
});

const optionOf = (variant: Variant, name: string) => variant.selectedOptions.find((o) => o.name === name)!.value;
const forSale = () => overalls.product.variants.filter((variant) => variant.availableForSale);

/** The product page's main Add to Cart form: its fields as the browser would send them. */
function mainAddForm(page: Document): { form: Element; fields: URLSearchParams } {
  const form = [...page.querySelectorAll('main form[action="/cart"]')].find(
    (candidate) => candidate.querySelector('input[name="quantity"][type="number"]') !== null,
  )!;
  expect(form).toBeDefined();
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll("input[name]"))
    fields.append(input.getAttribute("name")!, input.getAttribute("value") ?? "");
  return { form, fields };
}

async function cartLines(shopper: Shopper): Promise<string[]> {
  const cart = await htmlOf(await shopper.get("/cart"));
  return [...cart.querySelectorAll("[data-variant-id]")].map((line) => line.getAttribute("data-variant-id")!);
}

const postForm = (shopper: Shopper, fields: URLSearchParams) =>
  shopper.request("/cart", {
    method: "POST",
    body: fields,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: stack.url },
  });

describe("the product page asks for a size instead of choosing one", () => {
  it("opens on no size and no colour: nothing is marked chosen and the form names no variant", async () => {
    const page = await htmlOf(await stack.fetch(`/products/${HANDLE}`));
    expect(page.querySelectorAll('main fieldset[data-option] [aria-current="true"]')).toHaveLength(0);
    expect(page.querySelectorAll("main fieldset[data-option]")).toHaveLength(2);
    const { fields } = mainAddForm(page);
    expect(fields.get("variantId")).toBeNull();
    expect(fields.get("product")).toBe(HANDLE);
    expect(fields.get("intent")).toBe("add");
    // The size links keep the rest of the choice: choosing a colour first, then a size, names both.
    const colour = optionOf(forSale()[0]!, "Color");
    const withColour = await htmlOf(await stack.fetch(`/products/${HANDLE}?Color=${encodeURIComponent(colour)}`));
    const sizeLink = withColour.querySelector('main a[aria-label^="Size "]')!;
    expect(new URL(sizeLink.getAttribute("href")!, stack.url).searchParams.get("Color")).toBe(colour);
    expect(mainAddForm(withColour).fields.get("option.Color")).toBe(colour);
  });

  it("without JavaScript, Add to Cart without a size answers Choose a size and comes back with her colour and quantity; the cart stays empty", async () => {
    const shopper = new Shopper(stack);
    const colour = optionOf(forSale()[0]!, "Color");
    const path = `/products/${HANDLE}?Color=${encodeURIComponent(colour)}`;
    const { fields } = mainAddForm(await htmlOf(await shopper.get(path)));
    fields.set("quantity", "2");
    const answer = await postForm(shopper, fields);
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get("Location")!, stack.url);
    expect(back.pathname).toBe(`/products/${HANDLE}`);
    expect(back.searchParams.get("Color")).toBe(colour);
    expect(back.searchParams.get("quantity")).toBe("2");
    const page = parseHtml(await shopper.follow(answer));
    // The toast and the Size group both say it; the size group is marked invalid, the colour stays chosen.
    expect(textOf(page.querySelector('[data-testid="toast"]'))).toContain("Choose a size");
    const sizeGroup = page.querySelector('fieldset[data-option="Size"]')!;
    expect(sizeGroup.getAttribute("aria-invalid")).toBe("true");
    expect(textOf(sizeGroup.querySelector('[role="alert"]'))).toBe("Choose a size");
    expect(page.querySelector('fieldset[data-option="Color"]')!.getAttribute("aria-invalid")).toBeNull();
    expect(textOf(page.querySelector('fieldset[data-option="Color"] [aria-current="true"]'))).toBe(colour);
    expect(page.querySelector('main input[name="quantity"]')!.getAttribute("value")).toBe("2");
    expect(await cartLines(shopper)).toEqual([]);
  });

  it("with JavaScript's fetcher the same post is refused with status 400 and the same words, and nothing is added", async () => {
    const shopper = new Shopper(stack);
    const { fields } = mainAddForm(await htmlOf(await shopper.get(`/products/${HANDLE}`)));
    fields.set("_reply", "json");
    const answer = await postForm(shopper, fields);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Choose a size and a color");
    expect(await cartLines(shopper)).toEqual([]);
  });

  it("once she has chosen both, the same form adds exactly that variant", async () => {
    const shopper = new Shopper(stack);
    const wanted = forSale().at(-1)!;
    const query = new URLSearchParams({ Size: optionOf(wanted, "Size"), Color: optionOf(wanted, "Color") });
    const page = await htmlOf(await shopper.get(`/products/${HANDLE}?${query}`));
    const { fields } = mainAddForm(page);
    expect(fields.get("variantId")).toBe(wanted.id);
    const answer = await postForm(shopper, fields);
    expect(answer.status).toBe(303);
    expect(await cartLines(shopper)).toEqual([wanted.id]);
  });

  it("the cart reads a choice from the shop, never from the form: a full choice posted without a variant adds the variant it names", async () => {
    const shopper = new Shopper(stack);
    const wanted = forSale()[1]!;
    const answer = await postForm(
      shopper,
      new URLSearchParams({
        intent: "add",
        product: HANDLE,
        "option.Size": optionOf(wanted, "Size"),
        "option.Color": optionOf(wanted, "Color"),
        "option.Flavor": "mint",
        quantity: "1",
        redirectTo: `/products/${HANDLE}`,
      }),
    );
    expect(answer.status).toBe(303);
    expect(await cartLines(shopper)).toEqual([wanted.id]);
    // A size the product does not have is no choice.
    const refused = await postForm(
      shopper,
      new URLSearchParams({ intent: "add", product: HANDLE, "option.Size": "XXXXXL", _reply: "json" }),
    );
    expect(refused.status).toBe(400);
    const unknown = await postForm(
      shopper,
      new URLSearchParams({ intent: "add", product: "no-such-dress", _reply: "json" }),
    );
    expect(unknown.status).toBe(404);
    expect(await cartLines(shopper)).toEqual([wanted.id]);
  });
});

describe("other ways into the cart never pick a size for her", () => {
  it("a listing card for a product with sizes offers Choose options, even once one of its sizes is in the cart", async () => {
    const shopper = new Shopper(stack);
    const listing = await htmlOf(await shopper.get("/products"));
    const card = [...listing.querySelectorAll("article.card")].find((candidate) =>
      candidate.querySelector(".card-buy .card-choose"),
    )!;
    expect(card).toBeDefined();
    const handle = card.querySelector("h3 a")!.getAttribute("href")!.replace("/products/", "");
    const quick = (await (await stack.fetch(`/quick-view/${handle}`)).json()) as QuickView;
    const variant = quick.product.variants.find((candidate) => candidate.availableForSale)!;
    await postForm(shopper, new URLSearchParams({ intent: "add", variantId: variant.id, quantity: "1" }));
    expect(await cartLines(shopper)).toEqual([variant.id]);
    const again = await htmlOf(await shopper.get("/products"));
    const sameCard = [...again.querySelectorAll("article.card")].find(
      (candidate) => candidate.querySelector("h3 a")!.getAttribute("href") === `/products/${handle}`,
    )!;
    expect(sameCard.querySelector(".card-buy .card-choose")).not.toBeNull();
    expect(sameCard.querySelector('.card-buy input[name="variantId"]')).toBeNull();
  });

  it("Complete the look adds only pieces with nothing to choose; the others say what to choose on their page", async () => {
    const page = await htmlOf(await stack.fetch(`/products/${HANDLE}`));
    const block = page.querySelector('section[aria-labelledby="complete-the-look-title"]');
    expect(block).not.toBeNull();
    const rows = [...block!.querySelectorAll("li")];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const variantId = row.querySelector('input[name="variantId"]')?.getAttribute("value");
      const href = row.querySelector("a")!.getAttribute("href")!;
      const quick = (await (await stack.fetch(`/quick-view/${href.replace("/products/", "")}`)).json()) as QuickView;
      if (quick.product.variants.length > 1) {
        expect(variantId, `${href} must not be added from the row`).toBeUndefined();
        expect(textOf(row)).toMatch(/Choose (a size|an option) on its page/);
      } else {
        expect(variantId).toBe(quick.product.variants[0]!.id);
      }
    }
  });

  it("a look with several pieces refuses an unchosen size, and its form starts on no size", async () => {
    const shopper = new Shopper(stack);
    const refused = await postForm(
      shopper,
      new URLSearchParams([
        ["intent", "add-several"],
        ["setName", "Desert look"],
        ["variantId", forSale()[0]!.id],
        ["variantId", ""],
        ["_reply", "json"],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose a size or option for each piece first.");
    expect(await cartLines(shopper)).toEqual([]);
  });
});
