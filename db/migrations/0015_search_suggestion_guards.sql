CREATE TABLE `search_blocked_terms` (
	`id` text PRIMARY KEY NOT NULL,
	`term` text NOT NULL,
	`blocked_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_blocked_terms_term_unique` ON `search_blocked_terms` (`term`);--> statement-breakpoint
ALTER TABLE `search_analytics` ADD `network_bucket` text;