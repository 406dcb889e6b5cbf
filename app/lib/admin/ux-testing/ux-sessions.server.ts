// Usability sessions in the database, their screenshots in the MEDIA bucket
// (under ux/), every change audited.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { uxTestSessions } from "../../../../db/schema";
import { detectImageType } from "../../home/homepage-image-files";
import { IMAGE_SIZE_MESSAGES, uploadedImageProblem } from "../../images/image-dimensions";
import type { Database } from "../../platform/database.server";
import { writeAuditEntry } from "../../security/events.server";
import {
  successByTask,
  UX_SCREENSHOT_MAX_BYTES,
  UX_SESSIONS_PER_PAGE,
  type TaskSuccess,
  type UxFilters,
  type UxSessionInput,
} from "./ux-sessions";

export type UxSession = typeof uxTestSessions.$inferSelect;
export type UxDeps = { db: Database; media: R2Bucket | undefined };

/** A refusal the admin can fix, with the HTTP status it answers. */
export class UxSessionError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field: "screenshot" | null = null,
  ) {
    super(message);
    this.name = "UxSessionError";
  }
}

/** Rows read for the success rates; a log this size is years of sessions. */
const RATE_ROWS_LIMIT = 10_000;

function whereOf(filters: UxFilters): SQL | undefined {
  const conditions: SQL[] = [];
  // The task filter is a substring; the admin's % and _ are literal characters.
  if (filters.task)
    conditions.push(
      sql`${uxTestSessions.task} like ${`%${filters.task.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
    );
  if (filters.device) conditions.push(eq(uxTestSessions.device, filters.device));
  if (filters.outcome) conditions.push(eq(uxTestSessions.outcome, filters.outcome));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listUxSessions(
  db: Database,
  filters: UxFilters,
): Promise<{ sessions: UxSession[]; total: number; rates: TaskSuccess[] }> {
  const where = whereOf(filters);
  const [sessions, [{ total }], rateRows] = await db.batch([
    db
      .select()
      .from(uxTestSessions)
      .where(where)
      .orderBy(desc(uxTestSessions.createdAt), desc(uxTestSessions.id))
      .limit(UX_SESSIONS_PER_PAGE)
      .offset((filters.page - 1) * UX_SESSIONS_PER_PAGE),
    db.select({ total: count() }).from(uxTestSessions).where(where),
    // The rates follow the device filter (success on phones) but not the outcome filter, which would make them 100% or 0%.
    db
      .select({
        task: uxTestSessions.task,
        outcome: uxTestSessions.outcome,
        durationSeconds: uxTestSessions.durationSeconds,
      })
      .from(uxTestSessions)
      .where(whereOf({ ...filters, outcome: "" }))
      .limit(RATE_ROWS_LIMIT),
  ]);
  return { sessions, total, rates: successByTask(rateRows) };
}

export async function getUxSession(db: Database, id: string): Promise<UxSession | null> {
  const [row] = await db.select().from(uxTestSessions).where(eq(uxTestSessions.id, id)).limit(1);
  return row ?? null;
}

/** An uploaded screenshot's bytes and type, or null when none was chosen; refuses anything but an image of at most 5 MB. */
export async function readScreenshot(
  file: FormDataEntryValue | null,
): Promise<{ bytes: Uint8Array; mime: string; extension: string } | null> {
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > UX_SCREENSHOT_MAX_BYTES)
    throw new UxSessionError("The screenshot is larger than 5 MB.", 413, "screenshot");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type)
    throw new UxSessionError("The screenshot must be a JPEG, PNG, WebP, AVIF or GIF image.", 415, "screenshot");
  const sizeProblem = uploadedImageProblem(bytes);
  if (sizeProblem) throw new UxSessionError(IMAGE_SIZE_MESSAGES[sizeProblem], 422, "screenshot");
  return { bytes, mime: type.mime, extension: type.extensions[0] };
}

async function storeScreenshot(
  media: R2Bucket | undefined,
  screenshot: NonNullable<Awaited<ReturnType<typeof readScreenshot>>>,
): Promise<string> {
  if (!media) throw new UxSessionError("Screenshot storage is not configured.", 503, "screenshot");
  const key = `ux/${crypto.randomUUID()}.${screenshot.extension}`;
  await media.put(key, screenshot.bytes, { httpMetadata: { contentType: screenshot.mime } });
  return key;
}

export async function createUxSession(
  deps: UxDeps,
  input: UxSessionInput,
  file: FormDataEntryValue | null,
  userId: string,
): Promise<UxSession> {
  const screenshot = await readScreenshot(file);
  const key = screenshot ? await storeScreenshot(deps.media, screenshot) : null;
  try {
    const [row] = await deps.db
      .insert(uxTestSessions)
      .values({
        task: input.task,
        participant: input.participant,
        device: input.device,
        outcome: input.outcome,
        durationSeconds: input.timeTaken,
        notes: input.notes,
        screenshotKey: key,
        screenshotType: screenshot?.mime ?? null,
        createdBy: userId,
      })
      .returning();
    await writeAuditEntry(deps.db, { action: "ux_session_created", userId, after: row });
    return row;
  } catch (error) {
    // No row, no file.
    if (key) await deps.media?.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Null when the session no longer exists. A new screenshot replaces the old one; `removeScreenshot` drops it. */
export async function updateUxSession(
  deps: UxDeps,
  id: string,
  input: UxSessionInput,
  change: { file: FormDataEntryValue | null; removeScreenshot: boolean },
  userId: string,
): Promise<UxSession | null> {
  const before = await getUxSession(deps.db, id);
  if (!before) return null;
  const screenshot = await readScreenshot(change.file);
  const newKey = screenshot ? await storeScreenshot(deps.media, screenshot) : null;
  const keepOld = !newKey && !change.removeScreenshot;
  const [after] = await deps.db
    .update(uxTestSessions)
    .set({
      task: input.task,
      participant: input.participant,
      device: input.device,
      outcome: input.outcome,
      durationSeconds: input.timeTaken,
      notes: input.notes,
      screenshotKey: keepOld ? before.screenshotKey : newKey,
      screenshotType: keepOld ? before.screenshotType : (screenshot?.mime ?? null),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(uxTestSessions.id, id))
    .returning();
  if (!keepOld && before.screenshotKey) await deps.media?.delete(before.screenshotKey).catch(() => undefined);
  await writeAuditEntry(deps.db, { action: "ux_session_updated", userId, before, after });
  return after ?? null;
}

export async function deleteUxSession(deps: UxDeps, id: string, userId: string): Promise<boolean> {
  const before = await getUxSession(deps.db, id);
  if (!before) return false;
  await deps.db.delete(uxTestSessions).where(eq(uxTestSessions.id, id));
  if (before.screenshotKey) await deps.media?.delete(before.screenshotKey).catch(() => undefined);
  await writeAuditEntry(deps.db, { action: "ux_session_deleted", userId, before });
  return true;
}
