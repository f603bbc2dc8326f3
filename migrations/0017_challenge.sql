-- Issue 29, the proof-of-work challenge (worker/services/challenge/).
--
-- challenge_used: a solved challenge is good for one write. Its signature is recorded here until the
-- challenge would have expired anyway (expires_at, unix seconds); a second use finds the row and is
-- refused. Rows past their expiry are deleted now and then by the insert path (the index keeps that
-- delete cheap), so the table holds at most the last few minutes of solutions. Not exported.
CREATE TABLE `challenge_used` (
	`signature` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `challenge_used_expiry_idx` ON `challenge_used` (`expires_at`);
--> statement-breakpoint
-- account_writes: how many of an account's writes passed a challenge (comments, replies, talk
-- comments, chat messages), so "a new account" (fewer than the owner's N) is one primary-key read.
-- Counted where the solution is redeemed, not by trigger on the stored rows: a write held because it
-- came without a solution (the hold queue) must not make its account established, and chat messages
-- live in the room, not in D1. Accounts that already wrote before this migration count their comments,
-- so an upgraded blog's readers are not new again.
CREATE TABLE `account_writes` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`writes` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `account_writes` (`user_id`, `writes`) SELECT `from_id`, count(*) FROM `blog_comment` GROUP BY `from_id`;
