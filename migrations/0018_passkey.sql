-- Issue 29 item 4: passkeys (WebAuthn). One row per credential an account registered; the
-- public key and counter are what a sign-in is checked against. No secret is stored (the
-- private key never leaves the authenticator), so the rows are exported and restored with the
-- site; a passkey only works on the host name it was made on (rp_id), so on another domain a
-- restored row is shown but cannot sign in. user_handle is the random id the authenticator keeps
-- for the account (one per account, reused by its next passkey), never the account id.
CREATE TABLE `passkey_credential` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`credential_id` text NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text DEFAULT '[]' NOT NULL,
	`user_handle` text NOT NULL,
	`name` text NOT NULL,
	`device_type` text DEFAULT 'singleDevice' NOT NULL,
	`backed_up` integer DEFAULT 0 NOT NULL,
	`rp_id` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	`last_used_at` text
);--> statement-breakpoint
-- a sign-in names its credential, never its account: this lookup is the one a login makes
CREATE UNIQUE INDEX `passkey_credential_id_idx` ON `passkey_credential` (`credential_id`);--> statement-breakpoint
CREATE INDEX `passkey_user_idx` ON `passkey_credential` (`user_id`);--> statement-breakpoint
-- The challenges handed out for a registration or a sign-in: each is taken (deleted) by the one
-- answer that uses it, so a replayed answer finds nothing. They expire after minutes; every new
-- challenge first deletes the expired ones through the expiry index, so the table stays small
-- without a timer. Private to this deployment (db/private-tables.ts): never exported.
CREATE TABLE `passkey_challenge` (
	`challenge` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	-- a registration's: the user handle its options named, stored with the credential it makes
	`user_handle` text,
	`expires_at` integer NOT NULL
);--> statement-breakpoint
CREATE INDEX `passkey_challenge_expiry_idx` ON `passkey_challenge` (`expires_at`);
