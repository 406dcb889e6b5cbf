// Where agents reach the shop (client-safe): the MCP server and the link that hands an agent's cart to a
// shopper's browser.
export const MCP_PATH = "/api/mcp";
/** `/cart/continue/{cartId}`: puts an agent's cart in the browser and goes on to the checkout hand-off. */
export const CART_CONTINUE_PATH = "/cart/continue";
/** The largest MCP message read (a cart of 50 lines is about 5 KB). */
export const MCP_BODY_LIMIT_BYTES = 64 * 1024;
