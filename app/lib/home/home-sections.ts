// The shapes of the home page's streamed sections, shared by the loader and the components.

/** A section's items, and whether loading them failed (the section then says so instead of vanishing). */
export type Loaded<T> = { items: T[]; failed: boolean };

/** A promise while the section streams to a browser that runs scripts, the value itself otherwise. */
export type MaybeStreamed<T> = Promise<T> | T;
