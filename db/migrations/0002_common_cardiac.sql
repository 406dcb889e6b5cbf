CREATE TABLE `geo_request_counts` (
	`day` text NOT NULL,
	`country` text NOT NULL,
	`requests` integer DEFAULT 0 NOT NULL,
	`blocked` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `country`)
);
--> statement-breakpoint
CREATE TABLE `link_health_findings` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`page` text NOT NULL,
	`href` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `link_health_findings_created_idx` ON `link_health_findings` (`created_at`);--> statement-breakpoint
CREATE TABLE `performance_metrics` (
	`id` text PRIMARY KEY NOT NULL,
	`page` text NOT NULL,
	`device_type` text NOT NULL,
	`lcp` real,
	`fid` real,
	`inp` real,
	`cls` real,
	`fcp` real,
	`ttfb` real,
	`load_time` real,
	`memory_usage_percent` real,
	`battery_level` real,
	`network_type` text,
	`effective_type` text,
	`downlink` real,
	`rtt` real,
	`resource_count` integer,
	`interaction_latency` real,
	`score` integer NOT NULL,
	`grade` text NOT NULL,
	`page_version` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `performance_metrics_created_idx` ON `performance_metrics` (`created_at`);--> statement-breakpoint
CREATE INDEX `performance_metrics_page_idx` ON `performance_metrics` (`page`,`created_at`);