/*
 * coll.h -- mpisim's collective library: MPICH 4.0.2's blocking collective algorithms
 * (src/mpi/coll/) and its default algorithm selection (ch4 device compositions + MPIR tuning
 * tables), written in C over the <mpisim_mpi.h> runtime primitives. It runs inside each
 * simulated process, so collective traffic is point-to-point on the communicator's collective
 * context and shows in the message queues as with MPICH. coll_<family>.c hold the algorithms
 * of each family, coll_api.c the MPI functions.
 *
 * Tested against real MPICH by test/unit/coll-algorithms.test.ts (test/coll/coll_diff.c).
 */
/*
 * mpisim collectives: MPICH 4.0.2's blocking collective algorithms over point-to-point
 * messages on the collective context, with MPICH's own algorithm selection.
 *
 * Which algorithm runs is decided as in MPICH 4.0.2 built like Debian's package
 * (ch4:ucx, hence no shared-memory module: MPIDI_CH4_DIRECT_NETMOD, every "SHM" step of
 * a composition is a netmod step, i.e. the MPIR algorithm):
 *
 *   MPI_X  ->  argument checks (MPIR_Coll_enter), the binding's early returns
 *          ->  MPIR_X = MPID_X: the ch4 selection (maint/tuning/coll/ch4/generic.json)
 *              and its compositions over comm->node_comm / comm->node_roots_comm
 *          ->  MPIR_X_impl = MPIR_X_allcomm_auto: the MPIR selection
 *              (maint/tuning/coll/mpir/generic.json)
 *          ->  MPIR_X_intra_<algorithm> / MPIR_X_inter_<algorithm>.
 *
 * ch4 (device) selection, intracommunicators ("parent" = the communicator has the
 * node_comm/node_roots_comm sub-communicators, i.e. it is an intracommunicator of more
 * than one process that is not itself a sub-communicator and not one process per node):
 *   Barrier    parent: composition alpha (barrier on node_comm, on node_roots_comm, then a
 *              1-byte bcast on node_comm); otherwise beta (MPIR_Barrier_impl).
 *   Bcast      parent: size < 8: alpha (root sends to its node root, bcast on
 *              node_roots_comm, bcast from 0 on node_comm); size a power of two:
 *              nbytes < 12288 alpha, < 524288 beta, else gamma (MPIR_Bcast_impl);
 *              other sizes: nbytes < 12288 alpha else gamma.  Not parent: gamma.
 *   Allreduce  size == node_comm size: gamma (MPIR_Allreduce_impl); otherwise parent and
 *              commutative: alpha (reduce on node_comm, allreduce on node_roots_comm,
 *              bcast on node_comm); else beta (MPIR_Allreduce_impl).
 *   Reduce     parent and commutative: nbytes <= 2048 beta, else alpha (reduce to node
 *              rank 0, then send to root); otherwise gamma (MPIR_Reduce_impl).
 *   Scan       node-consecutive parent: alpha (scan on node_comm, node roots exchange,
 *              int bcast on node_comm); otherwise beta (MPIR_Scan_impl).
 *   others     MPIR_X_impl.  Intercommunicators: MPIR_X_impl.
 *
 * MPIR selection (nbytes = type size x count; "total" = the whole buffer):
 *   Barrier    intra: parent -> smp, else dissemination; inter: bcast.
 *   Bcast      intra size < 8: parent and nbytes <= 0 -> smp, else binomial;
 *              size power of two: (parent and nbytes <= 0 -> smp), nbytes <= 12288 binomial,
 *              <= 524288 scatter_recursive_doubling_allgather, else scatter_ring_allgather;
 *              other sizes: (parent, 0 -> smp), <= 12288 binomial, else scatter_ring_allgather.
 *              inter: remote_send_local_bcast.
 *   Allreduce  intra: nbytes <= 0: commutative -> smp, else recursive_doubling;
 *              nbytes <= 8 -> recursive_doubling; user op -> recursive_doubling;
 *              built-in op: count < pof2(size) -> recursive_doubling,
 *              else reduce_scatter_allgather.  inter: reduce_exchange_bcast.
 *   Reduce     intra: (parent: nbytes <= 0: commutative -> smp, else binomial);
 *              nbytes <= 2048 -> binomial; built-in op and count >= pof2(size) ->
 *              reduce_scatter_gather; else binomial.  inter: local_reduce_remote_send.
 *   Allgather  intra size power of two: total < 524288 recursive_doubling, else ring;
 *              other sizes: total < 81920 brucks, else ring.  inter: local_gather_remote_bcast.
 *   Allgatherv same thresholds (total = sum of recvcounts x type size); inter:
 *              remote_gather_local_bcast.
 *   Alltoall   intra: MPI_IN_PLACE -> pairwise_sendrecv_replace; size <= 8 (MPICH's
 *              search-time "comm_size<8" test is <=): nbytes <= 32768 scattered, else
 *              pairwise; larger: <= 256 brucks, <= 32768 scattered, else pairwise.
 *              inter: pairwise_exchange.
 *   Alltoallv/w intra: MPI_IN_PLACE -> pairwise_sendrecv_replace, else scattered;
 *              inter: pairwise_exchange.
 *   Gather     intra binomial; inter: count x size < 2048 (MPICH counts elements here,
 *              not bytes) local_gather_remote_send, else linear.
 *   Scatter    intra binomial; inter: same test, remote_send_local_scatter / linear.
 *   Gatherv, Scatterv  linear (non-roots use a synchronous send from 32 processes on).
 *   Reduce_scatter(_block)  commutative: total < 524288 recursive_halving, else pairwise;
 *              not commutative: (equal blocks and) size a power of two -> noncommutative,
 *              else recursive_doubling.  inter: remote_reduce_local_scatter.
 *   Scan       node-consecutive parent -> smp, else recursive_doubling.
 *   Exscan     recursive_doubling.
 *
 * MPICH CVARs (defaults): BCAST_SHORT_MSG_SIZE 12288, BCAST_LONG_MSG_SIZE 524288,
 * BCAST_MIN_PROCS 8, GATHER_VSMALL_MSG_SIZE 1024, GATHERV_INTER_SSEND_MIN_PROCS 32,
 * ALLTOALL_THROTTLE 32, ALLGATHERV_PIPELINE_MSG_SIZE 32768.
 *
 * MPICH builds derived datatypes inside some algorithms (gather, alltoall brucks,
 * reduce_scatter recursive doubling, intercommunicator allgatherv); here the same bytes
 * travel packed (MPIR_Localcopy to/from MPI_BYTE), so messages have the same sizes,
 * peers, tags and order.  Non-contiguous user data is packed exactly where MPICH packs it.
 */
