CREATE TABLE `back_in_stock_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`variant_id` text NOT NULL,
	`product_id` text NOT NULL,
	`product_handle` text NOT NULL,
	`product_title` text NOT NULL,
	`options_label` text NOT NULL,
	`status` text NOT NULL,
	`confirm_token_hash` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`confirmed_at` text,
	`sent_at` text,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `back_in_stock_alerts_email_variant_unique` ON `back_in_stock_alerts` (`email`,`variant_id`);--> statement-breakpoint
CREATE INDEX `back_in_stock_alerts_status_variant_idx` ON `back_in_stock_alerts` (`status`,`variant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `back_in_stock_alerts_confirm_token_unique` ON `back_in_stock_alerts` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `back_in_stock_alerts_expires_idx` ON `back_in_stock_alerts` (`expires_at`);