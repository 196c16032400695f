/**
 * Where MPICH 4.0.2 finds that a neighbourhood collective's communicator has no topology: not in
 * the binding, but at the bottom of the schedule it builds, MPIR_Topo_canon_nhb_count, every
 * function between passing the error on. The blocking forms run the nonblocking schedule
 * ("allcomm_nb"), the persistent ones build it at init. Lines measured with mpiexec.mpich on a
 * communicator without topology (and read in MPICH's src/mpi/coll at v4.0.2).
 */
import type { StackEntry } from '../errors/checks';

/** Per operation: MPIR_Neighbor_X_impl, _allcomm_auto, _allcomm_nb, MPIR_Ineighbor_X_impl, _sched_impl, _allcomm_sched_auto, _allcomm_sched_linear, MPIR_Neighbor_X_init_impl. */
const LINES: Readonly<Record<string, readonly number[]>> = {
  allgather: [6553, 6523, 20, 6681, 6660, 6621, 30, 6726],
  allgatherv: [6821, 6790, 21, 6956, 6934, 6893, 31, 7003],
  alltoall: [7096, 7066, 19, 7223, 7203, 7164, 31, 7268],
  alltoallv: [7366, 7335, 22, 7505, 7482, 7440, 32, 7554],
  alltoallw: [7655, 7623, 22, 7796, 7773, 7731, 30, 7846],
};

/**
 * The frames below the binding's of a neighbourhood collective (MPI_Neighbor_X, MPI_Ineighbor_X,
 * MPI_Neighbor_X_init, and their _c forms) on a communicator without topology; undefined for
 * any other function.
 */
export function neighborNoTopology(fname: string): StackEntry[] | undefined {
  const m = /^MPI_(I?)[Nn]eighbor_([a-z]+?)(_init)?(?:_c)?$/.exec(fname);
  const lines = m && LINES[m[2]];
  if (!m || !lines) return undefined;
  const [impl, auto, nb, iimpl, sched, schedAuto, linear, initImpl] = lines;
  const op = m[2];
  const frames: string[] = [];
  if (m[3]) frames.push(`MPIR_Neighbor_${op}_init_impl(${initImpl})`);
  else {
    if (!m[1]) frames.push(`MPIR_Neighbor_${op}_impl(${impl})`, `MPIR_Neighbor_${op}_allcomm_auto(${auto})`, `MPIR_Neighbor_${op}_allcomm_nb(${nb})`);
    frames.push(`MPIR_Ineighbor_${op}_impl(${iimpl})`);
  }
  frames.push(`MPIR_Ineighbor_${op}_sched_impl(${sched})`, `MPIR_Ineighbor_${op}_allcomm_sched_auto(${schedAuto})`, `MPIR_Ineighbor_${op}_allcomm_sched_linear(${linear})`);
  return [...frames.map((location) => ({ location, message: '' })), { location: 'MPIR_Topo_canon_nhb_count(266)', message: 'No topology associated with this communicator' }];
}