#ifndef MPISIM_COLL_H
#define MPISIM_COLL_H
#ifndef MPISIM_HAVE_COLL
#define MPISIM_HAVE_COLL 1
#endif
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdlib.h>
#include <string.h>

/* NEEDS RUNTIME: MPICH's SMP sub-communicators of an intracommunicator (MPIR_Comm_commit /
   MPIR_Comm_create_subcomms): node_comm (context id + MPIR_CONTEXT_INTRANODE_OFFSET) exists
   on processes that share their node with another member, node_roots_comm (context id +
   MPIR_CONTEXT_INTERNODE_OFFSET) on the lowest rank of each node; neither exists for
   intercommunicators, sub-communicators, one-process communicators and communicators with
   one process per node. MPI_COMM_NULL when absent. Ranks in node_comm follow comm's order. */
MPI_Comm MPIR_Comm_node_comm(MPI_Comm comm);
MPI_Comm MPIR_Comm_node_roots_comm(MPI_Comm comm);
/* NEEDS RUNTIME: comm->intranode_table[rank] (rank of comm's process 'rank' in my node_comm,
   -1 if on another node) and comm->internode_table[rank] (index of that process's node in
   node_roots_comm). Only called on communicators that have sub-communicators. */
int MPIR_Get_intranode_rank(MPI_Comm comm, int rank);
int MPIR_Get_internode_rank(MPI_Comm comm, int rank);
/* NEEDS RUNTIME: comm->is_low_group of an intercommunicator (as __mpisim_comm_is_low_group). */
int MPIR_Comm_is_low_group(MPI_Comm comm);
/* NEEDS RUNTIME: MPI_Type_size of any datatype, without logging an MPI call. */
MPI_Aint MPIR_Datatype_get_size(MPI_Datatype datatype);
/* NEEDS RUNTIME: synchronous-mode MPIC_Send (MPIC_Ssend), used by MPICH's linear Gatherv
   from 32 processes on. */
