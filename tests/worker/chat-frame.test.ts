import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatMessages, clientFrame, parseClientFrame } from '../../contract/chat';

/** Both parses answer the same: success with the same frame, or the same issues. */
function sameAnswer(raw: unknown) {
  const fast = parseClientFrame(raw);
  const slow = clientFrame.safeParse(raw);
  expect(fast.success).toBe(slow.success);
  if (fast.success && slow.success) expect(fast.data).toEqual(slow.data);
  else expect(fast.error?.issues.map((i) => i.message)).toEqual(slow.error?.issues.map((i) => i.message));
}

describe("the room's frame parse takes plain messages by hand and everything else through clientFrame", () => {
  it('answers what clientFrame answers, for messages near every rule and for anything else', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('', ' ', '\t\n', ' x ', '\u3000中文\u3000', '\u00a0'),
      // around the length cap, with and without the spaces trim takes away
      fc.integer({ min: 495, max: 505 }).chain((n) => fc.constantFrom('y'.repeat(n), ` ${'y'.repeat(n)} `, `${'字'.repeat(n)}`)),
    );
    const message = fc.record(
      {
        type: fc.constantFrom('message', 'init', 'revert', 'offline', 'Message', 1),
        content: fc.oneof(text, fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 })),
        content_type: fc.constantFrom('text', 'image', 'video', '', null, 0),
        user_id: fc.oneof(fc.integer(), fc.string({ maxLength: 4 })),
        message_id: fc.oneof(fc.integer(), fc.string({ maxLength: 4 })),
        extra: fc.string({ maxLength: 4 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(fc.oneof(message, fc.jsonValue()), sameAnswer), { numRuns: 3000, seed: 17 });
  });

  it('a plain message comes out trimmed, typed text by default, and with nothing else it carried', () => {
    expect(parseClientFrame({ type: 'message', content: '  你好  ', extra: 1 })).toEqual({
      success: true,
      data: { type: 'message', content: '你好', content_type: 'text' },
    });
    const image = parseClientFrame({ type: 'message', content: '/img/a.png', content_type: 'image' });
    expect(image.success && image.data).toEqual({ type: 'message', content: '/img/a.png', content_type: 'image' });
  });

  it('refusals keep the contract words', () => {
    const tooLong = parseClientFrame({ type: 'message', content: 'x'.repeat(501) });
    expect(tooLong.error?.issues[0]?.message).toBe(chatMessages.tooLong);
    const empty = parseClientFrame({ type: 'message', content: '   ' });
    expect(empty.error?.issues[0]?.message).toBe(chatMessages.emptyMessage);
    expect(parseClientFrame({ type: 'message', content: 'x', content_type: 'video' }).success).toBe(false);
    expect(parseClientFrame([{ type: 'message', content: 'x' }]).success).toBe(false);
    expect(parseClientFrame(null).success).toBe(false);
  });
});
