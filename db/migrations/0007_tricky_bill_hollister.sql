CREATE TABLE `image_variants` (
	`source_path` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`format` text NOT NULL,
	`path` text NOT NULL,
	`bytes` integer NOT NULL,
	`original_bytes` integer NOT NULL,
	`original_width` integer NOT NULL,
	`original_height` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`source_path`, `width`, `format`)
);
--> statement-breakpoint
CREATE TABLE `look_products` (
	`look_id` text NOT NULL,
	`product_id` text NOT NULL,
	`product_handle` text NOT NULL,
	`product_title` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`look_id`, `product_id`),
	FOREIGN KEY (`look_id`) REFERENCES `looks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `looks` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`story` text DEFAULT '' NOT NULL,
	`image_path` text NOT NULL,
	`image_alt` text DEFAULT '' NOT NULL,
	`uploaded_image_key` text,
	`position` integer DEFAULT 0 NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `looks_slug_unique` ON `looks` (`slug`);--> statement-breakpoint
CREATE INDEX `looks_published_position_idx` ON `looks` (`is_published`,`position`);