int MPIC_Ssend(const void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);

/* ------------------------------------------------------------------------------------ */
/* Helpers                                                                               */

/* MPICH's collectives go on after a failed step and report the first error at the end. */
#define COLL_ERR(e_) do { int coll_e_ = (e_); if (coll_e_ != MPI_SUCCESS && ret == MPI_SUCCESS) ret = coll_e_; } while (0)

#define COLL_VSMALL_GATHER 1024
#define COLL_BCAST_SHORT 12288
#define COLL_BCAST_LONG 524288
#define COLL_BCAST_MIN_PROCS 8
#define COLL_GATHERV_SSEND_MIN_PROCS 32
#define COLL_ALLTOALL_THROTTLE 32
#define COLL_ALLGATHERV_PIPELINE 32768

static inline int coll_handle_is_builtin(int h)
{
    return (((unsigned int)h >> 30) & 3u) == 1u;
}

/* MPL_pof2: the largest power of two not above n (comm->coll.pof2). */
static inline int coll_pof2(int n)
{
    int p = 1;
    while (p * 2 <= n)
        p *= 2;
    return p;
}

static inline int coll_is_pof2(int n)
{
    return n > 0 && (n & (n - 1)) == 0;
}

static inline MPI_Aint coll_type_size(MPI_Datatype t)
{
    return MPIR_Datatype_get_size(t);
}

/* MPIR_Datatype_is_contig: built-in types are; a derived type is when its data fill its extent. */
static inline int coll_type_is_contig(MPI_Datatype t)
{
    MPI_Aint size, extent, tlb, textent;
    if (coll_handle_is_builtin(t))
        return 1;
    size = MPIR_Datatype_get_size(t);
    extent = MPIR_Datatype_get_extent(t);
    MPIR_Type_get_true_extent(t, &tlb, &textent);
    return size == extent && textent == extent;
}

/* A buffer for count elements of dt, shifted by the true lower bound as MPICH does. */
static inline void *coll_type_buf(MPI_Aint count, MPI_Datatype dt, void **base)
{
    MPI_Aint extent = MPIR_Datatype_get_extent(dt), tlb, textent, n;
    MPIR_Type_get_true_extent(dt, &tlb, &textent);
    n = count * (extent > textent ? extent : textent);
    *base = malloc(n > 0 ? n : 1);
    if (!*base)
        return NULL;
    return (char *)*base - tlb;
}

/* coll_type_buf, but a buffer of up to `room` bytes with no lower bound is the caller's `small`
   (an array in its frame) and *base is NULL (nothing to free). A rank whose collectives move an
   int or a double then never mallocs: its heap and the heap's shadow stay untouched, two host
   pages each of 16k ranks would otherwise commit for a 4-byte scratch buffer. */
static inline void *coll_type_buf_small(MPI_Aint count, MPI_Datatype dt, void **base, void *small, MPI_Aint room)
{
    MPI_Aint extent = MPIR_Datatype_get_extent(dt), tlb, textent, n;
    MPIR_Type_get_true_extent(dt, &tlb, &textent);
    n = count * (extent > textent ? extent : textent);
    if (tlb == 0 && n <= room) {
        *base = NULL;
        return small;
    }
    return coll_type_buf(count, dt, base);
}

static inline void *coll_malloc(MPI_Aint n)
{
    return malloc(n > 0 ? n : 1);
}

/* Frees what coll_malloc and coll_type_buf return. */
#ifdef __MPISIM__
#define coll_free(p) __mpisim_free_scratch(p)
#else
#define coll_free(p) free(p)
#endif

#ifdef __MPISIM__
/* An Allreduce algorithm run by the runtime (coll/coll_host.ts) when its arguments are the
   runtime's: 1 with its result in *ret and tmp_base freed, else 0 and the C algorithm runs.
   Each MPISIM_COLL_AGAIN is a wake after a step. */
