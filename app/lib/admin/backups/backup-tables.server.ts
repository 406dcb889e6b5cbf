// Which tables a backup holds: every table in db/schema.ts, so a table added
// later is backed up without anyone remembering to list it. Only the backup
// machinery's own tables are left out (a restore must never rewind the record
// of backups, nor the settings that say how to take them).
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../../../../db/schema";
import { BACKUP_GROUPS, type BackupGroup } from "./backup-settings";

export type BackupTable = { name: string; columns: string[]; group: BackupGroup };

const EXCLUDED = new Set(["backup_runs", "backup_settings"]);

/** Tables whose rows are high-volume history rather than the shop itself; an admin may leave them out. */
const GROUP_OF: Record<string, BackupGroup> = {
  user_sessions: "analytics",
  product_views: "analytics",
  search_analytics: "analytics",
  security_events: "logs",
  audit_log: "logs",
  rate_limits: "logs",
  email_outbox: "logs",
  webhook_deliveries: "logs",
  scheduled_job_runs: "logs",
};

export function applicationTables(): BackupTable[] {
  const tables: BackupTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, SQLiteTable)) continue;
    const config = getTableConfig(value);
    if (EXCLUDED.has(config.name)) continue;
    tables.push({
      name: config.name,
      columns: config.columns.map((column) => column.name),
      group: GROUP_OF[config.name] ?? "core",
    });
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

/** The tables a backup with these groups holds; the shop's own data ("core") is always in. */
export function tablesForGroups(groups: readonly BackupGroup[]): BackupTable[] {
  const wanted = new Set<BackupGroup>(["core", ...groups.filter((group) => BACKUP_GROUPS.includes(group))]);
  return applicationTables().filter((table) => wanted.has(table.group));
}
