/**
 * MPICH's matching rule over the posted and unexpected queues (../matchqueue.ts): context id, then source
 * and tag (wildcards on the receive side only), oldest first.
 */
import * as H from '../handles';
import type { Message, Request } from '../state';
import type { MatchQueue } from '../matchqueue';

export function validTag(tag: number, recv: boolean): boolean {
  return (tag >= 0 && tag <= H.TAG_UB) || (recv && tag === H.ANY_TAG);
}

/**
 * MPICH's matching rule: context id, then source and tag (wildcards on the receive side only);
 * FIFO. Partitioned ones match their own kind by init number. Returns the posted receive's slot.
 */
export function matchPosted(posted: MatchQueue<Request>, m: Message): number {
  return posted.matchWith(matches, m);
}

/** The slot of the oldest unexpected message receive `q` matches. */
export function matchUnexpected(unexpected: MatchQueue<Message>, q: Request): number {
  return unexpected.matchWith(matchedBy, q);
}

function matches(q: Request, m: Message): boolean {
  return q.ctx === m.ctx && (q.peer === H.ANY_SOURCE ? anyFrom(q, m) : q.peer === m.src) && (q.tag === H.ANY_TAG || q.tag === m.tag) && q.pseq === m.pseq;
}
function matchedBy(m: Message, q: Request): boolean { return matches(q, m); }

/** A wildcard receive takes any source, unless a replay forces its match (../core/wildcards.ts). */
function anyFrom(q: Request, m: Message): boolean {
  const f = q.forcedSource;
  return f === undefined || f < 0 || f === m.srcProcess;
}
