// The shop's policy pages as content: shipping, returns and the size guides. The pages render these blocks,
// and the Markdown pages and the MCP server's policy tool write the same blocks out, so what an agent reads
// is what a shopper reads. Client-safe plain data; the size tables come from the catalogue's size groups.
import { DEFAULT_FREE_SHIPPING_THRESHOLD, freeShippingLabel } from "../settings/free-shipping";
import {
  BRACELET_SIZES,
  beltSizeRows,
  clothingSizeRows,
  HAT_SIZES,
  NECKLACE_LENGTHS,
  oneSizeSpellings,
  ringSizeRows,
} from "./size-guides";

/** A run of text: plain, a link on our own site, or strong. */
export type PolicyText = string | { link: string; text: string } | { strong: string };

export type PolicyBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: PolicyText[] }
  | { kind: "list"; ordered?: boolean; items: PolicyText[][] }
  /** Short labels shown side by side (the sizes at a glance) */
  | { kind: "labels"; items: string[] }
  /** A table with a header row; each row's first cell heads it. The caption is read out, and shown unless told not to */
  | { kind: "table"; caption: string; captionShown: boolean; columns: string[]; rows: string[][] };

export type PolicyPage = {
  path: PolicyPath;
  eyebrow: string;
  title: string;
  intro: PolicyText[];
  blocks: PolicyBlock[];
};

export const POLICY_PATHS = [
  "/shipping-info",
  "/returns",
  "/size-guide",
  "/size-guide/clothing",
  "/size-guide/jewelry",
  "/size-guide/accessories",
] as const;
export type PolicyPath = (typeof POLICY_PATHS)[number];

export function isPolicyPath(value: string): value is PolicyPath {
  return (POLICY_PATHS as readonly string[]).includes(value);
}

/** What the pages need from the shop's settings: the free-shipping threshold as advertised ("$150"). */
export type PolicySettings = { freeShipping: string };

const heading = (text: string): PolicyBlock => ({ kind: "heading", text });
const paragraph = (...text: PolicyText[]): PolicyBlock => ({ kind: "paragraph", text });
const list = (items: PolicyText[][], ordered = false): PolicyBlock => ({ kind: "list", ordered, items });
const sizeTable = (caption: string, columns: string[], rows: string[][]): PolicyBlock => ({
  kind: "table",
  caption,
  captionShown: true,
  columns,
  rows,
});

function shippingInfo({ freeShipping }: PolicySettings): PolicyPage {
  return {
    path: "/shipping-info",
    eyebrow: "Help",
    title: "Shipping Info",
    intro: [`Free shipping on orders of ${freeShipping} or more, wrapped by hand in recycled paper.`],
    blocks: [
      heading("When will my order arrive?"),
      paragraph(
        "Every order is packed in our studio within 1-2 business days. Once it leaves us, delivery takes 3-7 business days.",
      ),
      {
        kind: "table",
        caption: "Shipping rates",
        captionShown: false,
        columns: ["Order total", "Shipping", "Delivery time"],
        rows: [
          [`Under ${freeShipping}`, "Calculated at checkout", "3-7 business days"],
          [`${freeShipping} or more`, "Free", "3-7 business days"],
        ],
      },
      heading("Where we ship"),
      paragraph("We ship to the United States, Canada, the United Kingdom, Australia, Germany, France and Japan."),
      heading("Tracking your parcel"),
      paragraph(
        "You will receive a tracking link by email as soon as your parcel leaves us. You can also check it on our ",
        { link: "/track-order", text: "track order" },
        " page.",
      ),
      heading("Payment"),
      paragraph(
        "We accept credit cards, PayPal, Apple Pay and Google Pay, all through a secure checkout with buyer protection.",
      ),
      paragraph(
        "Something not right? Our ",
        { link: "/returns", text: "30-day returns" },
        " have you covered, and our team is here ",
        { link: "/contact", text: "24/7" },
        ".",
      ),
    ],
  };
}

const RETURN_STEPS = [
  "Contact us within 30 days of delivery with your order number and the pieces you want to return.",
  "We reply with a return label and a few words of thanks (and, if you like, a size suggestion for an exchange).",
  "Pack the pieces unworn, unwashed and with their tags, and drop the parcel off.",
  "Your refund goes back to your original payment method within 5 business days of the parcel reaching us.",
];

function returns(): PolicyPage {
  return {
    path: "/returns",
    eyebrow: "Help",
    title: "Returns & Exchanges",
    intro: ["Changed your mind? You have 30 days. The right fit matters more to us than the sale."],
    blocks: [
      heading("How to return"),
      list(
        RETURN_STEPS.map((step) => [step]),
        true,
      ),
      heading("Exchanges"),
      paragraph(
        "Need another size? Ask for an exchange and we send the new size as soon as your return is on its way. Check our ",
        { link: "/size-guide/clothing", text: "size guide" },
        " first.",
      ),
      heading("What we cannot take back"),
      list([
        ["Earrings, for hygiene reasons (unless they arrive damaged)."],
        ["Pieces that have been worn, washed or altered."],
        ["Gift cards."],
      ]),
      heading("Damaged or wrong item?"),
      paragraph(
        "We are so sorry. ",
        { link: "/contact", text: "Tell us" },
        " with a photo and we put it right straight away, at no cost to you. Our team is here 24/7.",
      ),
      paragraph("More questions? See our ", { link: "/faq", text: "returns & FAQ" }, " page."),
    ],
  };
}

