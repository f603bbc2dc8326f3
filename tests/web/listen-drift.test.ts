import { describe, expect, it } from 'vitest';
import { correction, nextSeekLead, SEEK_OVER_MS } from '../../web/src/features/listen/lib/drift';
import { RoomClock } from '../../web/src/features/listen/lib/room-clock';

describe('一起听 drift correction', () => {
  it('leaves a tiny error alone, nudges a small one gently toward the room, seeks past the threshold', () => {
    expect(correction(3)).toEqual({ seek: false, rate: 1 });
    const ahead = correction(80);
    const behind = correction(-80);
    expect(ahead).toEqual({ seek: false, rate: 0.96 });
    expect(behind).toEqual({ seek: false, rate: 1.04 });
    // never more than 5%: a listener would hear it
    expect(correction(SEEK_OVER_MS - 1)).toEqual({ seek: false, rate: 0.95 });
    expect(correction(SEEK_OVER_MS + 1)).toEqual({ seek: true });
    expect(correction(-5000)).toEqual({ seek: true });
  });

  it('a seek that landed late aims further ahead next time, within bounds', () => {
    expect(nextSeekLead(60, -100)).toBe(130);
    expect(nextSeekLead(60, 100)).toBe(0);
    expect(nextSeekLead(390, -100)).toBe(400);
  });
});

describe('一起听 room clock', () => {
  it('keeps the sample with the shortest round trip and reads the room time through it', () => {
    const clock = new RoomClock();
    expect(clock.ready).toBe(false);
    // the room is 5,000 ms ahead; round trips of 300, 40 (symmetric) and 200 ms
    clock.sample(1000, 6150, 1300);
    clock.sample(2000, 7020, 2040);
    clock.sample(3000, 8050, 3200);
    expect(clock.ready).toBe(true);
    expect(clock.rtt).toBe(40);
    expect(clock.offset).toBe(5000);
    // a sample of a ping that never had a sane round trip is ignored
    clock.sample(4000, 0, 3000);
    expect(clock.rtt).toBe(40);
  });
});
