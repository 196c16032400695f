/**
 * Identity of a group's members across processes, as a short key (disjoint communicators from one
 * split share a context ID, so the checks and the collectives' bookkeeping tell them apart by
 * members). The members are joined once per group array, and every array of the same members gets
 * the same key: a key of the members themselves would be rebuilt and hashed at every collective
 * call, a world of n processes making each call cost O(n).
 */
export class GroupKeys {
  private byArray = new WeakMap<number[], string>();
  private byMembers = new Map<string, string>();

  of(g: number[]): string {
    let k = this.byArray.get(g);
    if (k === undefined) {
      const members = g.join(',');
      k = this.byMembers.get(members);
      if (k === undefined) this.byMembers.set(members, (k = `g${this.byMembers.size}`));
      this.byArray.set(g, k);
    }
    return k;
  }

  private commKeys = new Map<string, string>();
  /**
   * The key of a communicator's members and context, one string for all of them: each of n
   * processes kept its own copy of the same key (16k processes: 16k strings surviving to the end).
   */
  commKey(recvContextId: number, g: number[]): string {
    const k = `${recvContextId}:${this.of(g)}`;
    let shared = this.commKeys.get(k);
    if (shared === undefined) this.commKeys.set(k, (shared = k));
    return shared;
  }
}
