-- Keep the oldest of any duplicate likes so the unique indexes can be built on an existing database.
DELETE FROM `blog_like` WHERE `user_id` IS NOT NULL AND `id` NOT IN (SELECT MIN(`id`) FROM `blog_like` WHERE `user_id` IS NOT NULL GROUP BY `type`, `for_id`, `user_id`);--> statement-breakpoint
DELETE FROM `blog_like` WHERE `user_id` IS NULL AND `id` NOT IN (SELECT MIN(`id`) FROM `blog_like` WHERE `user_id` IS NULL GROUP BY `type`, `for_id`, `ip`);--> statement-breakpoint
CREATE UNIQUE INDEX `like_user_uq` ON `blog_like` (`type`,`for_id`,`user_id`) WHERE user_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `like_ip_uq` ON `blog_like` (`type`,`for_id`,`ip`) WHERE user_id IS NULL;
