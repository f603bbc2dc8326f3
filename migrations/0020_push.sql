-- Issue 30 item 1: Web Push. One row per browser push subscription (its endpoint is what the
-- browser's push service hands out, unique per browser profile and site), with the keys the
-- payload is encrypted to (RFC 8291) and the topics it follows as ",reply,article," so a topic
-- is found with instr() and no LIKE pattern. user_id is the account that subscribed, or NULL for
-- an anonymous browser, which may follow only the public topics (new articles and talks).
-- address is the client address that made the row: anonymous rows are capped per address, so no
-- one fills the table (every row is one outgoing request per new article).
-- sent counts deliveries, failed the failures since the last one (ten in a row delete the row, as
-- does an endpoint answering 404/410). Private to this deployment (db/private-tables.ts):
-- a subscription belongs to this site's key and this browser, and is never exported.
CREATE TABLE `push_subscription` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`user_id` integer,
	`topics` text DEFAULT ',' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`last_sent_at` text,
	`sent` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `push_endpoint_idx` ON `push_subscription` (`endpoint`);--> statement-breakpoint
-- a reply, mention or the owner's topics go to one account's rows
CREATE INDEX `push_user_idx` ON `push_subscription` (`user_id`);--> statement-breakpoint
-- the per-address cap counts an address's anonymous rows
CREATE INDEX `push_address_idx` ON `push_subscription` (`address`) WHERE user_id IS NULL;
--> statement-breakpoint
-- The articles and talks whose `article`/`talk` push went out (or that were public before push
-- existed): a post is announced once, however often it is saved, hidden and shown again. The
-- sweep (services/push/new-posts.ts) runs after every console write of a post and from the cron
-- trigger, so a scheduled article is announced within minutes of its time. Private.
CREATE TABLE `push_post` (
	`kind` text NOT NULL,
	`id` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	PRIMARY KEY(`kind`, `id`)
);--> statement-breakpoint
INSERT INTO `push_post` (`kind`, `id`) SELECT 'article', `id` FROM `blog_article` WHERE `status` = 1 AND (`publish_at` IS NULL OR `publish_at` <= strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'));--> statement-breakpoint
INSERT INTO `push_post` (`kind`, `id`) SELECT 'talk', `id` FROM `blog_talk` WHERE `status` = 1;
