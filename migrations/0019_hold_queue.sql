-- Issue 29, items 2 and 3: the owner's rules on reader writes and the hold queue.
--
-- A held item (审核中) is stored like any other, with held = 1: its author and the owner see it,
-- every public read leaves it out (worker/services/write-screen/visibility.ts), and it causes no
-- notification until the owner approves it. held_reason says which rule or policy held it, for the
-- owner's queue. A column on each table rather than a table of its own: every public read of these
-- tables already reads the row, so the filter costs no join, and deleting an item takes its state.
ALTER TABLE `blog_comment` ADD `held` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `blog_comment` ADD `held_reason` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `blog_message` ADD `held` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `blog_message` ADD `held_reason` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `blog_links` ADD `held` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `blog_links` ADD `held_reason` text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The queue reads the held rows of each table, newest first: partial indexes hold only those, so
-- they cost nothing for the public rows and the queue never walks a table.
CREATE INDEX `comment_held_idx` ON `blog_comment` (`id`) WHERE held = 1;
--> statement-breakpoint
CREATE INDEX `message_held_idx` ON `blog_message` (`id`) WHERE held = 1;
--> statement-breakpoint
CREATE INDEX `links_held_idx` ON `blog_links` (`id`) WHERE held = 1;
--> statement-breakpoint
-- Recent writes, for the repeat rule (the same text from several authors) and the burst rule
-- (many writes from one network): one row per screened write, keyed by the folded text's hash
-- and the network (IPv4 /24, IPv6 /64). Rows older than the longest window (a day) are deleted
-- on every insert, so the table holds one day of writes at most. Not content: never exported.
CREATE TABLE `write_fingerprint` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`text_hash` text NOT NULL,
	`network` text NOT NULL,
	`author` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `fingerprint_text_idx` ON `write_fingerprint` (`text_hash`,`at`);
--> statement-breakpoint
CREATE INDEX `fingerprint_network_idx` ON `write_fingerprint` (`network`,`at`);
--> statement-breakpoint
CREATE INDEX `fingerprint_at_idx` ON `write_fingerprint` (`at`);
