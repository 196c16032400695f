/**
 * MPICH's matching rule over the posted and unexpected queues: context id, then source and tag
 * (wildcards on the receive side only), oldest first.
 */
import * as H from '../handles';
import type { Message, Request } from '../state';

export function validTag(tag: number, recv: boolean): boolean {
  return (tag >= 0 && tag <= H.TAG_UB) || (recv && tag === H.ANY_TAG);
}

/** MPICH's matching rule: context id, then source and tag (wildcards on the receive side only); FIFO. Partitioned ones match their own kind by init number. */
export function matchPosted(posted: Request[], m: Message): number {
  for (let k = 0; k < posted.length; k++) {
    const q = posted[k];
    if (q.ctx === m.ctx && (q.peer === H.ANY_SOURCE ? anyFrom(q, m) : q.peer === m.src) && (q.tag === H.ANY_TAG || q.tag === m.tag) && q.pseq === m.pseq) return k;
  }
  return -1;
}

export function matchUnexpected(unexpected: Message[], q: Request): number {
  for (let k = 0; k < unexpected.length; k++) {
    const m = unexpected[k];
    if (m.ctx === q.ctx && (q.peer === H.ANY_SOURCE ? anyFrom(q, m) : m.src === q.peer) && (q.tag === H.ANY_TAG || m.tag === q.tag) && m.pseq === q.pseq) return k;
  }
  return -1;
}

/** A wildcard receive takes any source, unless a replay forces its match (../core/wildcards.ts). */
function anyFrom(q: Request, m: Message): boolean {
  const f = q.forcedSource;
  return f === undefined || f < 0 || f === m.srcProcess;
}

/** Removes and returns queue[k] (the head, almost always). */
export function take<T>(queue: T[], k: number): T {
  return k === 0 ? queue.shift()! : queue.splice(k, 1)[0];
}
