/** One email as the templates build it and the sender sends it. */
export type EmailMessage = { to: string; subject: string; text: string; html?: string };
