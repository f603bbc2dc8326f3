CREATE TABLE `daily_views` (
	`day` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `blog_article` ADD `publish_at` text;--> statement-breakpoint
ALTER TABLE `blog_user` ADD `disabled` integer DEFAULT 0 NOT NULL;