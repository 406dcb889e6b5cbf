ALTER TABLE `product_views` ADD `visitor_key` text;--> statement-breakpoint
CREATE INDEX `product_views_session_product_idx` ON `product_views` (`session_id`,`shopify_product_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `user_sessions` ADD `visitor_key` text;