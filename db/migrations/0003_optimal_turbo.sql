CREATE TABLE `knowledge_base_articles` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`body` text NOT NULL,
	`updated_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `knowledge_base_articles_category_idx` ON `knowledge_base_articles` (`category`,`title`);--> statement-breakpoint
CREATE TABLE `product_badge_assignments` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`product_title` text NOT NULL,
	`badge` text NOT NULL,
	`ends_at` text,
	`assigned_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_badge_assignments_product_badge_idx` ON `product_badge_assignments` (`product_id`,`badge`);--> statement-breakpoint
CREATE TABLE `shop_funnel_events` (
	`id` text PRIMARY KEY NOT NULL,
	`event` text NOT NULL,
	`session_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shop_funnel_events_event_created_idx` ON `shop_funnel_events` (`event`,`created_at`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `updated_by` text;