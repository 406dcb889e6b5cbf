// Backup settings as the config form edits them (client-safe: the form and the server share the rules).
import { z } from "zod";
import { formList } from "../../forms/parse-submission";

export const BACKUP_GROUPS = ["core", "analytics", "logs"] as const;
export type BackupGroup = (typeof BACKUP_GROUPS)[number];

export const BACKUP_GROUP_LABELS: Record<BackupGroup, string> = {
  core: "Shop data (accounts, products, orders, content): always included",
  analytics: "Analytics history (visitor sessions, product views, searches)",
  logs: "Logs (security events, audit log, sign-in limits, sent emails, order notifications)",
};

export type BackupSettings = { hourUtc: number; includeGroups: BackupGroup[]; keepCount: number };

export const DEFAULT_BACKUP_SETTINGS: BackupSettings = {
  hourUtc: 3,
  includeGroups: ["core", "analytics", "logs"],
  keepCount: 7,
};

export const MAX_KEEP_COUNT = 90;

export const BackupSettingsFormSchema = z.object({
  hourUtc: z.coerce
    .number({ message: "Choose an hour from 0 to 23." })
    .int("Choose an hour from 0 to 23.")
    .min(0, "Choose an hour from 0 to 23.")
    .max(23, "Choose an hour from 0 to 23."),
  keepCount: z.coerce
    .number({ message: `Keep between 1 and ${MAX_KEEP_COUNT} backups.` })
    .int(`Keep between 1 and ${MAX_KEEP_COUNT} backups.`)
    .min(1, `Keep between 1 and ${MAX_KEEP_COUNT} backups.`)
    .max(MAX_KEEP_COUNT, `Keep between 1 and ${MAX_KEEP_COUNT} backups.`),
  includeGroups: formList(z.enum(BACKUP_GROUPS, { message: "Choose from the listed groups." })),
});
