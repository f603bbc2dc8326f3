/**
 * D1 read replicas (docs/api.md "Read your own writes"): a request that wrote answers with its
 * session's bookmark in this header; the web client sends the latest one back, so the replica
 * that serves its next reads has already seen that write. No zod here: the API client is
 * first-screen code.
 */
export const D1_BOOKMARK_HEADER = 'X-D1-Bookmark';
