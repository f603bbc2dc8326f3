/**
 * Lengths in UTF-8 bytes. zod's .max() counts UTF-16 units: a CJK character
 * is 1 of them and 3 bytes, an emoji 2 and 4. Where a limit protects something
 * measured in bytes (a D1 value, an R2 key), it is checked here.
 */
import { z } from 'zod';

/** The UTF-8 length of `text`, counted without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // each half of a surrogate pair is 2 of its 4 bytes; a lone half is encoded as U+FFFD, 3
    else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** A string of at most `max` bytes in UTF-8. */
export const maxBytes = (max: number, message: string) => z.string().refine((text) => utf8Length(text) <= max, message);
