// The names and limits every add-to-cart form shares with the cart action (cart-form.ts), without its schema:
// the browser's forms import these, and a schema would bring zod into every page's islands.

/** The field an add names its product by while options are still open, and the prefix of each chosen option. */
export const CART_PRODUCT_FIELD = "product";
export const CART_OPTION_FIELD_PREFIX = "option.";
/** A look's piece left on "Choose a size": nothing of the look is added. */
export const CHOOSE_EACH_PIECE = "Choose a size or option for each piece first.";

/** The most pieces one add-several form may add (a look holds at most 12). */
export const MAX_ADD_SEVERAL = 24;
