CREATE TABLE `backup_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`trigger` text NOT NULL,
	`status` text NOT NULL,
	`object_key` text NOT NULL,
	`schema_version` text,
	`tables` text DEFAULT '[]' NOT NULL,
	`row_counts` text DEFAULT '{}' NOT NULL,
	`size_bytes` integer,
	`checksum` text,
	`error` text,
	`started_by` text,
	`started_at` text NOT NULL,
	`finished_at` text,
	`duration_ms` integer
);
--> statement-breakpoint
CREATE INDEX `backup_runs_started_idx` ON `backup_runs` (`started_at`);--> statement-breakpoint
CREATE INDEX `backup_runs_status_idx` ON `backup_runs` (`status`,`started_at`);--> statement-breakpoint
CREATE TABLE `backup_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`hour_utc` integer DEFAULT 3 NOT NULL,
	`include_groups` text DEFAULT '[]' NOT NULL,
	`keep_count` integer DEFAULT 7 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `suppliers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`contact_email` text,
	`contact_phone` text,
	`website` text,
	`lead_time_days` integer,
	`notes` text DEFAULT '' NOT NULL,
	`vendor_names` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `suppliers_name_unique` ON `suppliers` (`name`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'unread' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `recording_key` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `recording_type` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `recording_bytes` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `recording_seconds` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `replied_at` text;