/**
 * Every file of migrations/, in wrangler's order, bundled as text (wrangler.toml [[rules]]).
 * A new migration is one import and one line here; tests/worker/self-migrate.test.ts fails
 * when this list and the folder disagree.
 */
import init from '../../../migrations/0000_init.sql';
import searchIndex from '../../../migrations/0001_search_index.sql';
import resources from '../../../migrations/0002_resources.sql';
import likeUnique from '../../../migrations/0003_like_unique.sql';
import commentRegion from '../../../migrations/0004_comment_region.sql';
import siteMeta from '../../../migrations/0005_site_meta.sql';
import adminConsole from '../../../migrations/0006_admin_console.sql';
import storedFile from '../../../migrations/0007_stored_file.sql';
import sessionVersion from '../../../migrations/0008_session_version.sql';
import siteSecret from '../../../migrations/0009_site_secret.sql';
import importBlogV3 from '../../../migrations/0010_import_blog_v3.sql';
import flatLists from '../../../migrations/0011_flat_lists.sql';
import flatCounters from '../../../migrations/0012_flat_counters.sql';
import articleCharsOnce from '../../../migrations/0013_article_chars_once.sql';
import notifyComment from '../../../migrations/0014_notify_comment.sql';
import nickFold from '../../../migrations/0015_nick_fold.sql';
import siteSetting from '../../../migrations/0016_site_setting.sql';
import challenge from '../../../migrations/0017_challenge.sql';
import passkey from '../../../migrations/0018_passkey.sql';
import holdQueue from '../../../migrations/0019_hold_queue.sql';
import push from '../../../migrations/0020_push.sql';
import imageVariant from '../../../migrations/0021_image_variant.sql';

export interface MigrationFile {
  /** the file name, as wrangler records it in d1_migrations */
  name: string;
  sql: string;
}

export const MIGRATION_FILES: readonly MigrationFile[] = [
  { name: '0000_init.sql', sql: init },
  { name: '0001_search_index.sql', sql: searchIndex },
  { name: '0002_resources.sql', sql: resources },
  { name: '0003_like_unique.sql', sql: likeUnique },
  { name: '0004_comment_region.sql', sql: commentRegion },
  { name: '0005_site_meta.sql', sql: siteMeta },
  { name: '0006_admin_console.sql', sql: adminConsole },
  { name: '0007_stored_file.sql', sql: storedFile },
  { name: '0008_session_version.sql', sql: sessionVersion },
  { name: '0009_site_secret.sql', sql: siteSecret },
  { name: '0010_import_blog_v3.sql', sql: importBlogV3 },
  { name: '0011_flat_lists.sql', sql: flatLists },
  { name: '0012_flat_counters.sql', sql: flatCounters },
  { name: '0013_article_chars_once.sql', sql: articleCharsOnce },
  { name: '0014_notify_comment.sql', sql: notifyComment },
  { name: '0015_nick_fold.sql', sql: nickFold },
  { name: '0016_site_setting.sql', sql: siteSetting },
  { name: '0017_challenge.sql', sql: challenge },
  { name: '0018_passkey.sql', sql: passkey },
  { name: '0019_hold_queue.sql', sql: holdQueue },
  { name: '0020_push.sql', sql: push },
  { name: '0021_image_variant.sql', sql: imageVariant },
];
