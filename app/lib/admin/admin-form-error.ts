/** What a failed admin form gets back so the page can show the message beside the right form and refill it. */
export type AdminFormError = { intent: string; id: string | null; message: string; values: Record<string, string> };
