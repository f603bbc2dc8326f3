CREATE TABLE `stored_file` (
	`key` text PRIMARY KEY NOT NULL,
	`owner_id` integer NOT NULL,
	`kind` text NOT NULL,
	`size` integer DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stored_file_owner_idx` ON `stored_file` (`owner_id`,`kind`);