/**
 * How often at most the room tells everyone how many anonymous readers watch.
 * A reader opening the room is one socket more for every other socket: telling
 * everyone each time would cost a send per socket per arrival, so a burst of
 * arrivals and departures is told as one count. The room keeps no timer (it
 * would keep the object awake): a count that has to wait goes out with the
 * next thing that happens in the room after the window, and every socket's own
 * `init` is answered with the exact count.
 */
export const GUEST_COUNT_EVERY_MS = 2000;

export class GuestCount {
  private told = 0;
  private toldAt = Number.NEGATIVE_INFINITY;

  /** The count to tell everyone now, or null: nothing changed, or the last count went out too recently. */
  due(count: number, now = Date.now()): number | null {
    if (count === this.told || now - this.toldAt < GUEST_COUNT_EVERY_MS) return null;
    this.sent(count, now);
    return count;
  }

  /** The count went out with a frame everyone got anyway (the online list). */
  sent(count: number, now = Date.now()) {
    this.told = count;
    this.toldAt = now;
  }
}
