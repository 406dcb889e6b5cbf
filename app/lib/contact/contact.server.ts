// Storing contact messages, behind a per-network rate limit (spec's generic
// limiter: 5 per 300000 ms) kept in the rate_limits table so it holds across
// Worker isolates. Every post counts, before its form is parsed.
import { inArray, lt } from "drizzle-orm";
import { contactMessages } from "../../../db/schema";
import { countAttempt } from "../auth/rate-limit.server";
import type { Database } from "../platform/database.server";
import { networkKeyOf } from "../security/network-key";
import type { ContactValues } from "./contact-form";
import { voiceObjectKey, type VoiceRecording } from "./voice-recording.server";

export const CONTACT_RATE_LIMIT = { attempts: 5, windowMs: 300_000 } as const;

/** Per network (IPv4 address or IPv6 /64): one subscriber's addresses share the limit. */
export function contactRateLimitKey(request: Request): string {
  return `contact:${networkKeyOf(request)}`;
}

/** Counts one post atomically, valid or not (before the form is parsed); true when the key is over its limit. */
export async function isContactRateLimited(db: Database, key: string, now = Date.now()): Promise<boolean> {
  return !(await countAttempt(db, key, CONTACT_RATE_LIMIT.attempts, CONTACT_RATE_LIMIT.windowMs, now)).allowed;
}

/**
 * Stores a message, and its recording in the MEDIA bucket first when there is
 * one: a message never points at a file that is not there, and a recording
 * whose message could not be stored is deleted again.
 */
export async function storeContactMessage(
  deps: { db: Database; media?: R2Bucket },
  message: ContactValues,
  recording: VoiceRecording | null = null,
): Promise<{ id: string; recordingStored: boolean }> {
  const id = crypto.randomUUID();
  let recordingKey: string | null = null;
  if (recording && deps.media) {
    recordingKey = voiceObjectKey(id, recording.type);
    await deps.media.put(recordingKey, recording.bytes, { httpMetadata: { contentType: recording.type } });
  }
  try {
    await deps.db.insert(contactMessages).values({
      id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      recordingKey,
      recordingType: recordingKey ? recording!.type : null,
      recordingBytes: recordingKey ? recording!.bytes.byteLength : null,
      recordingSeconds: recordingKey ? recording!.seconds : null,
    });
  } catch (error) {
    if (recordingKey) await deps.media?.delete(recordingKey).catch(() => {});
    throw error;
  }
  return { id, recordingStored: recordingKey !== null };
}

/** Contact messages (and their voice recordings) are kept this long: a year of correspondence. */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;
/** Old messages are deleted in slices this large, each slice's recordings first. */
const RETENTION_SLICE = 200;

/** Daily retention: messages older than CONTACT_MESSAGE_RETENTION_DAYS go, with their recordings. */
export async function deleteExpiredContactMessages(
  deps: { db: Database; media?: R2Bucket },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_DAYS * 86_400_000).toISOString();
  let deleted = 0;
  for (;;) {
    const old = await deps.db
      .select({ id: contactMessages.id, recordingKey: contactMessages.recordingKey })
      .from(contactMessages)
      .where(lt(contactMessages.createdAt, cutoff))
      .limit(RETENTION_SLICE);
    if (old.length === 0) return deleted;
    const keys = old.flatMap((row) => (row.recordingKey ? [row.recordingKey] : []));
    // Files first: a row never points at a deleted file; a file whose row remains is deleted again tomorrow.
    if (keys.length > 0 && deps.media) await deps.media.delete(keys);
    deleted += (
      await deps.db.delete(contactMessages).where(
        inArray(
          contactMessages.id,
          old.map((row) => row.id),
        ),
      )
    ).rowsAffected;
    if (old.length < RETENTION_SLICE) return deleted;
  }
}
