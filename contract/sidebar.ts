/** Ours: what the home sidebar's widgets read that no contract endpoint answers (the tag cloud reads /tag/getTagDictionary). */

/** How many comments the 最新评论 card shows. */
export const LATEST_COMMENTS = 6;
/** The longest excerpt sent, in characters: the card shows two lines. */
export const EXCERPT_CHARS = 120;
/** How many months the 归档 card lists, newest first. */
export const ARCHIVE_MONTHS = 12;

/** A comment or reply on a public article or talk, newest first. `content` is as typed, cut to EXCERPT_CHARS. */
export interface LatestComment {
  id: number;
  /** COMMENT_TYPE: 1 an article, 2 a talk */
  type: number;
  for_id: number;
  /** the article's title; '' for a talk */
  title: string;
  from_name: string;
  from_avatar: string;
  content: string;
  createdAt: string;
}

/** A month of the archive (YYYY-MM, China time as articles are dated) and how many public articles it has. */
export interface ArchiveMonth {
  month: string;
  count: number;
}

export interface SidebarWidgets {
  latestComments: LatestComment[];
  archiveMonths: ArchiveMonth[];
}
