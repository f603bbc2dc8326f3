/**
 * Ids for one target table: a dump row keeps its id when the site has no row
 * there (old links such as /article?id=12 keep working), otherwise it gets
 * one past everything the site and the dump use, so a new id never meets a
 * kept one.
 */
export class IdAllocator {
  private readonly used = new Set<number>();
  private next: number;

  constructor(
    private readonly taken: Set<number>,
    siteMax: number,
    dumpIds: number[],
  ) {
    this.next = dumpIds.reduce((max, id) => Math.max(max, id), Math.max(siteMax, 0)) + 1;
  }

  /** The id a dump row gets here. */
  take(sourceId: number): number {
    if (!this.taken.has(sourceId) && !this.used.has(sourceId)) {
      this.used.add(sourceId);
      return sourceId;
    }
    while (this.taken.has(this.next) || this.used.has(this.next)) this.next++;
    this.used.add(this.next);
    return this.next++;
  }
}
