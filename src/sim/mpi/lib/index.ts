/**
 * mpisim's MPI library written in C (the .c and .h files beside this module, bundled as text at
 * build time): communicator constructors, dynamic processes, attributes, topologies, MPICH's
 * collective algorithms, neighbourhood and nonblocking collectives, the collective parts of
 * one-sided communication. They call the runtime through <mpisim_mpi.h>.
 */
import mpisimMpiH from './mpisim_mpi.h';
import collH from './coll.h';
import commH from './comm.h';
import comm from './comm.c';
import dynamic from './dynamic.c';
import attr from './attr.c';
import topo from './topo.c';
import collBarrierBcast from './coll_barrier_bcast.c';
import collGatherScatter from './coll_gather_scatter.c';
import collAllgather from './coll_allgather.c';
import collAlltoall from './coll_alltoall.c';
import collReduce from './coll_reduce.c';
import collReduceScatter from './coll_reduce_scatter.c';
import collScan from './coll_scan.c';
import collApi from './coll_api.c';
import collBasic from './collbasic.c';
import neighbor from './neighbor.c';
import nbc from './nbc.c';
import rma from './rma.c';
import collFallback from './coll_fallback.c';
import pcoll from './pcoll.c';
import compat from './compat.c';
import largeCount from './large_count.c';
import darray from './darray.c';
import session from './session.c';
import largeCountColl from './large_count_coll.c';
import io from './io.c';
import ioFrames from './io_frames.c';

/** The runtime interface, included by name as <mpisim_mpi.h>. */
export const MPI_INTERNAL_HEADER = 'mpisim_mpi.h';
export const MPI_INTERNAL_SOURCE = mpisimMpiH;

/** The library's own files are served under this directory of the built-in headers. */
export const MPI_LIBRARY_DIR = 'mpisim-lib';

/** The library's headers, by file name. */
export const MPI_LIBRARY_HEADERS: Record<string, string> = { 'coll.h': collH, 'comm.h': commH };

/** The library's sources, by file name, in the order they are compiled. */
export const MPI_LIBRARY_SOURCES: Record<string, string> = {
  'comm.c': comm,
  'dynamic.c': dynamic,
  'attr.c': attr,
  'topo.c': topo,
  'coll_barrier_bcast.c': collBarrierBcast,
  'coll_gather_scatter.c': collGatherScatter,
  'coll_allgather.c': collAllgather,
  'coll_alltoall.c': collAlltoall,
  'coll_reduce.c': collReduce,
  'coll_reduce_scatter.c': collReduceScatter,
  'coll_scan.c': collScan,
  'coll_api.c': collApi,
  'collbasic.c': collBasic,
  'neighbor.c': neighbor,
  'nbc.c': nbc,
  'rma.c': rma,
  'pcoll.c': pcoll,
  'compat.c': compat,
  'darray.c': darray,
  'session.c': session,
  'large_count.c': largeCount,
  'large_count_coll.c': largeCountColl,
  'io.c': io,
  'io_frames.c': ioFrames,
};

/** Stand-ins for the runtime primitives, for checking the collectives against real MPICH only. */
export const COLL_FALLBACK_SOURCE = collFallback;
