CREATE TABLE `blog_article_tag` (
	`article_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`article_id`, `tag_id`)
);
--> statement-breakpoint
CREATE INDEX `article_tag_tag_idx` ON `blog_article_tag` (`tag_id`);--> statement-breakpoint
CREATE TABLE `blog_article` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_title` text NOT NULL,
	`author_id` integer DEFAULT 1 NOT NULL,
	`category_id` integer,
	`article_description` text DEFAULT '' NOT NULL,
	`article_content` text DEFAULT '' NOT NULL,
	`article_cover` text DEFAULT '' NOT NULL,
	`is_top` integer DEFAULT 2 NOT NULL,
	`order` integer,
	`status` integer DEFAULT 1 NOT NULL,
	`type` integer DEFAULT 1 NOT NULL,
	`origin_url` text,
	`view_times` integer DEFAULT 0 NOT NULL,
	`thumbs_up_times` integer DEFAULT 0 NOT NULL,
	`reading_duration` real DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `article_home_idx` ON `blog_article` (`status`,`is_top`,`order`,`createdAt`);--> statement-breakpoint
CREATE INDEX `article_category_idx` ON `blog_article` (`category_id`,`status`,`createdAt`);--> statement-breakpoint
CREATE INDEX `article_views_idx` ON `blog_article` (`status`,`view_times`);--> statement-breakpoint
CREATE TABLE `blog_category` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_name` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_category_category_name_unique` ON `blog_category` (`category_name`);--> statement-breakpoint
CREATE TABLE `blog_comment` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer,
	`type` integer NOT NULL,
	`for_id` integer NOT NULL,
	`from_id` integer NOT NULL,
	`from_name` text DEFAULT '' NOT NULL,
	`from_avatar` text DEFAULT '' NOT NULL,
	`to_id` integer,
	`to_name` text,
	`to_avatar` text,
	`content` text NOT NULL,
	`thumbs_up` integer DEFAULT 0 NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `comment_target_idx` ON `blog_comment` (`type`,`for_id`,`parent_id`);--> statement-breakpoint
CREATE TABLE `blog_config` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`blog_name` text DEFAULT '小张的博客' NOT NULL,
	`blog_avatar` text DEFAULT '' NOT NULL,
	`avatar_bg` text DEFAULT '' NOT NULL,
	`personal_say` text DEFAULT '' NOT NULL,
	`blog_notice` text DEFAULT '' NOT NULL,
	`qq_link` text DEFAULT '' NOT NULL,
	`we_chat_link` text DEFAULT '' NOT NULL,
	`github_link` text DEFAULT '' NOT NULL,
	`git_ee_link` text DEFAULT '' NOT NULL,
	`bilibili_link` text DEFAULT '' NOT NULL,
	`we_chat_group` text DEFAULT '' NOT NULL,
	`qq_group` text DEFAULT '' NOT NULL,
	`we_chat_pay` text DEFAULT '' NOT NULL,
	`ali_pay` text DEFAULT '' NOT NULL,
	`icp_number` text DEFAULT '' NOT NULL,
	`view_time` integer DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blog_like` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` integer NOT NULL,
	`for_id` integer NOT NULL,
	`user_id` integer,
	`ip` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `like_target_idx` ON `blog_like` (`type`,`for_id`,`user_id`,`ip`);--> statement-breakpoint
CREATE TABLE `blog_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_name` text NOT NULL,
	`site_desc` text DEFAULT '' NOT NULL,
	`site_avatar` text DEFAULT '' NOT NULL,
	`url` text NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`user_id` text DEFAULT '' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `links_status_idx` ON `blog_links` (`status`,`createdAt`);--> statement-breakpoint
CREATE TABLE `blog_message` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message` text NOT NULL,
	`color` text DEFAULT '#676767' NOT NULL,
	`font_size` integer DEFAULT 12 NOT NULL,
	`font_weight` integer DEFAULT 500 NOT NULL,
	`bg_color` text DEFAULT '' NOT NULL,
	`bg_url` text DEFAULT '' NOT NULL,
	`user_id` integer,
	`nick_name` text DEFAULT '' NOT NULL,
	`tag` text DEFAULT '' NOT NULL,
	`like_times` integer DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `message_created_idx` ON `blog_message` (`createdAt`);--> statement-breakpoint
CREATE INDEX `message_tag_idx` ON `blog_message` (`tag`);--> statement-breakpoint
CREATE TABLE `blog_notify` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message` text NOT NULL,
	`user_id` integer NOT NULL,
	`type` integer NOT NULL,
	`to_id` integer,
	`isView` integer DEFAULT 1 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `notify_user_idx` ON `blog_notify` (`user_id`,`isView`,`createdAt`);--> statement-breakpoint
CREATE TABLE `blog_header` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`route_name` text NOT NULL,
	`bg_url` text DEFAULT '' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_header_route_name_unique` ON `blog_header` (`route_name`);--> statement-breakpoint
CREATE TABLE `blog_photo_album` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`album_name` text NOT NULL,
	`album_cover` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_photo_album_album_name_unique` ON `blog_photo_album` (`album_name`);--> statement-breakpoint
CREATE TABLE `blog_photo` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`album_id` integer NOT NULL,
	`url` text NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `photo_album_idx` ON `blog_photo` (`album_id`,`status`);--> statement-breakpoint
CREATE TABLE `music_playlist_song` (
	`playlist_id` integer NOT NULL,
	`song_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`playlist_id`, `song_id`)
);
--> statement-breakpoint
CREATE TABLE `music_playlist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`cover_key` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limit` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `music_song` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`artist` text DEFAULT '' NOT NULL,
	`album` text DEFAULT '' NOT NULL,
	`alias` text DEFAULT '' NOT NULL,
	`cover_key` text DEFAULT '' NOT NULL,
	`audio_key` text NOT NULL,
	`mime` text DEFAULT 'audio/mpeg' NOT NULL,
	`duration_ms` integer DEFAULT 0 NOT NULL,
	`lyric` text DEFAULT '' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blog_tag` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tag_name` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_tag_tag_name_unique` ON `blog_tag` (`tag_name`);--> statement-breakpoint
CREATE TABLE `blog_talk_photo` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`talk_id` integer NOT NULL,
	`url` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `talk_photo_talk_idx` ON `blog_talk_photo` (`talk_id`);--> statement-breakpoint
CREATE TABLE `blog_talk` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`user_id` integer DEFAULT 1 NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`is_top` integer DEFAULT 2 NOT NULL,
	`like_times` integer DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `talk_list_idx` ON `blog_talk` (`status`,`is_top`,`createdAt`);--> statement-breakpoint
CREATE TABLE `blog_user` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`role` integer DEFAULT 2 NOT NULL,
	`nick_name` text DEFAULT '' NOT NULL,
	`avatar` text DEFAULT '' NOT NULL,
	`qq` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_user_username_unique` ON `blog_user` (`username`);