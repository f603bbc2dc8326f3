/**
 * @mentions in a chat message (issue 30): `@` followed by a shown name (the nickname, or the
 * username of an account without one). A name may hold CJK and punctuation but no whitespace, so
 * a mention ends at whitespace, punctuation, a symbol or the text's end; `@` inside a word
 * (mail@example.com) is no mention. When names share a start (小明 and 小明明), the longest name
 * that ends where a mention may end is the one meant: "@小明明 早" is 小明明's, "@小明，早" 小明's.
 * No zod, no dependencies: the chat room's isolate reads it (worker/services/push/chat-mentions.ts)
 * and so does the chat list (web/src/features/chat/).
 */

/** A shown name is at most 20 characters (contract/auth.ts). */
export const MENTION_NAME_MAX = 20;
/** A message mentions at most this many people: one message is not a broadcast to the site. */
export const MENTIONS_MAX = 5;

/** `@` at the start or after anything but a letter, digit or underscore; then the run up to whitespace. */
const MENTION = /(?<![\p{L}\p{N}_])@([^\s@]{1,20})/gu;
/** Where a name may stop inside a run: punctuation or a symbol (full-width ones included). */
const BOUNDARY = /^[\p{P}\p{S}]/u;

/** What follows each `@` (up to whitespace), at most MENTIONS_MAX, without repeats. */
export function mentionCandidates(text: string): string[] {
  if (!text.includes('@')) return [];
  const found = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    found.add(match[1]!);
    if (found.size >= MENTIONS_MAX) break;
  }
  return [...found];
}

/** Whether `name` may be the one meant by `candidate`: the whole run, or its start up to punctuation. */
export const namesCandidate = (candidate: string, name: string) =>
  name.length > 0 && candidate.startsWith(name) && (candidate.length === name.length || BOUNDARY.test(candidate.slice(name.length)));

/** Every name a candidate could mean (its starts that end at a boundary, and itself): what to look up. */
export function possibleNames(candidate: string): string[] {
  const names: string[] = [];
  for (let end = 1; end <= Math.min(candidate.length, MENTION_NAME_MAX); end++) {
    const name = candidate.slice(0, end);
    if (namesCandidate(candidate, name)) names.push(name);
  }
  return names;
}

/** The name a candidate means among the known ones: the longest that fits, or null. */
export function resolveMention(candidate: string, known: ReadonlySet<string>): string | null {
  const fits = possibleNames(candidate).filter((name) => known.has(name));
  return fits.length ? fits[fits.length - 1]! : null;
}

/** For the chat list: whether a message mentions this reader (by their shown name). */
export const mentionsName = (text: string, name: string) => mentionCandidates(text).some((candidate) => namesCandidate(candidate, name));
