// A one-shot message shown on the next page (session flash), or at once with JavaScript.
export type Toast = { title: string; message?: string; tone?: "success" | "error" | "info" };
