// Usability sessions (admin > UX testing): the form's rules, the list's URL
// filters and the success rate per task. Client-safe and pure.
import { z } from "zod";
import { formText } from "../../forms/parse-submission";
import { parsePageNumber } from "../../platform/page-number";

export const UX_DEVICES = ["phone", "tablet", "desktop"] as const;
export const UX_OUTCOMES = ["success", "partial", "failed"] as const;
export type UxDevice = (typeof UX_DEVICES)[number];
export type UxOutcome = (typeof UX_OUTCOMES)[number];

export const UX_DEVICE_LABELS: Record<UxDevice, string> = { phone: "Phone", tablet: "Tablet", desktop: "Desktop" };
export const UX_OUTCOME_LABELS: Record<UxOutcome, string> = {
  success: "Success",
  partial: "Partial",
  failed: "Failed",
};

/** A screenshot: an image the bytes prove (the homepage images' check), at most 5 MB. */
export const UX_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const UX_SESSIONS_PER_PAGE = 20;

export const UxSessionFormSchema = z.object({
  task: formText().pipe(
    z.string().trim().min(1, "Name the task the participant tried.").max(200, "Keep the task under 200 characters."),
  ),
  participant: formText().pipe(
    z.string().trim().min(1, "Give the participant a label, like P1.").max(60, "Keep the label under 60 characters."),
  ),
  device: z.enum(UX_DEVICES, { error: "Choose phone, tablet or desktop." }),
  outcome: z.enum(UX_OUTCOMES, { error: "Choose success, partial or failed." }),
  // Minutes and seconds ("2:30") or seconds ("150"); at most two hours.
  timeTaken: formText()
    .pipe(z.string().trim())
    .refine(
      (value) => parseDuration(value) !== null,
      "Enter the time taken as seconds (150) or minutes:seconds (2:30), at most 2 hours.",
    )
    .transform((value) => parseDuration(value)!),
  notes: formText().pipe(z.string().trim().max(4000, "Keep the notes under 4000 characters.")),
});

export type UxSessionInput = z.output<typeof UxSessionFormSchema>;
/** The form's text as typed, field by field (what an edit starts from, or a refusal puts back). */
export type UxSessionFormValues = Record<keyof UxSessionInput, string>;
/** The form's fields, the screenshot among them (its refusals sit under it). */
export type UxSessionField = keyof UxSessionInput | "screenshot";

const MAX_SECONDS = 2 * 60 * 60;

/** "150" or "2:30" as seconds; null when it is neither or over two hours. */
export function parseDuration(value: string): number | null {
  const match = /^(?:(\d{1,3}):([0-5]\d)|(\d{1,5}))$/.exec(value.trim());
  if (!match) return null;
  const seconds = match[3] !== undefined ? Number(match[3]) : Number(match[1]) * 60 + Number(match[2]);
  return seconds <= MAX_SECONDS ? seconds : null;
}

/** 150 as "2:30". */
export function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export type UxFilters = { task: string; device: UxDevice | ""; outcome: UxOutcome | ""; page: number };

/** The list's filters from the URL; anything unknown is no filter. */
export function parseUxFilters(params: URLSearchParams): UxFilters {
  const device = params.get("device") ?? "";
  const outcome = params.get("outcome") ?? "";
  return {
    task: (params.get("task") ?? "").trim().slice(0, 200),
    device: (UX_DEVICES as readonly string[]).includes(device) ? (device as UxDevice) : "",
    outcome: (UX_OUTCOMES as readonly string[]).includes(outcome) ? (outcome as UxOutcome) : "",
    page: parsePageNumber(params.get("page")),
  };
}

export type TaskSuccess = {
  task: string;
  sessions: number;
  success: number;
  partial: number;
  failed: number;
  successRate: number;
  medianSeconds: number;
};

/** Per task: how many sessions, how they ended, the share that succeeded (partial counts as not yet) and the median time. */
export function successByTask(
  rows: readonly { task: string; outcome: UxOutcome; durationSeconds: number }[],
): TaskSuccess[] {
  const byTask = new Map<string, { outcomes: Record<UxOutcome, number>; durations: number[] }>();
  for (const row of rows) {
    let entry = byTask.get(row.task);
    if (!entry) byTask.set(row.task, (entry = { outcomes: { success: 0, partial: 0, failed: 0 }, durations: [] }));
    entry.outcomes[row.outcome] += 1;
    entry.durations.push(row.durationSeconds);
  }
  return [...byTask.entries()]
    .map(([task, { outcomes, durations }]) => {
      const sorted = durations.sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      const median = sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
      const sessions = sorted.length;
      return { task, sessions, ...outcomes, successRate: outcomes.success / sessions, medianSeconds: median };
    })
    .sort((a, b) => a.task.localeCompare(b.task));
}
