// Relay connections the way Shopify serves them: `first` or `last` is required
// and at most 250, cursors are opaque base64 JSON naming the last item's id.
import { GraphQLError } from "graphql";

export const MAX_PAGE_SIZE = 250;

export type ConnectionArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
};

export type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};

export type Connection<T> = {
  nodes: T[];
  readonly edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
};

/** Shopify answers bad pagination arguments as a GraphQL error on the field. */
function paginationError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_REQUEST" } });
}

export function encodeCursor(id: number): string {
  return Buffer.from(JSON.stringify({ last_id: id, last_value: String(id) })).toString("base64");
}

function decodeCursor(cursor: string): number {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, "base64").toString("utf8")) as { last_id?: unknown };
    if (typeof decoded.last_id === "number") return decoded.last_id;
  } catch {
    // fall through to the error below
  }
  throw paginationError(`Invalid cursor: ${cursor}`);
}

/** Checks Shopify's page-size rules; call before doing any work for the field. */
export function assertPageSize(args: ConnectionArgs): void {
  const { first, last } = args;
  if (first == null && last == null) throw paginationError("you must provide one of first or last");
  for (const [name, value] of [
    ["first", first],
    ["last", last],
  ] as const) {
    if (value == null) continue;
    if (value < 0) throw paginationError(`${name} must be a non-negative integer`);
    if (value > MAX_PAGE_SIZE)
      throw paginationError(`The ${name} argument must be less than or equal to ${MAX_PAGE_SIZE}.`);
  }
}

/**
 * Slices an ordered list into one page. `idOf` gives the numeric id a cursor
 * names; a cursor must point at an item of this same list.
 */
export function toConnection<T>(items: readonly T[], args: ConnectionArgs, idOf: (item: T) => number): Connection<T> {
  assertPageSize(args);
  const positionOf = (cursor: string) => {
    const id = decodeCursor(cursor);
    const position = items.findIndex((item) => idOf(item) === id);
    if (position === -1) throw paginationError(`Invalid cursor: ${cursor}`);
    return position;
  };
  let start = args.after ? positionOf(args.after) + 1 : 0;
  let end = args.before ? positionOf(args.before) : items.length;
  if (end < start) end = start;
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);

  const nodes = items.slice(start, end);
  const cursorAt = (index: number) => encodeCursor(idOf(nodes[index]));
  return {
    nodes,
    // Built only when the query asks for edges: nested connections are many.
    get edges() {
      return nodes.map((node, index) => ({ cursor: cursorAt(index), node }));
    },
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: nodes.length > 0 ? cursorAt(0) : null,
      endCursor: nodes.length > 0 ? cursorAt(nodes.length - 1) : null,
    },
  };
}

/** For connections the demo shop does not model (selling plans and the like). */
export function emptyConnection(): Connection<never> {
  return {
    nodes: [],
    edges: [],
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  };
}
