// Who is signed in, as every page's chrome and every loader sees it.
// Client-safe: components receive it from loaders.
export type SessionUser = { id: string; email: string; isAdmin: boolean };
