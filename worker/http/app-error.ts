import { bodyLimitTexts } from '../../contract/body-limit-texts';
import { ErrorCode, statusForCode } from '../../contract/envelope';

/**
 * The one exception type for expected failures. Services throw it; the
 * app's onError turns it into the envelope and the status the contract
 * derives from the code.
 */
export class AppError extends Error {
  readonly status: 200 | 401 | 403 | 404 | 413 | 429 | 500;
  constructor(
    readonly code: string,
    message: string,
    status?: 200 | 401 | 403 | 404 | 413 | 429,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.status = status ?? statusForCode(code);
  }
}

/** An expected failure answered with HTTP 200 and a non-zero code (the stance of api-contract.md). */
export const fail = (code: string, message: string) => new AppError(code, message, 200);

export const unauthorized = (message = '您没有权限访问，请先登录') => new AppError(ErrorCode.tokenMissing, message);
export const forbidden = (message = '普通用户仅限查看') => new AppError(ErrorCode.permission, message);
export const tooManyRequests = (message: string, retryAfter: number) => new AppError('429', message, 429, retryAfter);
export const payloadTooLarge = () => new AppError('413', bodyLimitTexts.tooLarge, 413);
