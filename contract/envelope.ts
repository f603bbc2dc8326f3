/** The API envelope and error codes of api-contract.md §1.2–1.3. */

export const ErrorCode = {
  user: '100001',
  permission: '100002',
  tag: '100003',
  category: '100004',
  article: '100005',
  upload: '100006',
  config: '100007',
  statistic: '100008',
  photoAlbum: '100009',
  photo: '100010',
  talk: '100011',
  message: '100012',
  pageHeader: '100013',
  links: '100014',
  comment: '100004', // contract quirk: comment errors reuse the category code
  tokenMissing: '100016',
  notify: '100017',
  like: '100018',
  chat: '100019',
  music: '100020',
  push: '100040',
} as const;

/** code 100: a "温馨提示" tip the client shows in yellow (config only). */
export const TIP_CODE = 100;

export interface Success<T> {
  code: 0;
  message: string;
  result?: T;
}
interface Tip {
  code: typeof TIP_CODE;
  message: string;
}
interface Failure {
  code: string;
  message: string;
}
export type Envelope<T> = Success<T> | Tip | Failure;

export interface Page<T> {
  current: number | string;
  size: number | string;
  total: number;
  list: T[];
}

/** HTTP status the contract derives from an error code. */
export function statusForCode(code: string): 401 | 403 | 500 {
  if (code === ErrorCode.tokenMissing) return 401;
  if (code === ErrorCode.permission) return 403;
  return 500;
}
