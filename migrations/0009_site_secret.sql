CREATE TABLE `site_secret` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