function sizeGuide(): PolicyPage {
  return {
    path: "/size-guide",
    eyebrow: "Help",
    title: "Size Guide",
    intro: ["Each piece lists the sizes it is made in, from XS to 4XL across the shop. Here is how to find yours."],
    blocks: [
      heading("Our sizes at a glance"),
      paragraph(
        "Letter and numeric sizes share one scale across the whole shop, and the size filter on our products page uses the same groups.",
      ),
      { kind: "labels", items: [...clothingSizeRows().map((row) => row.displayLabel), "One Size"] },
      heading("How to measure"),
      list([
        [{ strong: "Bust:" }, " around the fullest part, keeping the tape level."],
        [{ strong: "Waist:" }, " around your natural waist, the narrowest part."],
        [{ strong: "Hips:" }, " around the fullest part of your hips, feet together."],
      ]),
      paragraph(
        "Between two sizes? Flowing boho shapes are forgiving: take the smaller for a closer fit or the larger for drape. And returns are free for 30 days.",
      ),
      heading("Choose a guide"),
      list([
        [{ link: "/size-guide/clothing", text: "Clothing size guide" }, ": tops, dresses, bottoms and lounge wear."],
        [{ link: "/size-guide/jewelry", text: "Jewelry size guide" }, ": rings, bracelets and necklace lengths."],
        [{ link: "/size-guide/accessories", text: "Accessories size guide" }, ": hats, belts and one-size pieces."],
      ]),
    ],
  };
}

function clothingSizeGuide(): PolicyPage {
  return {
    path: "/size-guide/clothing",
    eyebrow: "Size guide",
    title: "Clothing Size Guide",
    intro: ["From XS to 4XL, with the numeric sizes and the spellings you may see on a label."],
    blocks: [
      sizeTable(
        "Clothing sizes (body measurements in inches)",
        ["Size", "Numeric", "Also labelled", "Bust", "Waist", "Hips"],
        clothingSizeRows().map((row) => [
          row.label,
          row.numericSizes,
          row.alsoLabelled.join(", ") || "—",
          row.bustIn,
          row.waistIn,
          row.hipsIn,
        ]),
      ),
      heading("One Size pieces"),
      paragraph(
        `Pieces labelled ${oneSizeSpellings().join(", ")} are cut generously or adjust with ties and elastic, and usually fit sizes XS to 2XL. Each product page says how it fits.`,
      ),
      heading("Fit notes"),
      list([
        ["Measurements are of the body, not the garment."],
        ["Maxi dresses are 54-58 in long from shoulder; midi 44-48 in; mini 33-36 in."],
        ["Wide-leg and palazzo trousers have an inseam of about 30 in; flares about 32 in."],
      ]),
    ],
  };
}

function jewelrySizeGuide(): PolicyPage {
  return {
    path: "/size-guide/jewelry",
    eyebrow: "Size guide",
    title: "Jewelry Size Guide",
    intro: ["Rings, bracelets and necklaces that sit just where you want them."],
    blocks: [
      sizeTable(
        "Ring sizes",
        ["US size", "Inner diameter (mm)", "Inner circumference (mm)"],
        ringSizeRows().map((row) => [row.usSize, row.diameterMm, row.circumferenceMm]),
      ),
      paragraph(
        `Measure a ring that fits the right finger, inside edge to inside edge. Fingers swell in the heat, so measure at the end of the day. Rings labelled ${oneSizeSpellings().join(" or ")} open gently to fit sizes 5 to 10.`,
      ),
      sizeTable(
        "Bracelet sizes (inches)",
        ["Size", "Wrist", "Bracelet length"],
        BRACELET_SIZES.map((row) => [row.size, row.wristIn, row.braceletIn]),
      ),
      sizeTable(
        "Necklace lengths (inches)",
        ["Style", "Length", "Where it sits"],
        NECKLACE_LENGTHS.map((row) => [row.name, row.lengthIn, row.sits]),
      ),
    ],
  };
}

function accessoriesSizeGuide(): PolicyPage {
  return {
    path: "/size-guide/accessories",
    eyebrow: "Size guide",
    title: "Accessories Size Guide",
    intro: ["Hats, belts and the one-size pieces that finish a look."],
    blocks: [
      sizeTable(
        "Hat sizes",
        ["Size", "Head (inches)", "Head (cm)"],
        HAT_SIZES.map((row) => [row.size, row.headIn, row.headCm]),
      ),
      paragraph(
        "Measure around your head just above the ears and eyebrows. Most of our straw hats have an inner drawstring to take them down half a size.",
      ),
      sizeTable(
        "Belt sizes (inches)",
        ["Clothing size", "Waist", "Belt length"],
        beltSizeRows().map((row) => [row.label, row.waistIn, row.beltLengthIn]),
      ),
      heading("One Size and adjustable"),
      paragraph(
        `Scarves, bags, headbands and pieces labelled ${oneSizeSpellings().join(", ")} fit everyone: they are listed under One Size in our size filter.`,
      ),
    ],
  };
}

const PAGES: Readonly<Record<PolicyPath, (settings: PolicySettings) => PolicyPage>> = {
  "/shipping-info": shippingInfo,
  "/returns": returns,
  "/size-guide": sizeGuide,
  "/size-guide/clothing": clothingSizeGuide,
  "/size-guide/jewelry": jewelrySizeGuide,
  "/size-guide/accessories": accessoriesSizeGuide,
};

/** One policy page; only shipping speaks of settings (the free-shipping threshold, the default until given). */
export function policyPage(
  path: PolicyPath,
  settings: PolicySettings = { freeShipping: freeShippingLabel(DEFAULT_FREE_SHIPPING_THRESHOLD) },
): PolicyPage {
  return PAGES[path](settings);
}
