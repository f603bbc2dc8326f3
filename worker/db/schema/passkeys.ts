/** Passkeys (WebAuthn credentials) and the challenges of their ceremonies (migration 0018). */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, now } from './columns';

/** One credential an account registered: checked at every passkey sign-in (services/passkeys/). */
export const passkeyCredentials = sqliteTable(
  'passkey_credential',
  {
    id,
    user_id: integer('user_id').notNull(),
    /** base64url, as the authenticator names it */
    credential_id: text('credential_id').notNull(),
    /** base64url of the COSE public key */
    public_key: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    /** JSON array of the transports the browser reported (usb, internal, hybrid…) */
    transports: text('transports').notNull().default('[]'),
    /** base64url of the random user id the authenticator stores; one per account */
    user_handle: text('user_handle').notNull(),
    name: text('name').notNull(),
    device_type: text('device_type').notNull().default('singleDevice'),
    backed_up: integer('backed_up').notNull().default(0),
    /** the host name it was made on: a passkey works on that domain only */
    rp_id: text('rp_id').notNull(),
    createdAt: text('createdAt').notNull().default(now),
    last_used_at: text('last_used_at'),
  },
  (t) => [uniqueIndex('passkey_credential_id_idx').on(t.credential_id), index('passkey_user_idx').on(t.user_id)],
);

/** A challenge handed out and not yet answered; the answer deletes it, so none is used twice. */
export const passkeyChallenges = sqliteTable(
  'passkey_challenge',
  {
    challenge: text('challenge').primaryKey(),
    /** 'register' (bound to user_id) or 'login' (anyone) */
    kind: text('kind').notNull(),
    user_id: integer('user_id'),
    /** a registration's: the user handle its options named */
    user_handle: text('user_handle'),
    /** unix seconds */
    expires_at: integer('expires_at').notNull(),
  },
  (t) => [index('passkey_challenge_expiry_idx').on(t.expires_at)],
);
