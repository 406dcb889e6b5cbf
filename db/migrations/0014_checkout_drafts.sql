CREATE TABLE `checkout_drafts` (
	`id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`shopify_draft_id` text,
	`draft_name` text,
	`invoice_url` text,
	`email` text,
	`user_id` text,
	`lines` text NOT NULL,
	`discount_code` text,
	`note` text,
	`currency` text DEFAULT 'USD' NOT NULL,
	`total_price` text,
	`shopify_order_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`settled_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_drafts_shopify_draft_id_unique` ON `checkout_drafts` (`shopify_draft_id`);--> statement-breakpoint
CREATE INDEX `checkout_drafts_status_expires_idx` ON `checkout_drafts` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `studio_stock_holds` (
	`id` text PRIMARY KEY NOT NULL,
	`checkout_id` text NOT NULL,
	`product_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`state` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`checkout_id`) REFERENCES `checkout_drafts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `studio_stock_holds_product_state_idx` ON `studio_stock_holds` (`product_id`,`state`);--> statement-breakpoint
CREATE INDEX `studio_stock_holds_checkout_idx` ON `studio_stock_holds` (`checkout_id`);