CREATE TABLE `shared_wishlists` (
	`user_id` text PRIMARY KEY NOT NULL,
	`name` text DEFAULT 'My wishlist' NOT NULL,
	`display_name` text,
	`token` text,
	`token_hash` text,
	`shared_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shared_wishlists_token_hash_unique` ON `shared_wishlists` (`token_hash`);