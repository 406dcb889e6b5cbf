CREATE TABLE `scheduled_job_runs` (
	`job` text PRIMARY KEY NOT NULL,
	`cron` text NOT NULL,
	`started_at` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`outcome` text NOT NULL,
	`error` text
);
--> statement-breakpoint
CREATE TABLE `ux_test_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`task` text NOT NULL,
	`participant` text NOT NULL,
	`device` text NOT NULL,
	`outcome` text NOT NULL,
	`duration_seconds` integer NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`screenshot_key` text,
	`screenshot_type` text,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ux_test_sessions_task_idx` ON `ux_test_sessions` (`task`,`created_at`);--> statement-breakpoint
CREATE INDEX `ux_test_sessions_created_idx` ON `ux_test_sessions` (`created_at`);