static inline int coll_host_allreduce(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype,
                                      MPI_Op op, MPI_Comm comm, void *tmp_base, void *tmp_buf, int algorithm, int *ret)
{
    int e;
    do
        e = __mpisim_allreduce(sendbuf == MPI_IN_PLACE ? NULL : sendbuf, recvbuf, count, datatype, op, comm, tmp_buf,
                               algorithm);
    while (e == MPISIM_COLL_AGAIN);
    if (e == MPISIM_COLL_IN_C)
        return 0;
    if (tmp_base)
        coll_free(tmp_base);
    *ret = e;
    return 1;
}
#endif

/* Bytes received, read from the status as MPICH's MPIR_STATUS_GET_COUNT. */
static inline MPI_Aint coll_status_bytes(const MPI_Status *st)
{
    return (MPI_Aint)((((MPI_Aint)(((unsigned int)st->count_hi_and_cancelled) >> 1)) << 32)
                      + (MPI_Aint)(unsigned int)st->count_lo);
}

/* MPIR_Get_count_impl in elements of a type of the given size. */
static inline MPI_Aint coll_status_count(const MPI_Status *st, MPI_Aint type_size)
{
    MPI_Aint bytes = coll_status_bytes(st);
    if (type_size <= 0)
        return 0;
    return bytes / type_size;
}

static inline int coll_waitall(int n, MPI_Request *reqs, MPI_Status *st)
{
    int i, err = MPIC_Waitall(n, reqs, st);
    if (err == MPI_ERR_IN_STATUS) {
        for (i = 0; i < n; i++)
            if (st[i].MPI_ERROR != MPI_SUCCESS)
                return st[i].MPI_ERROR;
    }
    return err;
}

static inline MPI_Comm coll_node(MPI_Comm comm)
{
    return MPIR_Comm_node_comm(comm);
}

static inline MPI_Comm coll_roots(MPI_Comm comm)
{
    return MPIR_Comm_node_roots_comm(comm);
}

/* comm->hierarchy_kind == MPIR_COMM_HIERARCHY_KIND__PARENT */
static inline int coll_is_parent(MPI_Comm comm)
{
    if (MPIR_Comm_is_inter(comm))
        return 0;
    return coll_node(comm) != MPI_COMM_NULL || coll_roots(comm) != MPI_COMM_NULL;
}

/* MPII_Comm_is_node_consecutive */
static inline int coll_is_node_consecutive(MPI_Comm comm)
{
    int i, cur = 0, size, n;
    if (!coll_is_parent(comm))
        return 0;
    size = MPIR_Comm_size(comm);
    for (i = 0; i < size; i++) {
        n = MPIR_Get_internode_rank(comm, i);
        if (n == cur + 1)
            cur++;
        else if (n != cur)
            return 0;
    }
    return 1;
}

/* Forward declarations of the levels that call each other. */
int MPIR_Barrier(MPI_Comm comm);
int MPIR_Barrier_impl(MPI_Comm comm);
int MPIR_Bcast(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root, MPI_Comm comm);
int MPIR_Bcast_impl(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root, MPI_Comm comm);
int MPIR_Bcast_allcomm_auto(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root, MPI_Comm comm);
int MPIR_Gather(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
int MPIR_Gatherv(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                 const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm);
int MPIR_Scatter(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                 MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
int MPIR_Scatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype,
                  void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
int MPIR_Reduce(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                int root, MPI_Comm comm);
int MPIR_Reduce_impl(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                     int root, MPI_Comm comm);
int MPIR_Reduce_allcomm_auto(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype,
                             MPI_Op op, int root, MPI_Comm comm);
int MPIR_Allreduce(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                   MPI_Comm comm);
int MPIR_Allreduce_impl(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype,
                        MPI_Op op, MPI_Comm comm);
int MPIR_Scan(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
              MPI_Comm comm);
int MPIR_Scan_impl(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                   MPI_Comm comm);
int MPIR_Allgather(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                   MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm);
int MPIR_Allgatherv(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                    const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm);
int MPIR_Alltoall(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                  MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm);
int MPIR_Alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype,
                   void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm);
int MPIR_Alltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes,
                   void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes,
                   MPI_Comm comm);
int MPIR_Reduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype,
                        MPI_Op op, MPI_Comm comm);
int MPIR_Reduce_scatter_block(const void *sendbuf, void *recvbuf, MPI_Aint recvcount, MPI_Datatype datatype,
                              MPI_Op op, MPI_Comm comm);
int MPIR_Exscan(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                MPI_Comm comm);

#endif
