DROP INDEX `article_tag_tag_idx`;--> statement-breakpoint
ALTER TABLE `blog_article_tag` ADD `article_status` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_article_tag` ADD `article_created` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_article_tag` ADD `article_publish_at` text;--> statement-breakpoint
CREATE INDEX `article_tag_list_idx` ON `blog_article_tag` (`tag_id`,`article_status`,`article_created`,`article_id`,`article_publish_at`);--> statement-breakpoint
DROP INDEX `article_home_idx`;--> statement-breakpoint
DROP INDEX `article_category_idx`;--> statement-breakpoint
DROP INDEX `article_views_idx`;--> statement-breakpoint
CREATE INDEX `article_timeline_idx` ON `blog_article` (`status`,`createdAt`,`id`,`publish_at`);--> statement-breakpoint
CREATE INDEX `article_scheduled_idx` ON `blog_article` (`status`,`publish_at`,`category_id`);--> statement-breakpoint
CREATE INDEX `article_home_idx` ON `blog_article` (`status`,`is_top`,`order`,"createdAt" DESC,"id" DESC,`publish_at`);--> statement-breakpoint
CREATE INDEX `article_category_idx` ON `blog_article` (`category_id`,`status`,`createdAt`,`id`,`publish_at`);--> statement-breakpoint
CREATE INDEX `article_views_idx` ON `blog_article` (`status`,`view_times`,`id`,`publish_at`);--> statement-breakpoint
DROP INDEX `comment_target_idx`;--> statement-breakpoint
CREATE INDEX `comment_hot_idx` ON `blog_comment` (`type`,`for_id`,`parent_id`,`thumbs_up`,`createdAt`,`id`);--> statement-breakpoint
CREATE INDEX `comment_parent_idx` ON `blog_comment` (`parent_id`);--> statement-breakpoint
CREATE INDEX `comment_target_idx` ON `blog_comment` (`type`,`for_id`,`parent_id`,`createdAt`,`id`);--> statement-breakpoint
ALTER TABLE `blog_category` ADD `public_articles` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_tag` ADD `public_articles` integer DEFAULT 0 NOT NULL;