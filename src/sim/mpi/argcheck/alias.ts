/**
 * MPIR_ERRTEST_ALIAS_COLL as MPICH 4.0.2's collective bindings place it (src/binding/c/coll/*.c):
 * whether a collective's send and receive buffers are the same memory where the call would
 * copy one into the other. Each collective names its own condition: the reductions compare the
 * two buffers, the gathers this rank's block of the receive buffer, the scatters this rank's
 * block of the send buffer.
 */
import * as H from '../handles';

export interface AliasCall {
  /** The parameter's value by name (mpi.h's names), undefined when the function has none. */
  arg(name: string): number | undefined;
  /** Element `i` of the int array a parameter points to. */
  at(name: string, i: number): number;
  /** A datatype's size in bytes. */
  size(dt: number): number;
  kind: string;
  rank: number;
  /** The communicator's size. */
  members: number;
}

/** The collective's base name: MPI_Iallgatherv_init_c -> allgatherv (made once per name: each collective call asks). */
const bases = new Map<string, string>();
const base = (fname: string): string => {
  let b = bases.get(fname);
  if (b === undefined) bases.set(fname, (b = fname.replace(/^MPI_/, '').replace(/_init$|_c$|_init_c$/, '').replace(/^I(?=[a-z])/, '').toLowerCase()));
  return b;
};

export function collBuffersAliased(fname: string, c: AliasCall): boolean {
  const v = (n: string): number => c.arg(n) ?? 0;
  const sendbuf = v('sendbuf'), recvbuf = v('recvbuf');
  const rootHere = c.kind === 'intra' ? c.rank === v('root') : v('root') === H.ROOT;
  const notInPlace = sendbuf >>> 0 !== H.IN_PLACE;
  const block = (buf: number, k: number, dt: number): number => buf + k * c.size(dt);
  switch (base(fname)) {
    case 'allreduce': case 'scan': case 'exscan':
      return c.kind === 'intra' && notInPlace && v('count') !== 0 && sendbuf === recvbuf;
    case 'reduce_scatter_block':
      return c.kind === 'intra' && notInPlace && v('recvcount') !== 0 && sendbuf === recvbuf;
    case 'reduce_scatter': {
      if (c.kind !== 'intra' || !notInPlace) return false;
      let sum = 0;
      for (let i = 0; i < c.members; i++) sum += c.at('recvcounts', i);
      return sum !== 0 && sendbuf === recvbuf;
    }
    case 'reduce':
      return rootHere && v('count') > 0 && notInPlace && sendbuf === recvbuf;
    case 'alltoall':
      return c.kind === 'intra' && v('sendtype') === v('recvtype') && v('sendcount') === v('recvcount') && v('sendcount') !== 0 && sendbuf === recvbuf;
    case 'alltoallv':
      return c.kind === 'intra' && v('sendtype') === v('recvtype') && v('sendcounts') === v('recvcounts') && sendbuf === recvbuf;
    case 'alltoallw':
      return c.kind === 'intra' && v('sendtypes') === v('recvtypes') && v('sendcounts') === v('recvcounts') && sendbuf === recvbuf;
    case 'allgather': case 'gather':
      if (c.kind !== 'intra' || (base(fname) === 'gather' && !rootHere)) return false;
      return v('sendtype') === v('recvtype') && v('sendcount') === v('recvcount') && v('sendcount') !== 0 && sendbuf === block(recvbuf, c.rank * v('recvcount'), v('recvtype'));
    case 'allgatherv': case 'gatherv':
      if (c.kind !== 'intra' || (base(fname) === 'gatherv' && !rootHere)) return false;
      return v('sendtype') === v('recvtype') && v('sendcount') !== 0 && c.at('recvcounts', c.rank) !== 0 && sendbuf === block(recvbuf, c.at('displs', c.rank), v('recvtype'));
    case 'scatter':
      return c.kind === 'intra' && rootHere && v('sendtype') === v('recvtype') && v('sendcount') === v('recvcount') && v('sendcount') !== 0 && recvbuf === block(sendbuf, c.rank * v('sendcount'), v('sendtype'));
    case 'scatterv':
      return c.kind === 'intra' && rootHere && v('sendtype') === v('recvtype') && v('recvcount') !== 0 && c.at('sendcounts', c.rank) !== 0 && recvbuf === block(sendbuf, c.at('displs', c.rank), v('sendtype'));
  }
  return false;
}
