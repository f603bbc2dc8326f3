import { bodyLimit } from 'hono/body-limit';
import { payloadTooLarge } from './app-error';

/**
 * A request body of at most `maxBytes`, or HTTP 413 with the envelope: a
 * Content-Length that says more is refused unread, a body without one
 * (chunked) is counted as it streams and refused once it passes the cap.
 */
export const capBody = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw payloadTooLarge();
    },
  });
