/** What a body over its cap (contract/body-limits.ts) is answered with, beside HTTP 413. */
export const bodyLimitTexts = {
  tooLarge: '请求内容过大',
} as const;
