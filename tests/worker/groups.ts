/**
 * Worker test files that run together, each group in one test file (`groups/<name>.test.ts`).
 *
 * Every worker test file starts its own workerd, applies the migrations and loads the site (~5 s on
 * two cores) before its first test, so the stage's time was set by the file count, not the test
 * count. A group pays that once for all its members. The members share that one isolate: its
 * storage (D1, R2, the chat room's Durable Object) and the worker's module state (the setup and
 * migration flags, the edge cache's version). So each group's FIRST member is one that needs what
 * only a fresh file has: an empty database (fixed category names, list totals, explicit ids), the
 * first account as the owner, an empty chat history, or a fresh isolate's flags. The members after it
 * are ones found to pass on what the earlier ones left (docs/testing.md, under "Running a part").
 *
 * A test file in no group runs as its own file, as before: a new file needs nothing here. These stay
 * alone on purpose: self-migrate drops and half-builds the database (filter-bytes failed after it);
 * import-blog-v3, import-blog-v3-conflicts and backup need an empty database like every first
 * member, with no second member found to follow them yet; limits reads views from the first config
 * row (site's, when it followed site), and its 105-request flood, 3.6 s alone, passed its 5 s limit
 * after other members; the fuzz suite's files (40–50 s each on a quiet machine) are one per role,
 * so the two workers share them out; article-html matches file snapshots, which vitest finds from
 * the path of the file it runs. The two halves of the challenge's scripted attack (challenge-attack,
 * challenge-attack-posts) count the rows of an empty database and send hundreds of requests each, which
 * grow slower as one isolate answers more: apart, they share out over the two workers.
 *
 * vitest.config.ts (group-plan.ts) checks this list against the folder and fails on a missing file,
 * a file in two groups, a group without its file, or a member with snapshots.
 */
export const groups: Record<string, readonly string[]> = {
  'reading-lists': ['message', 'article-lists', 'search', 'gallery', 'resource', 'notify-texts', 'search-snippet', 'route-styles'],
  'reading-pages': ['site-owner', 'article-detail', 'seo', 'user', 'user-activity', 'file-references', 'music-upstream'],
  writing: ['links-apply', 'admin-articles', 'comment', 'like', 'scheduled-article', 'music-library', 'write-rules'],
  'console-content': ['test-account', 'admin-content', 'notify', 'upload', 'challenge', 'image-variants'],
  accounts: ['admin-authz', 'account', 'identity', 'live-account', 'signing-secret', 'stored-hash', 'passkey'],
  'chat-sockets': ['flat-counts', 'chat-socket', 'chat-frame', 'chat-history', 'socket-origin', 'listen', 'presence'],
  'chat-accounts': ['query-plans', 'chat-account', 'chat-moderation', 'chat-socket-limits', 'chat-account-cache', 'chat-hold'],
  caches: ['long-article', 'talk', 'links', 'content-version', 'page-cache'],
  requests: ['body-limit', 'bad-input', 'd1-session', 'server-timing'],
  'site-parser': ['site', 'import-blog-v3-parser'],
  'search-files': ['search-characters', 'file-ownership', 'external-image'],
  'edge-import': ['edge-cache', 'import-markdown'],
  'console-site': ['admin-site', 'backup-zip'],
  recovery: ['self-migrate-recovery', 'admin-music'],
  'first-run': ['setup', 'filter-bytes'],
  // push-triggers needs the first account as the owner (its notices go to id 1)
  push: ['push-triggers', 'push', 'push-mention'],
  // hold-queue needs the first account as the owner (its notices go to id 1); nickname-guard,
  // default-nickname, sidebar-widgets and article-comment-total were tried after a first member and
  // failed (the owner's name, list totals), so they stay alone
  moderation: ['hold-queue', 'admin-comment-reply', 'site-settings'],
};
