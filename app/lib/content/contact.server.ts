// Storing contact messages, behind a per-address rate limit (spec's generic
// limiter: 5 per 300000 ms) kept in the rate_limits table so it holds across
// Worker isolates.
import { sql } from "drizzle-orm";
import { contactMessages, rateLimits } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import type { ContactValues } from "./contact-form";
import { voiceObjectKey, type VoiceRecording } from "./voice-recording.server";

export const CONTACT_RATE_LIMIT = { attempts: 5, windowMs: 300_000 } as const;

export function contactRateLimitKey(request: Request): string {
  return `contact:${request.headers.get("CF-Connecting-IP") ?? "unknown"}`;
}

/** Counts one attempt atomically; true when the key is over its limit. */
export async function isContactRateLimited(db: Database, key: string, now = Date.now()): Promise<boolean> {
  const windowStart = now - CONTACT_RATE_LIMIT.windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        attempts: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${windowStart} THEN 1 ELSE ${rateLimits.attempts} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${windowStart} THEN ${now} ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({ attempts: rateLimits.attempts });
  return (row?.attempts ?? 0) > CONTACT_RATE_LIMIT.attempts;
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
