// One email in the development outbox, as /dev/outbox lists it. Client-safe.

export type OutboxEmail = { id: string; toAddress: string; subject: string; textBody: string; createdAt: string };
