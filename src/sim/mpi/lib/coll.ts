/**
 * mpisim's collective library: MPICH 4.0.2's blocking collective algorithms (src/mpi/coll/*)
 * and its default algorithm selection (ch4 device compositions + MPIR tuning tables), written
 * in C over the <mpisim_mpi.h> runtime primitives. It is compiled with every user program and
 * runs inside each simulated process, so collective traffic is point-to-point on the
 * communicator's collective context and shows in the message queues as with MPICH.
 *
 * Tested against real MPICH by test/unit/coll-algorithms.test.ts (test/coll/coll_diff.c).
 */
export const COLL_SOURCE = String.raw`/*
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

#ifdef MPISIM_COLL_FALLBACK_PRIMITIVES
/* Stand-ins for the primitives above until the runtime has them: no SMP sub-communicators
   (every communicator is "flat", so MPICH's single-node compositions are skipped: the traffic
   differs, and so may the order in which a commutative operation combines large messages at
   a non-zero root), and synchronous sends become standard sends. */
int __mpisim_comm_is_low_group(MPI_Comm comm);
MPI_Comm MPIR_Comm_node_comm(MPI_Comm comm)
{
    (void)comm;
    return MPI_COMM_NULL;
}
MPI_Comm MPIR_Comm_node_roots_comm(MPI_Comm comm)
{
    (void)comm;
    return MPI_COMM_NULL;
}
int MPIR_Get_intranode_rank(MPI_Comm comm, int rank)
{
    (void)comm;
    return rank;
}
int MPIR_Get_internode_rank(MPI_Comm comm, int rank)
{
    (void)comm;
    (void)rank;
    return 0;
}
int MPIR_Comm_is_low_group(MPI_Comm comm)
{
    return __mpisim_comm_is_low_group(comm);
}
MPI_Aint MPIR_Datatype_get_size(MPI_Datatype datatype)
{
    int size = 0;
    MPI_Type_size(datatype, &size);
    return size;
}
int MPIC_Ssend(const void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    return MPIC_Send(buf, count, datatype, dest, tag, comm);
}
#endif

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

static int coll_handle_is_builtin(int h)
{
    return (((unsigned int)h >> 30) & 3u) == 1u;
}

/* MPL_pof2: the largest power of two not above n (comm->coll.pof2). */
static int coll_pof2(int n)
{
    int p = 1;
    while (p * 2 <= n)
        p *= 2;
    return p;
}

static int coll_is_pof2(int n)
{
    return n > 0 && (n & (n - 1)) == 0;
}

static MPI_Aint coll_type_size(MPI_Datatype t)
{
    return MPIR_Datatype_get_size(t);
}

/* MPIR_Datatype_is_contig: built-in types are; a derived type is when its data fill its extent. */
static int coll_type_is_contig(MPI_Datatype t)
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
static void *coll_type_buf(MPI_Aint count, MPI_Datatype dt, void **base)
{
    MPI_Aint extent = MPIR_Datatype_get_extent(dt), tlb, textent, n;
    MPIR_Type_get_true_extent(dt, &tlb, &textent);
    n = count * (extent > textent ? extent : textent);
    *base = malloc(n > 0 ? n : 1);
    if (!*base)
        return NULL;
    return (char *)*base - tlb;
}

static void *coll_malloc(MPI_Aint n)
{
    return malloc(n > 0 ? n : 1);
}

/* Bytes received, read from the status as MPICH's MPIR_STATUS_GET_COUNT. */
static MPI_Aint coll_status_bytes(const MPI_Status *st)
{
    return (MPI_Aint)((((MPI_Aint)(((unsigned int)st->count_hi_and_cancelled) >> 1)) << 32)
                      + (MPI_Aint)(unsigned int)st->count_lo);
}

/* MPIR_Get_count_impl in elements of a type of the given size. */
static MPI_Aint coll_status_count(const MPI_Status *st, MPI_Aint type_size)
{
    MPI_Aint bytes = coll_status_bytes(st);
    if (type_size <= 0)
        return 0;
    return bytes / type_size;
}

static int coll_waitall(int n, MPI_Request *reqs, MPI_Status *st)
{
    int i, err = MPIC_Waitall(n, reqs, st);
    if (err == MPI_ERR_IN_STATUS) {
        for (i = 0; i < n; i++)
            if (st[i].MPI_ERROR != MPI_SUCCESS)
                return st[i].MPI_ERROR;
    }
    return err;
}

static MPI_Comm coll_node(MPI_Comm comm)
{
    return MPIR_Comm_node_comm(comm);
}

static MPI_Comm coll_roots(MPI_Comm comm)
{
    return MPIR_Comm_node_roots_comm(comm);
}

/* comm->hierarchy_kind == MPIR_COMM_HIERARCHY_KIND__PARENT */
static int coll_is_parent(MPI_Comm comm)
{
    if (MPIR_Comm_is_inter(comm))
        return 0;
    return coll_node(comm) != MPI_COMM_NULL || coll_roots(comm) != MPI_COMM_NULL;
}

/* MPII_Comm_is_node_consecutive */
static int coll_is_node_consecutive(MPI_Comm comm)
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

/* ------------------------------------------------------------------------------------ */
/* Barrier                                                                               */

int MPIR_Barrier_intra_dissemination(MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), mask, ret = MPI_SUCCESS;
    for (mask = 1; mask < size; mask <<= 1) {
        int dst = (rank + mask) % size, src = (rank - mask + size) % size;
        COLL_ERR(MPIC_Sendrecv(NULL, 0, MPI_BYTE, dst, MPIR_BARRIER_TAG,
                               NULL, 0, MPI_BYTE, src, MPIR_BARRIER_TAG, comm, MPI_STATUS_IGNORE));
    }
    return ret;
}

int MPIR_Barrier_intra_smp(MPI_Comm comm)
{
    int ret = MPI_SUCCESS;
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);
    if (node != MPI_COMM_NULL)
        COLL_ERR(MPIR_Barrier(node));
    if (roots != MPI_COMM_NULL)
        COLL_ERR(MPIR_Barrier(roots));
    if (node != MPI_COMM_NULL) {
        int i = 0;
        COLL_ERR(MPIR_Bcast(&i, 1, MPI_BYTE, 0, node));
    }
    return ret;
}

int MPIR_Barrier_inter_bcast(MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm), i = 0;
    MPI_Comm local = MPIR_Comm_local_comm(comm);
    int me_root = (rank == 0) ? MPI_ROOT : MPI_PROC_NULL;
    COLL_ERR(MPIR_Barrier(local));
    if (MPIR_Comm_is_low_group(comm)) {
        COLL_ERR(MPIR_Bcast(&i, 1, MPI_BYTE, me_root, comm));
        COLL_ERR(MPIR_Bcast(&i, 1, MPI_BYTE, 0, comm));
    } else {
        COLL_ERR(MPIR_Bcast(&i, 1, MPI_BYTE, 0, comm));
        COLL_ERR(MPIR_Bcast(&i, 1, MPI_BYTE, me_root, comm));
    }
    return ret;
}

int MPIR_Barrier_allcomm_auto(MPI_Comm comm)
{
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Barrier_inter_bcast(comm);
    if (coll_is_parent(comm))
        return MPIR_Barrier_intra_smp(comm);
    return MPIR_Barrier_intra_dissemination(comm);
}

int MPIR_Barrier_impl(MPI_Comm comm)
{
    return MPIR_Barrier_allcomm_auto(comm);
}

int MPIDI_Barrier_intra_composition_alpha(MPI_Comm comm)
{
    int ret = MPI_SUCCESS;
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);
    if (node != MPI_COMM_NULL)
        COLL_ERR(MPIR_Barrier_impl(node));
    if (roots != MPI_COMM_NULL)
        COLL_ERR(MPIR_Barrier_impl(roots));
    if (node != MPI_COMM_NULL) {
        int i = 0;
        COLL_ERR(MPIR_Bcast_impl(&i, 1, MPI_BYTE, 0, node));
    }
    return ret;
}

int MPIDI_Barrier_intra_composition_beta(MPI_Comm comm)
{
    return MPIR_Barrier_impl(comm);
}

int MPID_Barrier(MPI_Comm comm)
{
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Barrier_impl(comm);
    if (coll_is_parent(comm))
        return MPIDI_Barrier_intra_composition_alpha(comm);
    return MPIDI_Barrier_intra_composition_beta(comm);
}

int MPIR_Barrier(MPI_Comm comm)
{
    return MPID_Barrier(comm);
}

/* ------------------------------------------------------------------------------------ */
/* Bcast                                                                                 */

int MPIR_Bcast_intra_binomial(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int relative_rank, mask, is_contig = coll_type_is_contig(datatype);
    MPI_Aint nbytes = coll_type_size(datatype) * count;
    void *tmp_buf = NULL;

    if (nbytes == 0)
        return MPI_SUCCESS;
    if (!is_contig) {
        tmp_buf = coll_malloc(nbytes);
        if (!tmp_buf)
            return MPI_ERR_OTHER;
        if (rank == root)
            COLL_ERR(MPIR_Localcopy(buffer, count, datatype, tmp_buf, nbytes, MPI_BYTE));
    }
    relative_rank = (rank >= root) ? rank - root : rank - root + size;
    mask = 0x1;
    while (mask < size) {
        if (relative_rank & mask) {
            int src = rank - mask;
            if (src < 0)
                src += size;
            if (!is_contig)
                COLL_ERR(MPIC_Recv(tmp_buf, nbytes, MPI_BYTE, src, MPIR_BCAST_TAG, comm, MPI_STATUS_IGNORE));
            else
                COLL_ERR(MPIC_Recv(buffer, count, datatype, src, MPIR_BCAST_TAG, comm, MPI_STATUS_IGNORE));
            break;
        }
        mask <<= 1;
    }
    mask >>= 1;
    while (mask > 0) {
        if (relative_rank + mask < size) {
            int dst = rank + mask;
            if (dst >= size)
                dst -= size;
            if (!is_contig)
                COLL_ERR(MPIC_Send(tmp_buf, nbytes, MPI_BYTE, dst, MPIR_BCAST_TAG, comm));
            else
                COLL_ERR(MPIC_Send(buffer, count, datatype, dst, MPIR_BCAST_TAG, comm));
        }
        mask >>= 1;
    }
    if (!is_contig) {
        if (rank != root)
            COLL_ERR(MPIR_Localcopy(tmp_buf, nbytes, MPI_BYTE, buffer, count, datatype));
        free(tmp_buf);
    }
    return ret;
}

/* MPII_Scatter_for_bcast: binomial scatter of nbytes of tmp_buf in blocks of
   ceil(nbytes / size) bytes, block i going to relative rank i. */
static int MPII_Scatter_for_bcast(int root, MPI_Comm comm, MPI_Aint nbytes, void *tmp_buf)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int relative_rank = (rank >= root) ? rank - root : rank - root + size, mask;
    MPI_Aint scatter_size = (nbytes + size - 1) / size, curr_size, recv_size, send_size;
    MPI_Status status;

    curr_size = (rank == root) ? nbytes : 0;
    mask = 0x1;
    while (mask < size) {
        if (relative_rank & mask) {
            int src = rank - mask;
            if (src < 0)
                src += size;
            recv_size = nbytes - relative_rank * scatter_size;
            if (recv_size <= 0) {
                curr_size = 0;
            } else {
                int e = MPIC_Recv((char *)tmp_buf + relative_rank * scatter_size, recv_size, MPI_BYTE, src,
                                  MPIR_BCAST_TAG, comm, &status);
                COLL_ERR(e);
                curr_size = e ? 0 : coll_status_bytes(&status);
            }
            break;
        }
        mask <<= 1;
    }
    mask >>= 1;
    while (mask > 0) {
        if (relative_rank + mask < size) {
            send_size = curr_size - scatter_size * mask;
            if (send_size > 0) {
                int dst = rank + mask;
                if (dst >= size)
                    dst -= size;
                COLL_ERR(MPIC_Send((char *)tmp_buf + scatter_size * (relative_rank + mask), send_size, MPI_BYTE,
                                   dst, MPIR_BCAST_TAG, comm));
                curr_size -= send_size;
            }
        }
        mask >>= 1;
    }
    return ret;
}

int MPIR_Bcast_intra_scatter_recursive_doubling_allgather(void *buffer, MPI_Aint count, MPI_Datatype datatype,
                                                          int root, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int relative_rank = (rank >= root) ? rank - root : rank - root + size;
    int is_contig = coll_type_is_contig(datatype), mask, i, j, k;
    MPI_Aint nbytes = coll_type_size(datatype) * count, scatter_size, curr_size, recv_size = 0;
    MPI_Aint tlb, textent;
    void *tmp_buf;
    MPI_Status status;

    if (nbytes == 0)
        return MPI_SUCCESS;
    if (is_contig) {
        MPIR_Type_get_true_extent(datatype, &tlb, &textent);
        tmp_buf = (char *)buffer + tlb;
    } else {
        tmp_buf = coll_malloc(nbytes);
        if (!tmp_buf)
            return MPI_ERR_OTHER;
        if (rank == root)
            COLL_ERR(MPIR_Localcopy(buffer, count, datatype, tmp_buf, nbytes, MPI_BYTE));
    }
    scatter_size = (nbytes + size - 1) / size;
    COLL_ERR(MPII_Scatter_for_bcast(root, comm, nbytes, tmp_buf));

    curr_size = scatter_size < nbytes - relative_rank * scatter_size ? scatter_size
                                                                    : nbytes - relative_rank * scatter_size;
    if (curr_size < 0)
        curr_size = 0;

    mask = 0x1;
    i = 0;
    while (mask < size) {
        int relative_dst = relative_rank ^ mask;
        int dst = (relative_dst + root) % size;
        int dst_tree_root = (relative_dst >> i) << i;
        int my_tree_root = (relative_rank >> i) << i;
        MPI_Aint send_offset = (MPI_Aint)my_tree_root * scatter_size;
        MPI_Aint recv_offset = (MPI_Aint)dst_tree_root * scatter_size;

        if (relative_dst < size) {
            int e = MPIC_Sendrecv((char *)tmp_buf + send_offset, curr_size, MPI_BYTE, dst, MPIR_BCAST_TAG,
                                  (char *)tmp_buf + recv_offset,
                                  (nbytes - recv_offset < 0 ? 0 : nbytes - recv_offset), MPI_BYTE, dst,
                                  MPIR_BCAST_TAG, comm, &status);
            COLL_ERR(e);
            recv_size = e ? 0 : coll_status_bytes(&status);
            curr_size += recv_size;
        }
        /* Non-power-of-two sizes: forward what the missing subtree did not get. */
        if (dst_tree_root + mask > size) {
            int nprocs_completed = size - my_tree_root - mask, tmp_mask, tree_root;
            MPI_Aint offset = scatter_size * (my_tree_root + mask);
            j = mask;
            k = 0;
            while (j) {
                j >>= 1;
                k++;
            }
            k--;
            tmp_mask = mask >> 1;
            while (tmp_mask) {
                relative_dst = relative_rank ^ tmp_mask;
                dst = (relative_dst + root) % size;
                tree_root = (relative_rank >> k) << k;
                if ((relative_dst > relative_rank) && (relative_rank < tree_root + nprocs_completed)
                    && (relative_dst >= tree_root + nprocs_completed)) {
                    COLL_ERR(MPIC_Send((char *)tmp_buf + offset, recv_size, MPI_BYTE, dst, MPIR_BCAST_TAG, comm));
                } else if ((relative_dst < relative_rank) && (relative_dst < tree_root + nprocs_completed)
                           && (relative_rank >= tree_root + nprocs_completed)) {
                    int e = MPIC_Recv((char *)tmp_buf + offset, nbytes - offset < 0 ? 0 : nbytes - offset,
                                      MPI_BYTE, dst, MPIR_BCAST_TAG, comm, &status);
                    COLL_ERR(e);
                    recv_size = e ? 0 : coll_status_bytes(&status);
                    curr_size += recv_size;
                }
                tmp_mask >>= 1;
                k--;
            }
        }
        mask <<= 1;
        i++;
    }
    if (!is_contig) {
        if (rank != root)
            COLL_ERR(MPIR_Localcopy(tmp_buf, nbytes, MPI_BYTE, buffer, count, datatype));
        free(tmp_buf);
    }
    return ret;
}

int MPIR_Bcast_intra_scatter_ring_allgather(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root,
                                            MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int is_contig = coll_type_is_contig(datatype), i, j, jnext, left, right;
    MPI_Aint nbytes = coll_type_size(datatype) * count, scatter_size, tlb, textent;
    void *tmp_buf;

    if (nbytes == 0)
        return MPI_SUCCESS;
    if (is_contig) {
        MPIR_Type_get_true_extent(datatype, &tlb, &textent);
        tmp_buf = (char *)buffer + tlb;
    } else {
        tmp_buf = coll_malloc(nbytes);
        if (!tmp_buf)
            return MPI_ERR_OTHER;
        if (rank == root)
            COLL_ERR(MPIR_Localcopy(buffer, count, datatype, tmp_buf, nbytes, MPI_BYTE));
    }
    scatter_size = (nbytes + size - 1) / size;
    COLL_ERR(MPII_Scatter_for_bcast(root, comm, nbytes, tmp_buf));

    left = (size + rank - 1) % size;
    right = (rank + 1) % size;
    j = rank;
    jnext = left;
    for (i = 1; i < size; i++) {
        int rel_j = (j - root + size) % size, rel_jnext = (jnext - root + size) % size;
        MPI_Aint left_count = nbytes - rel_jnext * scatter_size, right_count = nbytes - rel_j * scatter_size;
        if (left_count > scatter_size)
            left_count = scatter_size;
        if (left_count < 0)
            left_count = 0;
        if (right_count > scatter_size)
            right_count = scatter_size;
        if (right_count < 0)
            right_count = 0;
        COLL_ERR(MPIC_Sendrecv((char *)tmp_buf + rel_j * scatter_size, right_count, MPI_BYTE, right, MPIR_BCAST_TAG,
                               (char *)tmp_buf + rel_jnext * scatter_size, left_count, MPI_BYTE, left,
                               MPIR_BCAST_TAG, comm, MPI_STATUS_IGNORE));
        j = jnext;
        jnext = (size + jnext - 1) % size;
    }
    if (!is_contig) {
        if (rank != root)
            COLL_ERR(MPIR_Localcopy(tmp_buf, nbytes, MPI_BYTE, buffer, count, datatype));
        free(tmp_buf);
    }
    return ret;
}

int MPIR_Bcast_intra_smp(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm);
    MPI_Aint nbytes = coll_type_size(datatype) * count;
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);

    if (nbytes == 0)
        return MPI_SUCCESS;
    if (nbytes < COLL_BCAST_SHORT || size < COLL_BCAST_MIN_PROCS) {
        if (node != MPI_COMM_NULL && MPIR_Get_intranode_rank(comm, root) > 0) {
            if (root == rank)
                COLL_ERR(MPIC_Send(buffer, count, datatype, 0, MPIR_BCAST_TAG, node));
            else if (MPIR_Comm_rank(node) == 0)
                COLL_ERR(MPIC_Recv(buffer, count, datatype, MPIR_Get_intranode_rank(comm, root), MPIR_BCAST_TAG,
                                   node, MPI_STATUS_IGNORE));
        }
        if (roots != MPI_COMM_NULL)
            COLL_ERR(MPIR_Bcast(buffer, count, datatype, MPIR_Get_internode_rank(comm, root), roots));
        if (node != MPI_COMM_NULL)
            COLL_ERR(MPIR_Bcast(buffer, count, datatype, 0, node));
    } else if (nbytes < COLL_BCAST_LONG && coll_is_pof2(size)) {
        if (node != MPI_COMM_NULL && MPIR_Get_intranode_rank(comm, root) > 0)
            COLL_ERR(MPIR_Bcast(buffer, count, datatype, MPIR_Get_intranode_rank(comm, root), node));
        if (roots != MPI_COMM_NULL)
            COLL_ERR(MPIR_Bcast(buffer, count, datatype, MPIR_Get_internode_rank(comm, root), roots));
        if (node != MPI_COMM_NULL && MPIR_Get_intranode_rank(comm, root) <= 0)
            COLL_ERR(MPIR_Bcast(buffer, count, datatype, 0, node));
    } else {
        COLL_ERR(MPIR_Bcast_intra_scatter_ring_allgather(buffer, count, datatype, root, comm));
    }
    return ret;
}

int MPIR_Bcast_inter_remote_send_local_bcast(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root,
                                             MPI_Comm comm)
{
    int ret = MPI_SUCCESS;
    if (root == MPI_PROC_NULL)
        return MPI_SUCCESS;
    if (root == MPI_ROOT) {
        COLL_ERR(MPIC_Send(buffer, count, datatype, 0, MPIR_BCAST_TAG, comm));
    } else {
        if (MPIR_Comm_rank(comm) == 0)
            COLL_ERR(MPIC_Recv(buffer, count, datatype, root, MPIR_BCAST_TAG, comm, MPI_STATUS_IGNORE));
        COLL_ERR(MPIR_Bcast_allcomm_auto(buffer, count, datatype, 0, MPIR_Comm_local_comm(comm)));
    }
    return ret;
}

int MPIR_Bcast_allcomm_auto(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    int size, parent;
    MPI_Aint nbytes;
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Bcast_inter_remote_send_local_bcast(buffer, count, datatype, root, comm);
    size = MPIR_Comm_size(comm);
    parent = coll_is_parent(comm);
    nbytes = coll_type_size(datatype) * count;
    if (size < 8) {
        if (parent && nbytes <= 0)
            return MPIR_Bcast_intra_smp(buffer, count, datatype, root, comm);
        return MPIR_Bcast_intra_binomial(buffer, count, datatype, root, comm);
    }
    if (parent && nbytes <= 0)
        return MPIR_Bcast_intra_smp(buffer, count, datatype, root, comm);
    if (nbytes <= 12288)
        return MPIR_Bcast_intra_binomial(buffer, count, datatype, root, comm);
    if (coll_is_pof2(size) && nbytes <= 524288)
        return MPIR_Bcast_intra_scatter_recursive_doubling_allgather(buffer, count, datatype, root, comm);
    return MPIR_Bcast_intra_scatter_ring_allgather(buffer, count, datatype, root, comm);
}

int MPIR_Bcast_impl(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    return MPIR_Bcast_allcomm_auto(buffer, count, datatype, root, comm);
}

int MPIDI_Bcast_intra_composition_alpha(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root,
                                        MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm);
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);
    if (roots == MPI_COMM_NULL && rank == root)
        COLL_ERR(MPIC_Send(buffer, count, datatype, 0, MPIR_BCAST_TAG, node));
    if (roots != MPI_COMM_NULL && rank != root && MPIR_Get_intranode_rank(comm, root) != -1)
        COLL_ERR(MPIC_Recv(buffer, count, datatype, MPIR_Get_intranode_rank(comm, root), MPIR_BCAST_TAG, node,
                           MPI_STATUS_IGNORE));
    if (roots != MPI_COMM_NULL)
        COLL_ERR(MPIR_Bcast_impl(buffer, count, datatype, MPIR_Get_internode_rank(comm, root), roots));
    if (node != MPI_COMM_NULL)
        COLL_ERR(MPIR_Bcast_impl(buffer, count, datatype, 0, node));
    return ret;
}

int MPIDI_Bcast_intra_composition_beta(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root,
                                       MPI_Comm comm)
{
    int ret = MPI_SUCCESS;
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);
    if (node != MPI_COMM_NULL && MPIR_Get_intranode_rank(comm, root) > 0)
        COLL_ERR(MPIR_Bcast_impl(buffer, count, datatype, MPIR_Get_intranode_rank(comm, root), node));
    if (roots != MPI_COMM_NULL)
        COLL_ERR(MPIR_Bcast_impl(buffer, count, datatype, MPIR_Get_internode_rank(comm, root), roots));
    if (node != MPI_COMM_NULL && MPIR_Get_intranode_rank(comm, root) <= 0)
        COLL_ERR(MPIR_Bcast_impl(buffer, count, datatype, 0, node));
    return ret;
}

int MPIDI_Bcast_intra_composition_gamma(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root,
                                        MPI_Comm comm)
{
    return MPIR_Bcast_impl(buffer, count, datatype, root, comm);
}

int MPID_Bcast(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    int size;
    MPI_Aint nbytes;
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Bcast_impl(buffer, count, datatype, root, comm);
    if (!coll_is_parent(comm))
        return MPIDI_Bcast_intra_composition_gamma(buffer, count, datatype, root, comm);
    size = MPIR_Comm_size(comm);
    nbytes = coll_type_size(datatype) * count;
    if (size < 8)
        return MPIDI_Bcast_intra_composition_alpha(buffer, count, datatype, root, comm);
    if (nbytes < 12288)
        return MPIDI_Bcast_intra_composition_alpha(buffer, count, datatype, root, comm);
    if (coll_is_pof2(size) && nbytes < 524288)
        return MPIDI_Bcast_intra_composition_beta(buffer, count, datatype, root, comm);
    return MPIDI_Bcast_intra_composition_gamma(buffer, count, datatype, root, comm);
}

int MPIR_Bcast(void *buffer, MPI_Aint count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    return MPID_Bcast(buffer, count, datatype, root, comm);
}

/* ------------------------------------------------------------------------------------ */
/* Gather, Gatherv, Scatter, Scatterv                                                     */

int MPIR_Gather_intra_binomial(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                               MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int relative_rank = (rank >= root) ? rank - root : rank - root + size;
    int mask, missing, recvblks, copy_offset = 0, copy_blks = 0;
    MPI_Aint nbytes, extent = 0, tmp_buf_size, curr_cnt;
    void *tmp_buf = NULL;

    if (rank == root) {
        extent = MPIR_Datatype_get_extent(recvtype);
        nbytes = coll_type_size(recvtype) * recvcount;
    } else {
        nbytes = coll_type_size(sendtype) * sendcount;
    }

    /* Size of the temporary buffer: the data of this process's subtree. */
    for (mask = 1; mask < size; mask <<= 1);
    --mask;
    while (relative_rank & mask)
        mask >>= 1;
    missing = (relative_rank | mask) - size + 1;
    if (missing < 0)
        missing = 0;
    tmp_buf_size = mask - missing;
    if (nbytes < COLL_VSMALL_GATHER)
        tmp_buf_size++;
    tmp_buf_size *= nbytes;
    if ((rank == root) && (!root || (nbytes >= COLL_VSMALL_GATHER)))
        tmp_buf_size = 0;
    if (tmp_buf_size) {
        tmp_buf = coll_malloc(tmp_buf_size);
        if (!tmp_buf)
            return MPI_ERR_OTHER;
    }

    if (rank == root) {
        if (sendbuf != MPI_IN_PLACE)
            COLL_ERR(MPIR_Localcopy(sendbuf, sendcount, sendtype, (char *)recvbuf + extent * recvcount * rank,
                                    recvcount, recvtype));
    } else if (tmp_buf_size && (nbytes < COLL_VSMALL_GATHER)) {
        COLL_ERR(MPIR_Localcopy(sendbuf, sendcount, sendtype, tmp_buf, nbytes, MPI_BYTE));
    }
    curr_cnt = nbytes;

    mask = 0x1;
    while (mask < size) {
        if ((mask & relative_rank) == 0) {
            int src = relative_rank | mask;
            if (src < size) {
                src = (src + root) % size;
                if (rank == root) {
                    recvblks = mask;
                    if ((2 * recvblks) > size)
                        recvblks = size - recvblks;
                    if ((rank + mask + recvblks == size)
                        || (((rank + mask) % size) < ((rank + mask + recvblks) % size))) {
                        /* the subtree's blocks are contiguous in recvbuf */
                        COLL_ERR(MPIC_Recv((char *)recvbuf + ((rank + mask) % size) * recvcount * extent,
                                           (MPI_Aint)recvblks * recvcount, recvtype, src, MPIR_GATHER_TAG, comm,
                                           MPI_STATUS_IGNORE));
                    } else if (nbytes < COLL_VSMALL_GATHER) {
                        COLL_ERR(MPIC_Recv(tmp_buf, recvblks * nbytes, MPI_BYTE, src, MPIR_GATHER_TAG, comm,
                                           MPI_STATUS_IGNORE));
                        copy_offset = rank + mask;
                        copy_blks = recvblks;
                    } else {
                        /* the subtree wraps around the end of recvbuf: MPICH receives into an
                           indexed type of two blocks; the same bytes are unpacked here */
                        MPI_Aint blocks0 = recvcount * (size - root - mask);
                        MPI_Aint displs0 = recvcount * (root + mask);
                        MPI_Aint blocks1 = (recvcount * recvblks) - blocks0;
                        MPI_Aint rsz = coll_type_size(recvtype);
                        char *pk = (char *)coll_malloc((blocks0 + blocks1) * rsz);
                        if (!pk)
                            return MPI_ERR_OTHER;
                        COLL_ERR(MPIC_Recv(pk, (blocks0 + blocks1) * rsz, MPI_BYTE, src, MPIR_GATHER_TAG, comm,
                                           MPI_STATUS_IGNORE));
                        COLL_ERR(MPIR_Localcopy(pk, blocks0 * rsz, MPI_BYTE, (char *)recvbuf + displs0 * extent,
                                                blocks0, recvtype));
                        COLL_ERR(MPIR_Localcopy(pk + blocks0 * rsz, blocks1 * rsz, MPI_BYTE, recvbuf, blocks1,
                                                recvtype));
                        free(pk);
                    }
                } else {
                    /* intermediate nodes store in the temporary buffer */
                    MPI_Aint offset;
                    int relative_src = ((src - root) < 0) ? (src - root + size) : (src - root);
                    recvblks = mask;
                    if (relative_src + mask > size)
                        recvblks -= (relative_src + mask - size);
                    if (nbytes < COLL_VSMALL_GATHER)
                        offset = mask * nbytes;
                    else
                        offset = (mask - 1) * nbytes;
                    COLL_ERR(MPIC_Recv((char *)tmp_buf + offset, recvblks * nbytes, MPI_BYTE, src, MPIR_GATHER_TAG,
                                       comm, MPI_STATUS_IGNORE));
                    curr_cnt += (recvblks * nbytes);
                }
            }
        } else {
            int dst = ((relative_rank ^ mask) + root) % size;
            if (!tmp_buf_size) {
                COLL_ERR(MPIC_Send(sendbuf, sendcount, sendtype, dst, MPIR_GATHER_TAG, comm));
            } else if (nbytes < COLL_VSMALL_GATHER) {
                COLL_ERR(MPIC_Send(tmp_buf, curr_cnt, MPI_BYTE, dst, MPIR_GATHER_TAG, comm));
            } else {
                /* MPICH sends a struct type {sendbuf, tmp_buf}; the same bytes, packed */
                char *pk = (char *)coll_malloc(curr_cnt);
                if (!pk)
                    return MPI_ERR_OTHER;
                COLL_ERR(MPIR_Localcopy(sendbuf, sendcount, sendtype, pk, nbytes, MPI_BYTE));
                if (curr_cnt > nbytes)
                    memcpy(pk + nbytes, tmp_buf, curr_cnt - nbytes);
                COLL_ERR(MPIC_Send(pk, curr_cnt, MPI_BYTE, dst, MPIR_GATHER_TAG, comm));
                free(pk);
            }
            break;
        }
        mask <<= 1;
    }

    if ((rank == root) && root && (nbytes < COLL_VSMALL_GATHER) && copy_blks) {
        /* reorder and copy from tmp_buf into recvbuf */
        COLL_ERR(MPIR_Localcopy(tmp_buf, nbytes * (size - copy_offset), MPI_BYTE,
                                (char *)recvbuf + extent * recvcount * copy_offset, recvcount * (size - copy_offset),
                                recvtype));
        COLL_ERR(MPIR_Localcopy((char *)tmp_buf + nbytes * (size - copy_offset),
                                nbytes * (copy_blks - size + copy_offset), MPI_BYTE, recvbuf,
                                recvcount * (copy_blks - size + copy_offset), recvtype));
    }
    free(tmp_buf);
    return ret;
}

int MPIR_Gather_inter_linear(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                             MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, i, remote_size;
    if (root == MPI_PROC_NULL)
        return MPI_SUCCESS;
    remote_size = MPIR_Comm_remote_size(comm);
    if (root == MPI_ROOT) {
        MPI_Aint extent = MPIR_Datatype_get_extent(recvtype);
        for (i = 0; i < remote_size; i++)
            COLL_ERR(MPIC_Recv((char *)recvbuf + recvcount * i * extent, recvcount, recvtype, i, MPIR_GATHER_TAG,
                               comm, MPI_STATUS_IGNORE));
    } else {
        COLL_ERR(MPIC_Send(sendbuf, sendcount, sendtype, root, MPIR_GATHER_TAG, comm));
    }
    return ret;
}

int MPIR_Gather_inter_local_gather_remote_send(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype,
                                               void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype, int root,
                                               MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank, local_size;
    MPI_Aint sendtype_sz = 0;
    void *tmp_buf = NULL;
    if (root == MPI_PROC_NULL)
        return MPI_SUCCESS;
    if (root == MPI_ROOT) {
        COLL_ERR(MPIC_Recv(recvbuf, recvcount * MPIR_Comm_remote_size(comm), recvtype, 0, MPIR_GATHER_TAG, comm,
                           MPI_STATUS_IGNORE));
        return ret;
    }
    rank = MPIR_Comm_rank(comm);
    local_size = MPIR_Comm_size(comm);
    if (rank == 0) {
        sendtype_sz = coll_type_size(sendtype);
        tmp_buf = coll_malloc(sendcount * local_size * sendtype_sz);
        if (!tmp_buf)
            return MPI_ERR_OTHER;
    }
    COLL_ERR(MPIR_Gather(sendbuf, sendcount, sendtype, tmp_buf, sendcount * sendtype_sz, MPI_BYTE, 0,
                         MPIR_Comm_local_comm(comm)));
    if (rank == 0) {
        COLL_ERR(MPIC_Send(tmp_buf, sendcount * local_size * sendtype_sz, MPI_BYTE, root, MPIR_GATHER_TAG, comm));
        free(tmp_buf);
    }
    return ret;
}

int MPIR_Gather_allcomm_auto(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                             MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    if (MPIR_Comm_is_inter(comm)) {
        /* MPICH's total_msg_size for gather counts elements, not bytes */
        MPI_Aint total = (root == MPI_ROOT) ? recvcount * MPIR_Comm_remote_size(comm)
                                            : sendcount * MPIR_Comm_size(comm);
        if (total < 2048)
            return MPIR_Gather_inter_local_gather_remote_send(sendbuf, sendcount, sendtype, recvbuf, recvcount,
                                                              recvtype, root, comm);
        return MPIR_Gather_inter_linear(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }
    return MPIR_Gather_intra_binomial(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}

int MPIR_Gather_impl(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                     MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    return MPIR_Gather_allcomm_auto(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}

int MPIR_Gather(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    /* ch4: composition alpha = netmod gather = MPIR_Gather_impl */
    return MPIR_Gather_impl(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}

int MPIR_Gatherv_allcomm_linear(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                                const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root,
                                MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm), is_inter = MPIR_Comm_is_inter(comm), i;
    if ((!is_inter && root == rank) || (is_inter && root == MPI_ROOT)) {
        int size = is_inter ? MPIR_Comm_remote_size(comm) : MPIR_Comm_size(comm), reqs = 0;
        MPI_Aint extent = MPIR_Datatype_get_extent(recvtype);
        MPI_Request *reqarray = (MPI_Request *)coll_malloc(size * sizeof(MPI_Request));
        MPI_Status *starray = (MPI_Status *)coll_malloc(size * sizeof(MPI_Status));
        if (!reqarray || !starray) {
            free(reqarray);
            free(starray);
            return MPI_ERR_OTHER;
        }
        for (i = 0; i < size; i++) {
            if (recvcounts[i]) {
                if (!is_inter && i == rank) {
                    if (sendbuf != MPI_IN_PLACE)
                        COLL_ERR(MPIR_Localcopy(sendbuf, sendcount, sendtype, (char *)recvbuf + displs[rank] * extent,
                                                recvcounts[rank], recvtype));
                } else {
                    COLL_ERR(MPIC_Irecv((char *)recvbuf + displs[i] * extent, recvcounts[i], recvtype, i,
                                        MPIR_GATHERV_TAG, comm, &reqarray[reqs++]));
                }
            }
        }
        COLL_ERR(coll_waitall(reqs, reqarray, starray));
        free(reqarray);
        free(starray);
    } else if (root != MPI_PROC_NULL) {
        if (sendcount) {
            if (MPIR_Comm_size(comm) >= COLL_GATHERV_SSEND_MIN_PROCS)
                COLL_ERR(MPIC_Ssend(sendbuf, sendcount, sendtype, root, MPIR_GATHERV_TAG, comm));
            else
                COLL_ERR(MPIC_Send(sendbuf, sendcount, sendtype, root, MPIR_GATHERV_TAG, comm));
        }
    }
    return ret;
}

int MPIR_Gatherv_impl(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                      const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    return MPIR_Gatherv_allcomm_linear(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root,
                                       comm);
}

int MPIR_Gatherv(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                 const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    return MPIR_Gatherv_impl(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm);
}

int MPIR_Scatter_intra_binomial(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                                MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int relative_rank = (rank >= root) ? rank - root : rank - root + size, mask;
    MPI_Aint extent = 0, nbytes, curr_cnt = 0, send_subtree_cnt, tmp_buf_size = 0;
    void *tmp_buf = NULL;
    MPI_Status status;

    if (rank == root) {
        extent = MPIR_Datatype_get_extent(sendtype);
        nbytes = coll_type_size(sendtype) * sendcount;
    } else {
        nbytes = coll_type_size(recvtype) * recvcount;
    }
    /* even relative ranks other than the root forward data: they need a buffer */
    if (relative_rank && !(relative_rank % 2)) {
        tmp_buf_size = (nbytes * size) / 2;
        tmp_buf = coll_malloc(tmp_buf_size);
        if (!tmp_buf)
            return MPI_ERR_OTHER;
    }
    if (rank == root) {
        if (root != 0) {
            /* rotate sendbuf so that the root's block comes first */
            tmp_buf_size = nbytes * size;
            tmp_buf = coll_malloc(tmp_buf_size);
            if (!tmp_buf)
                return MPI_ERR_OTHER;
            if (recvbuf != MPI_IN_PLACE)
                COLL_ERR(MPIR_Localcopy((char *)sendbuf + extent * sendcount * rank, sendcount * (size - rank),
                                        sendtype, tmp_buf, nbytes * (size - rank), MPI_BYTE));
            else
                COLL_ERR(MPIR_Localcopy((char *)sendbuf + extent * sendcount * (rank + 1),
                                        sendcount * (size - rank - 1), sendtype, (char *)tmp_buf + nbytes,
                                        nbytes * (size - rank - 1), MPI_BYTE));
            COLL_ERR(MPIR_Localcopy(sendbuf, sendcount * rank, sendtype, (char *)tmp_buf + nbytes * (size - rank),
                                    nbytes * rank, MPI_BYTE));
            curr_cnt = nbytes * size;
        } else {
            curr_cnt = sendcount * size;
        }
    }

    mask = 0x1;
    while (mask < size) {
        if (relative_rank & mask) {
            int src = rank - mask;
            if (src < 0)
                src += size;
            if (relative_rank % 2) {
                COLL_ERR(MPIC_Recv(recvbuf, recvcount, recvtype, src, MPIR_SCATTER_TAG, comm, MPI_STATUS_IGNORE));
            } else {
                int e = MPIC_Recv(tmp_buf, tmp_buf_size, MPI_BYTE, src, MPIR_SCATTER_TAG, comm, &status);
                COLL_ERR(e);
                curr_cnt = e ? 0 : coll_status_bytes(&status);
            }
            break;
        }
        mask <<= 1;
    }
    mask >>= 1;
    while (mask > 0) {
        if (relative_rank + mask < size) {
            int dst = rank + mask;
            if (dst >= size)
                dst -= size;
            if ((rank == root) && (root == 0)) {
                send_subtree_cnt = curr_cnt - sendcount * mask;
                COLL_ERR(MPIC_Send((char *)sendbuf + extent * sendcount * mask, send_subtree_cnt, sendtype, dst,
                                   MPIR_SCATTER_TAG, comm));
            } else {
                send_subtree_cnt = curr_cnt - nbytes * mask;
                COLL_ERR(MPIC_Send((char *)tmp_buf + nbytes * mask, send_subtree_cnt, MPI_BYTE, dst,
                                   MPIR_SCATTER_TAG, comm));
            }
            curr_cnt -= send_subtree_cnt;
        }
        mask >>= 1;
    }
    if ((rank == root) && (root == 0) && (recvbuf != MPI_IN_PLACE))
        COLL_ERR(MPIR_Localcopy(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype));
    else if (!(relative_rank % 2) && (recvbuf != MPI_IN_PLACE))
        COLL_ERR(MPIR_Localcopy(tmp_buf, nbytes, MPI_BYTE, recvbuf, recvcount, recvtype));
    free(tmp_buf);
    return ret;
}

int MPIR_Scatter_inter_linear(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                              MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, i, remote_size;
    if (root == MPI_PROC_NULL)
        return MPI_SUCCESS;
    remote_size = MPIR_Comm_remote_size(comm);
    if (root == MPI_ROOT) {
        MPI_Aint extent = MPIR_Datatype_get_extent(sendtype);
        for (i = 0; i < remote_size; i++)
            COLL_ERR(MPIC_Send((char *)sendbuf + sendcount * i * extent, sendcount, sendtype, i, MPIR_SCATTER_TAG,
                               comm));
    } else {
        COLL_ERR(MPIC_Recv(recvbuf, recvcount, recvtype, root, MPIR_SCATTER_TAG, comm, MPI_STATUS_IGNORE));
    }
    return ret;
}

int MPIR_Scatter_inter_remote_send_local_scatter(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype,
                                                 void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype, int root,
                                                 MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank, local_size;
    MPI_Aint recvtype_sz = 0;
    void *tmp_buf = NULL;
    if (root == MPI_PROC_NULL)
        return MPI_SUCCESS;
    if (root == MPI_ROOT) {
        COLL_ERR(MPIC_Send(sendbuf, sendcount * MPIR_Comm_remote_size(comm), sendtype, 0, MPIR_SCATTER_TAG, comm));
        return ret;
    }
    rank = MPIR_Comm_rank(comm);
    local_size = MPIR_Comm_size(comm);
    if (rank == 0) {
        recvtype_sz = coll_type_size(recvtype);
        tmp_buf = coll_malloc(recvcount * local_size * recvtype_sz);
        if (!tmp_buf)
            return MPI_ERR_OTHER;
        COLL_ERR(MPIC_Recv(tmp_buf, recvcount * local_size * recvtype_sz, MPI_BYTE, root, MPIR_SCATTER_TAG, comm,
                           MPI_STATUS_IGNORE));
    }
    COLL_ERR(MPIR_Scatter(tmp_buf, recvcount * recvtype_sz, MPI_BYTE, recvbuf, recvcount, recvtype, 0,
                          MPIR_Comm_local_comm(comm)));
    free(tmp_buf);
    return ret;
}

int MPIR_Scatter_allcomm_auto(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                              MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    if (MPIR_Comm_is_inter(comm)) {
        /* as for gather, MPICH's total_msg_size counts elements here */
        MPI_Aint total = (root == MPI_ROOT) ? sendcount * MPIR_Comm_remote_size(comm)
                                            : recvcount * MPIR_Comm_size(comm);
        if (total < 2048)
            return MPIR_Scatter_inter_remote_send_local_scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount,
                                                                recvtype, root, comm);
        return MPIR_Scatter_inter_linear(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }
    return MPIR_Scatter_intra_binomial(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}

int MPIR_Scatter_impl(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                      MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    return MPIR_Scatter_allcomm_auto(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}

int MPIR_Scatter(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                 MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    return MPIR_Scatter_impl(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}

int MPIR_Scatterv_allcomm_linear(const void *sendbuf, const int *sendcounts, const int *displs,
                                 MPI_Datatype sendtype, void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype,
                                 int root, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm), is_inter = MPIR_Comm_is_inter(comm), i;
    if ((!is_inter && root == rank) || (is_inter && root == MPI_ROOT)) {
        int size = is_inter ? MPIR_Comm_remote_size(comm) : MPIR_Comm_size(comm), reqs = 0;
        MPI_Aint extent = MPIR_Datatype_get_extent(sendtype);
        MPI_Request *reqarray = (MPI_Request *)coll_malloc(size * sizeof(MPI_Request));
        MPI_Status *starray = (MPI_Status *)coll_malloc(size * sizeof(MPI_Status));
        if (!reqarray || !starray) {
            free(reqarray);
            free(starray);
            return MPI_ERR_OTHER;
        }
        for (i = 0; i < size; i++) {
            if (sendcounts[i]) {
                if (!is_inter && i == rank) {
                    if (recvbuf != MPI_IN_PLACE)
                        COLL_ERR(MPIR_Localcopy((char *)sendbuf + displs[rank] * extent, sendcounts[rank], sendtype,
                                                recvbuf, recvcount, recvtype));
                } else {
                    COLL_ERR(MPIC_Isend((char *)sendbuf + displs[i] * extent, sendcounts[i], sendtype, i,
                                        MPIR_SCATTERV_TAG, comm, &reqarray[reqs++]));
                }
            }
        }
        COLL_ERR(coll_waitall(reqs, reqarray, starray));
        free(reqarray);
        free(starray);
    } else if (root != MPI_PROC_NULL) {
        if (recvcount)
            COLL_ERR(MPIC_Recv(recvbuf, recvcount, recvtype, root, MPIR_SCATTERV_TAG, comm, MPI_STATUS_IGNORE));
    }
    return ret;
}

int MPIR_Scatterv_impl(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype,
                       void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    return MPIR_Scatterv_allcomm_linear(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root,
                                        comm);
}

int MPIR_Scatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype,
                  void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    return MPIR_Scatterv_impl(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm);
}

/* ------------------------------------------------------------------------------------ */
/* Allgather, Allgatherv                                                                  */

int MPIR_Allgather_intra_brucks(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                                MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, pof2, src, dst, rem;
    MPI_Aint rext, rsz, curr_cnt;
    char *tmp_buf;

    if (((sendcount == 0) && (sendbuf != MPI_IN_PLACE)) || (recvcount == 0))
        return MPI_SUCCESS;
    rext = MPIR_Datatype_get_extent(recvtype);
    rsz = coll_type_size(recvtype);
    tmp_buf = (char *)coll_malloc(recvcount * size * rsz);
    if (!tmp_buf)
        return MPI_ERR_OTHER;
    /* own block first */
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, sendcount, sendtype, tmp_buf, recvcount * rsz, MPI_BYTE));
    else
        COLL_ERR(MPIR_Localcopy((char *)recvbuf + rank * recvcount * rext, recvcount, recvtype, tmp_buf,
                                recvcount * rsz, MPI_BYTE));
    curr_cnt = recvcount;
    pof2 = 1;
    while (pof2 <= size / 2) {
        src = (rank + pof2) % size;
        dst = (rank - pof2 + size) % size;
        COLL_ERR(MPIC_Sendrecv(tmp_buf, curr_cnt * rsz, MPI_BYTE, dst, MPIR_ALLGATHER_TAG,
                               tmp_buf + curr_cnt * rsz, curr_cnt * rsz, MPI_BYTE, src, MPIR_ALLGATHER_TAG, comm,
                               MPI_STATUS_IGNORE));
        curr_cnt *= 2;
        pof2 *= 2;
    }
    rem = size - pof2;
    if (rem) {
        src = (rank + pof2) % size;
        dst = (rank - pof2 + size) % size;
        COLL_ERR(MPIC_Sendrecv(tmp_buf, rem * recvcount * rsz, MPI_BYTE, dst, MPIR_ALLGATHER_TAG,
                               tmp_buf + curr_cnt * rsz, rem * recvcount * rsz, MPI_BYTE, src, MPIR_ALLGATHER_TAG,
                               comm, MPI_STATUS_IGNORE));
    }
    /* rotate blocks into place */
    COLL_ERR(MPIR_Localcopy(tmp_buf, (size - rank) * recvcount * rsz, MPI_BYTE,
                            (char *)recvbuf + rank * recvcount * rext, (size - rank) * recvcount, recvtype));
    if (rank)
        COLL_ERR(MPIR_Localcopy(tmp_buf + (size - rank) * recvcount * rsz, rank * recvcount * rsz, MPI_BYTE,
                                recvbuf, rank * recvcount, recvtype));
    free(tmp_buf);
    return ret;
}

int MPIR_Allgather_intra_recursive_doubling(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype,
                                            void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype,
                                            MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, mask, i, j, k;
    MPI_Aint rext = MPIR_Datatype_get_extent(recvtype), rsz = coll_type_size(recvtype);
    MPI_Aint curr_cnt, last_recv_cnt = 0;
    MPI_Status status;

    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, sendcount, sendtype, (char *)recvbuf + rank * recvcount * rext, recvcount,
                                recvtype));
    curr_cnt = recvcount;
    mask = 0x1;
    i = 0;
    while (mask < size) {
        int dst = rank ^ mask;
        int dst_tree_root = (dst >> i) << i, my_tree_root = (rank >> i) << i;
        MPI_Aint send_offset = my_tree_root * recvcount * rext, recv_offset = dst_tree_root * recvcount * rext;
        if (dst < size) {
            int e = MPIC_Sendrecv((char *)recvbuf + send_offset, curr_cnt, recvtype, dst, MPIR_ALLGATHER_TAG,
                                  (char *)recvbuf + recv_offset, (size - dst_tree_root) * recvcount, recvtype, dst,
                                  MPIR_ALLGATHER_TAG, comm, &status);
            COLL_ERR(e);
            last_recv_cnt = e ? 0 : coll_status_count(&status, rsz);
            curr_cnt += last_recv_cnt;
        }
        if (dst_tree_root + mask > size) {
            int nprocs_completed = size - my_tree_root - mask, tmp_mask, tree_root;
            MPI_Aint offset = recvcount * (my_tree_root + mask) * rext;
            j = mask;
            k = 0;
            while (j) {
                j >>= 1;
                k++;
            }
            k--;
            tmp_mask = mask >> 1;
            while (tmp_mask) {
                dst = rank ^ tmp_mask;
                tree_root = (rank >> k) << k;
                if ((dst > rank) && (rank < tree_root + nprocs_completed) && (dst >= tree_root + nprocs_completed)) {
                    COLL_ERR(MPIC_Send((char *)recvbuf + offset, last_recv_cnt, recvtype, dst, MPIR_ALLGATHER_TAG,
                                       comm));
                } else if ((dst < rank) && (dst < tree_root + nprocs_completed)
                           && (rank >= tree_root + nprocs_completed)) {
                    int e = MPIC_Recv((char *)recvbuf + offset, (size - (my_tree_root + mask)) * recvcount,
                                      recvtype, dst, MPIR_ALLGATHER_TAG, comm, &status);
                    COLL_ERR(e);
                    last_recv_cnt = e ? 0 : coll_status_count(&status, rsz);
                    curr_cnt += last_recv_cnt;
                }
                tmp_mask >>= 1;
                k--;
            }
        }
        mask <<= 1;
        i++;
    }
    return ret;
}

int MPIR_Allgather_intra_ring(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                              MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, j, jnext, left, right;
    MPI_Aint rext = MPIR_Datatype_get_extent(recvtype);
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, sendcount, sendtype, (char *)recvbuf + rank * recvcount * rext, recvcount,
                                recvtype));
    left = (size + rank - 1) % size;
    right = (rank + 1) % size;
    j = rank;
    jnext = left;
    for (i = 1; i < size; i++) {
        COLL_ERR(MPIC_Sendrecv((char *)recvbuf + j * recvcount * rext, recvcount, recvtype, right,
                               MPIR_ALLGATHER_TAG, (char *)recvbuf + jnext * recvcount * rext, recvcount, recvtype,
                               left, MPIR_ALLGATHER_TAG, comm, MPI_STATUS_IGNORE));
        j = jnext;
        jnext = (size + jnext - 1) % size;
    }
    return ret;
}

int MPIR_Allgather_inter_local_gather_remote_bcast(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype,
                                                   void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype,
                                                   MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm), local_size = MPIR_Comm_size(comm);
    int remote_size = MPIR_Comm_remote_size(comm), me_root = (rank == 0) ? MPI_ROOT : MPI_PROC_NULL;
    MPI_Aint sendtype_sz = 0;
    void *tmp_buf = NULL;

    if ((rank == 0) && (sendcount != 0)) {
        sendtype_sz = coll_type_size(sendtype);
        tmp_buf = coll_malloc(sendcount * sendtype_sz * local_size);
        if (!tmp_buf)
            return MPI_ERR_OTHER;
    }
    /* gather the local group's data at its rank 0 */
    if (sendcount != 0)
        COLL_ERR(MPIR_Gather(sendbuf, sendcount, sendtype, tmp_buf, sendcount * sendtype_sz, MPI_BYTE, 0,
                             MPIR_Comm_local_comm(comm)));
    /* exchange between the groups: the low group sends first */
    if (MPIR_Comm_is_low_group(comm)) {
        if (sendcount != 0)
            COLL_ERR(MPIR_Bcast(tmp_buf, sendcount * sendtype_sz * local_size, MPI_BYTE, me_root, comm));
        if (recvcount != 0)
            COLL_ERR(MPIR_Bcast(recvbuf, recvcount * remote_size, recvtype, 0, comm));
    } else {
        if (recvcount != 0)
            COLL_ERR(MPIR_Bcast(recvbuf, recvcount * remote_size, recvtype, 0, comm));
        if (sendcount != 0)
            COLL_ERR(MPIR_Bcast(tmp_buf, sendcount * sendtype_sz * local_size, MPI_BYTE, me_root, comm));
    }
    free(tmp_buf);
    return ret;
}

int MPIR_Allgather_allcomm_auto(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                                MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int size;
    MPI_Aint total;
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Allgather_inter_local_gather_remote_bcast(sendbuf, sendcount, sendtype, recvbuf, recvcount,
                                                              recvtype, comm);
    size = MPIR_Comm_size(comm);
    total = coll_type_size(recvtype) * recvcount * size;
    if (coll_is_pof2(size)) {
        if (total < 524288)
            return MPIR_Allgather_intra_recursive_doubling(sendbuf, sendcount, sendtype, recvbuf, recvcount,
                                                           recvtype, comm);
        return MPIR_Allgather_intra_ring(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    }
    if (total < 81920)
        return MPIR_Allgather_intra_brucks(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    return MPIR_Allgather_intra_ring(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}

int MPIR_Allgather_impl(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                        MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    return MPIR_Allgather_allcomm_auto(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}

int MPIR_Allgather(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                   MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    return MPIR_Allgather_impl(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}

int MPIR_Allgatherv_intra_brucks(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                                 const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, j, pof2, src, dst, rem;
    MPI_Aint rext, rsz, total_count = 0, curr_cnt, recv_cnt, send_cnt;
    char *tmp_buf;
    MPI_Status status;

    for (i = 0; i < size; i++)
        total_count += recvcounts[i];
    if (total_count == 0)
        return MPI_SUCCESS;
    rext = MPIR_Datatype_get_extent(recvtype);
    rsz = coll_type_size(recvtype);
    tmp_buf = (char *)coll_malloc(total_count * rsz);
    if (!tmp_buf)
        return MPI_ERR_OTHER;
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, sendcount, sendtype, tmp_buf, recvcounts[rank] * rsz, MPI_BYTE));
    else
        COLL_ERR(MPIR_Localcopy((char *)recvbuf + displs[rank] * rext, recvcounts[rank], recvtype, tmp_buf,
                                recvcounts[rank] * rsz, MPI_BYTE));
    curr_cnt = recvcounts[rank];
    pof2 = 1;
    while (pof2 <= size / 2) {
        int e;
        src = (rank + pof2) % size;
        dst = (rank - pof2 + size) % size;
        e = MPIC_Sendrecv(tmp_buf, curr_cnt * rsz, MPI_BYTE, dst, MPIR_ALLGATHERV_TAG, tmp_buf + curr_cnt * rsz,
                          (total_count - curr_cnt) * rsz, MPI_BYTE, src, MPIR_ALLGATHERV_TAG, comm, &status);
        COLL_ERR(e);
        recv_cnt = e ? 0 : coll_status_count(&status, rsz);
        curr_cnt += recv_cnt;
        pof2 *= 2;
    }
    rem = size - pof2;
    if (rem) {
        src = (rank + pof2) % size;
        dst = (rank - pof2 + size) % size;
        send_cnt = 0;
        for (i = 0; i < rem; i++)
            send_cnt += recvcounts[(rank + i) % size];
        COLL_ERR(MPIC_Sendrecv(tmp_buf, send_cnt * rsz, MPI_BYTE, dst, MPIR_ALLGATHERV_TAG, tmp_buf + curr_cnt * rsz,
                               (total_count - curr_cnt) * rsz, MPI_BYTE, src, MPIR_ALLGATHERV_TAG, comm,
                               MPI_STATUS_IGNORE));
    }
    /* rotate blocks into place */
    send_cnt = 0;
    for (i = 0; i < (size - rank); i++) {
        j = (rank + i) % size;
        COLL_ERR(MPIR_Localcopy(tmp_buf + send_cnt * rsz, recvcounts[j] * rsz, MPI_BYTE,
                                (char *)recvbuf + displs[j] * rext, recvcounts[j], recvtype));
        send_cnt += recvcounts[j];
    }
    for (i = 0; i < rank; i++) {
        COLL_ERR(MPIR_Localcopy(tmp_buf + send_cnt * rsz, recvcounts[i] * rsz, MPI_BYTE,
                                (char *)recvbuf + displs[i] * rext, recvcounts[i], recvtype));
        send_cnt += recvcounts[i];
    }
    free(tmp_buf);
    return ret;
}

int MPIR_Allgatherv_intra_recursive_doubling(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype,
                                             void *recvbuf, const int *recvcounts, const int *displs,
                                             MPI_Datatype recvtype, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, j, k, mask;
    MPI_Aint rext, rsz, total_count = 0, curr_cnt, last_recv_cnt = 0, position;
    char *tmp_buf;
    MPI_Status status;

    for (i = 0; i < size; i++)
        total_count += recvcounts[i];
    if (total_count == 0)
        return MPI_SUCCESS;
    rext = MPIR_Datatype_get_extent(recvtype);
    rsz = coll_type_size(recvtype);
    tmp_buf = (char *)coll_malloc(total_count * rsz);
    if (!tmp_buf)
        return MPI_ERR_OTHER;
    /* everything goes through a packed buffer ordered by rank */
    position = 0;
    for (i = 0; i < rank; i++)
        position += recvcounts[i];
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, sendcount, sendtype, tmp_buf + position * rsz, recvcounts[rank] * rsz,
                                MPI_BYTE));
    else
        COLL_ERR(MPIR_Localcopy((char *)recvbuf + displs[rank] * rext, recvcounts[rank], recvtype,
                                tmp_buf + position * rsz, recvcounts[rank] * rsz, MPI_BYTE));
    curr_cnt = recvcounts[rank];

    mask = 0x1;
    i = 0;
    while (mask < size) {
        int dst = rank ^ mask;
        int dst_tree_root = (dst >> i) << i, my_tree_root = (rank >> i) << i;
        if (dst < size) {
            MPI_Aint send_offset = 0, recv_offset = 0;
            int e;
            for (j = 0; j < my_tree_root; j++)
                send_offset += recvcounts[j];
            for (j = 0; j < dst_tree_root; j++)
                recv_offset += recvcounts[j];
            e = MPIC_Sendrecv(tmp_buf + send_offset * rsz, curr_cnt * rsz, MPI_BYTE, dst, MPIR_ALLGATHERV_TAG,
                              tmp_buf + recv_offset * rsz, (total_count - recv_offset) * rsz, MPI_BYTE, dst,
                              MPIR_ALLGATHERV_TAG, comm, &status);
            COLL_ERR(e);
            last_recv_cnt = e ? 0 : coll_status_count(&status, rsz);
            curr_cnt += last_recv_cnt;
        }
        if (dst_tree_root + mask > size) {
            int nprocs_completed = size - my_tree_root - mask, tmp_mask, tree_root;
            j = mask;
            k = 0;
            while (j) {
                j >>= 1;
                k++;
            }
            k--;
            tmp_mask = mask >> 1;
            while (tmp_mask) {
                MPI_Aint offset = 0;
                dst = rank ^ tmp_mask;
                tree_root = (rank >> k) << k;
                if ((dst > rank) && (rank < tree_root + nprocs_completed) && (dst >= tree_root + nprocs_completed)) {
                    for (j = 0; j < (my_tree_root + mask); j++)
                        offset += recvcounts[j];
                    COLL_ERR(MPIC_Send(tmp_buf + offset * rsz, last_recv_cnt * rsz, MPI_BYTE, dst,
                                       MPIR_ALLGATHERV_TAG, comm));
                } else if ((dst < rank) && (dst < tree_root + nprocs_completed)
                           && (rank >= tree_root + nprocs_completed)) {
                    int e;
                    for (j = 0; j < (my_tree_root + mask); j++)
                        offset += recvcounts[j];
                    e = MPIC_Recv(tmp_buf + offset * rsz, (total_count - offset) * rsz, MPI_BYTE, dst,
                                  MPIR_ALLGATHERV_TAG, comm, &status);
                    COLL_ERR(e);
                    last_recv_cnt = e ? 0 : coll_status_count(&status, rsz);
                    curr_cnt += last_recv_cnt;
                }
                tmp_mask >>= 1;
                k--;
            }
        }
        mask <<= 1;
        i++;
    }
    position = 0;
    for (j = 0; j < size; j++) {
        if ((sendbuf != MPI_IN_PLACE) || (j != rank))
            COLL_ERR(MPIR_Localcopy(tmp_buf + position * rsz, recvcounts[j] * rsz, MPI_BYTE,
                                    (char *)recvbuf + displs[j] * rext, recvcounts[j], recvtype));
        position += recvcounts[j];
    }
    free(tmp_buf);
    return ret;
}

int MPIR_Allgatherv_intra_ring(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                               const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, left, right, sidx, ridx;
    MPI_Aint rext, total_count = 0, torecv, tosend, max, chunk_count = 0, soffset, roffset, sendnow, recvnow;

    for (i = 0; i < size; i++)
        total_count += recvcounts[i];
    if (total_count == 0)
        return MPI_SUCCESS;
    rext = MPIR_Datatype_get_extent(recvtype);
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, sendcount, sendtype, (char *)recvbuf + displs[rank] * rext,
                                recvcounts[rank], recvtype));
    left = (size + rank - 1) % size;
    right = (rank + 1) % size;
    torecv = total_count - recvcounts[rank];
    tosend = total_count - recvcounts[right];
    max = recvcounts[0];
    for (i = 1; i < size; i++)
        if (max < recvcounts[i])
            max = recvcounts[i];
    if (COLL_ALLGATHERV_PIPELINE > 0 && max * rext > COLL_ALLGATHERV_PIPELINE) {
        chunk_count = COLL_ALLGATHERV_PIPELINE / rext;
        if (!chunk_count)
            chunk_count = 1;
    }
    if (!chunk_count)
        chunk_count = max;

    sidx = rank;
    ridx = left;
    soffset = 0;
    roffset = 0;
    while (tosend || torecv) {
        char *sbuf, *rbuf;
        sendnow = ((recvcounts[sidx] - soffset) > chunk_count) ? chunk_count : (recvcounts[sidx] - soffset);
        recvnow = ((recvcounts[ridx] - roffset) > chunk_count) ? chunk_count : (recvcounts[ridx] - roffset);
        sbuf = (char *)recvbuf + ((displs[sidx] + soffset) * rext);
        rbuf = (char *)recvbuf + ((displs[ridx] + roffset) * rext);
        if (!tosend)
            sendnow = 0;
        if (!torecv)
            recvnow = 0;
        if (!sendnow && !recvnow) {
            /* two consecutive processes contributed nothing */
        } else if (!sendnow) {
            COLL_ERR(MPIC_Recv(rbuf, recvnow, recvtype, left, MPIR_ALLGATHERV_TAG, comm, MPI_STATUS_IGNORE));
            torecv -= recvnow;
        } else if (!recvnow) {
            COLL_ERR(MPIC_Send(sbuf, sendnow, recvtype, right, MPIR_ALLGATHERV_TAG, comm));
            tosend -= sendnow;
        } else {
            COLL_ERR(MPIC_Sendrecv(sbuf, sendnow, recvtype, right, MPIR_ALLGATHERV_TAG, rbuf, recvnow, recvtype, left,
                                   MPIR_ALLGATHERV_TAG, comm, MPI_STATUS_IGNORE));
            tosend -= sendnow;
            torecv -= recvnow;
        }
        soffset += sendnow;
        roffset += recvnow;
        if (soffset == recvcounts[sidx]) {
            soffset = 0;
            sidx = (sidx + size - 1) % size;
        }
        if (roffset == recvcounts[ridx]) {
            roffset = 0;
            ridx = (ridx + size - 1) % size;
        }
    }
    return ret;
}

int MPIR_Allgatherv_inter_remote_gather_local_bcast(const void *sendbuf, MPI_Aint sendcount,
                                                    MPI_Datatype sendtype, void *recvbuf, const int *recvcounts,
                                                    const int *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm), remote_size = MPIR_Comm_remote_size(comm), i;
    int me_root = (rank == 0) ? MPI_ROOT : MPI_PROC_NULL;
    MPI_Aint rext, rsz, total = 0, pos;
    char *pk;

    /* rank 0 of each group gathers the other group's data */
    if (MPIR_Comm_is_low_group(comm)) {
        COLL_ERR(MPIR_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, me_root, comm));
        COLL_ERR(MPIR_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, 0, comm));
    } else {
        COLL_ERR(MPIR_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, 0, comm));
        COLL_ERR(MPIR_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, me_root, comm));
    }
    /* then broadcasts it in its group: MPICH broadcasts one element of an indexed type over
       recvbuf (a non-contiguous type, so the bcast algorithms move it packed); the same
       packed bytes are broadcast here */
    rext = MPIR_Datatype_get_extent(recvtype);
    rsz = coll_type_size(recvtype);
    for (i = 0; i < remote_size; i++)
        total += recvcounts[i];
    pk = (char *)coll_malloc(total * rsz);
    if (!pk)
        return MPI_ERR_OTHER;
    if (rank == 0) {
        pos = 0;
        for (i = 0; i < remote_size; i++) {
            COLL_ERR(MPIR_Localcopy((char *)recvbuf + displs[i] * rext, recvcounts[i], recvtype, pk + pos,
                                    recvcounts[i] * rsz, MPI_BYTE));
            pos += recvcounts[i] * rsz;
        }
    }
    COLL_ERR(MPIR_Bcast_allcomm_auto(pk, total * rsz, MPI_BYTE, 0, MPIR_Comm_local_comm(comm)));
    if (rank != 0) {
        pos = 0;
        for (i = 0; i < remote_size; i++) {
            COLL_ERR(MPIR_Localcopy(pk + pos, recvcounts[i] * rsz, MPI_BYTE, (char *)recvbuf + displs[i] * rext,
                                    recvcounts[i], recvtype));
            pos += recvcounts[i] * rsz;
        }
    }
    free(pk);
    return ret;
}

int MPIR_Allgatherv_allcomm_auto(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                                 const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    int size, i;
    MPI_Aint total = 0;
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Allgatherv_inter_remote_gather_local_bcast(sendbuf, sendcount, sendtype, recvbuf, recvcounts,
                                                               displs, recvtype, comm);
    size = MPIR_Comm_size(comm);
    for (i = 0; i < size; i++)
        total += recvcounts[i];
    total *= coll_type_size(recvtype);
    if (coll_is_pof2(size)) {
        if (total < 524288)
            return MPIR_Allgatherv_intra_recursive_doubling(sendbuf, sendcount, sendtype, recvbuf, recvcounts,
                                                            displs, recvtype, comm);
        return MPIR_Allgatherv_intra_ring(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype,
                                          comm);
    }
    if (total < 81920)
        return MPIR_Allgatherv_intra_brucks(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype,
                                            comm);
    return MPIR_Allgatherv_intra_ring(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
}

int MPIR_Allgatherv_impl(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                         const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    return MPIR_Allgatherv_allcomm_auto(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
}

int MPIR_Allgatherv(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                    const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm)
{
    return MPIR_Allgatherv_impl(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
}

/* ------------------------------------------------------------------------------------ */
/* Alltoall, Alltoallv, Alltoallw                                                         */

int MPIR_Alltoall_intra_brucks(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                               MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, pof2, block, count, i, src, dst;
    MPI_Aint rext = MPIR_Datatype_get_extent(recvtype), sext = MPIR_Datatype_get_extent(sendtype);
    MPI_Aint rsz = coll_type_size(recvtype), blk = recvcount * rsz, newtype_sz;
    char *tmp_buf, *tmp_in;
    int *displs;

    tmp_buf = (char *)coll_malloc(recvcount * size * rsz);
    tmp_in = (char *)coll_malloc(recvcount * size * rsz);
    displs = (int *)coll_malloc(size * sizeof(int));
    if (!tmp_buf || !tmp_in || !displs) {
        free(tmp_buf);
        free(tmp_in);
        free(displs);
        return MPI_ERR_OTHER;
    }
    /* local rotation: block i of the result holds the data for rank (rank + i) % size */
    COLL_ERR(MPIR_Localcopy((char *)sendbuf + rank * sendcount * sext, (size - rank) * sendcount, sendtype,
                            recvbuf, (size - rank) * recvcount, recvtype));
    COLL_ERR(MPIR_Localcopy(sendbuf, rank * sendcount, sendtype, (char *)recvbuf + (size - rank) * recvcount * rext,
                            rank * recvcount, recvtype));
    pof2 = 1;
    while (pof2 < size) {
        dst = (rank + pof2) % size;
        src = (rank - pof2 + size) % size;
        count = 0;
        for (block = 1; block < size; block++)
            if (block & pof2)
                displs[count++] = block * (int)recvcount;
        /* MPICH packs and receives through an indexed-block type of these blocks */
        newtype_sz = count * blk;
        for (i = 0; i < count; i++)
            COLL_ERR(MPIR_Localcopy((char *)recvbuf + displs[i] * rext, recvcount, recvtype, tmp_buf + i * blk, blk,
                                    MPI_BYTE));
        COLL_ERR(MPIC_Sendrecv(tmp_buf, newtype_sz, MPI_BYTE, dst, MPIR_ALLTOALL_TAG, tmp_in, newtype_sz, MPI_BYTE,
                               src, MPIR_ALLTOALL_TAG, comm, MPI_STATUS_IGNORE));
        for (i = 0; i < count; i++)
            COLL_ERR(MPIR_Localcopy(tmp_in + i * blk, blk, MPI_BYTE, (char *)recvbuf + displs[i] * rext, recvcount,
                                    recvtype));
        pof2 *= 2;
    }
    /* inverse rotation, then reverse the block order */
    COLL_ERR(MPIR_Localcopy((char *)recvbuf + (rank + 1) * recvcount * rext, (size - rank - 1) * recvcount, recvtype,
                            tmp_buf, (size - rank - 1) * blk, MPI_BYTE));
    COLL_ERR(MPIR_Localcopy(recvbuf, (rank + 1) * recvcount, recvtype, tmp_buf + (size - rank - 1) * blk,
                            (rank + 1) * blk, MPI_BYTE));
    for (i = 0; i < size; i++)
        COLL_ERR(MPIR_Localcopy(tmp_buf + i * blk, blk, MPI_BYTE, (char *)recvbuf + (size - i - 1) * recvcount * rext,
                                recvcount, recvtype));
    free(tmp_buf);
    free(tmp_in);
    free(displs);
    return ret;
}

int MPIR_Alltoall_intra_pairwise(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                                 MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, is_pof2, src, dst;
    MPI_Aint rext = MPIR_Datatype_get_extent(recvtype), sext = MPIR_Datatype_get_extent(sendtype);
    COLL_ERR(MPIR_Localcopy((char *)sendbuf + rank * sendcount * sext, sendcount, sendtype,
                            (char *)recvbuf + rank * recvcount * rext, recvcount, recvtype));
    is_pof2 = coll_is_pof2(size);
    for (i = 1; i < size; i++) {
        if (is_pof2) {
            src = dst = rank ^ i;
        } else {
            src = (rank - i + size) % size;
            dst = (rank + i) % size;
        }
        COLL_ERR(MPIC_Sendrecv((char *)sendbuf + dst * sendcount * sext, sendcount, sendtype, dst, MPIR_ALLTOALL_TAG,
                               (char *)recvbuf + src * recvcount * rext, recvcount, recvtype, src, MPIR_ALLTOALL_TAG,
                               comm, MPI_STATUS_IGNORE));
    }
    return ret;
}

int MPIR_Alltoall_intra_pairwise_sendrecv_replace(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype,
                                                  void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype,
                                                  MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, j;
    MPI_Aint rext = MPIR_Datatype_get_extent(recvtype);
    (void)sendbuf;
    (void)sendcount;
    (void)sendtype;
    for (i = 0; i < size; ++i) {
        for (j = i; j < size; ++j) {
            if (rank == i)
                COLL_ERR(MPIC_Sendrecv_replace((char *)recvbuf + j * recvcount * rext, recvcount, recvtype, j,
                                               MPIR_ALLTOALL_TAG, j, MPIR_ALLTOALL_TAG, comm, MPI_STATUS_IGNORE));
            else if (rank == j)
                COLL_ERR(MPIC_Sendrecv_replace((char *)recvbuf + i * recvcount * rext, recvcount, recvtype, i,
                                               MPIR_ALLTOALL_TAG, i, MPIR_ALLTOALL_TAG, comm, MPI_STATUS_IGNORE));
        }
    }
    return ret;
}

int MPIR_Alltoall_intra_scattered(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                                  MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, ii, ss, bblock, dst;
    MPI_Aint rext = MPIR_Datatype_get_extent(recvtype), sext = MPIR_Datatype_get_extent(sendtype);
    MPI_Request *reqarray;
    MPI_Status *starray;

    bblock = COLL_ALLTOALL_THROTTLE;
    if (bblock == 0)
        bblock = size;
    reqarray = (MPI_Request *)coll_malloc(2 * bblock * sizeof(MPI_Request));
    starray = (MPI_Status *)coll_malloc(2 * bblock * sizeof(MPI_Status));
    if (!reqarray || !starray) {
        free(reqarray);
        free(starray);
        return MPI_ERR_OTHER;
    }
    for (ii = 0; ii < size; ii += bblock) {
        ss = size - ii < bblock ? size - ii : bblock;
        for (i = 0; i < ss; i++) {
            dst = (rank + i + ii) % size;
            COLL_ERR(MPIC_Irecv((char *)recvbuf + dst * recvcount * rext, recvcount, recvtype, dst, MPIR_ALLTOALL_TAG,
                                comm, &reqarray[i]));
        }
        for (i = 0; i < ss; i++) {
            dst = (rank - i - ii + size) % size;
            COLL_ERR(MPIC_Isend((char *)sendbuf + dst * sendcount * sext, sendcount, sendtype, dst,
                                MPIR_ALLTOALL_TAG, comm, &reqarray[i + ss]));
        }
        COLL_ERR(coll_waitall(2 * ss, reqarray, starray));
    }
    free(reqarray);
    free(starray);
    return ret;
}

int MPIR_Alltoall_inter_pairwise_exchange(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype,
                                          void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int local_size = MPIR_Comm_size(comm), remote_size = MPIR_Comm_remote_size(comm);
    int rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, src, dst, max_size;
    MPI_Aint sext = MPIR_Datatype_get_extent(sendtype), rext = MPIR_Datatype_get_extent(recvtype);
    max_size = local_size > remote_size ? local_size : remote_size;
    for (i = 0; i < max_size; i++) {
        const char *sendaddr = NULL;
        char *recvaddr = NULL;
        MPI_Aint scount = sendcount, rcount = recvcount;
        MPI_Datatype stype = sendtype, rtype = recvtype;
        src = (rank - i + max_size) % max_size;
        dst = (rank + i) % max_size;
        if (src >= remote_size) {
            src = MPI_PROC_NULL;
            rcount = 0;
            rtype = MPI_BYTE;
        } else {
            recvaddr = (char *)recvbuf + src * recvcount * rext;
        }
        if (dst >= remote_size) {
            dst = MPI_PROC_NULL;
            scount = 0;
            stype = MPI_BYTE;
        } else {
            sendaddr = (const char *)sendbuf + dst * sendcount * sext;
        }
        COLL_ERR(MPIC_Sendrecv(sendaddr, scount, stype, dst, MPIR_ALLTOALL_TAG, recvaddr, rcount, rtype, src,
                               MPIR_ALLTOALL_TAG, comm, MPI_STATUS_IGNORE));
    }
    return ret;
}

int MPIR_Alltoall_allcomm_auto(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                               MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    MPI_Aint nbytes;
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Alltoall_inter_pairwise_exchange(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype,
                                                     comm);
    if (sendbuf == MPI_IN_PLACE)
        return MPIR_Alltoall_intra_pairwise_sendrecv_replace(sendbuf, sendcount, sendtype, recvbuf, recvcount,
                                                             recvtype, comm);
    nbytes = coll_type_size(sendtype) * sendcount;
    if (MPIR_Comm_size(comm) <= 8) {
        if (nbytes <= 32768)
            return MPIR_Alltoall_intra_scattered(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
        return MPIR_Alltoall_intra_pairwise(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    }
    if (nbytes <= 256)
        return MPIR_Alltoall_intra_brucks(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    if (nbytes <= 32768)
        return MPIR_Alltoall_intra_scattered(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    return MPIR_Alltoall_intra_pairwise(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}

int MPIR_Alltoall_impl(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                       MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    return MPIR_Alltoall_allcomm_auto(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}

int MPIR_Alltoall(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                  MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    return MPIR_Alltoall_impl(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}

int MPIR_Alltoallv_intra_pairwise_sendrecv_replace(const void *sendbuf, const int *sendcounts, const int *sdispls,
                                                   MPI_Datatype sendtype, void *recvbuf, const int *recvcounts,
                                                   const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, j;
    MPI_Aint rext = MPIR_Datatype_get_extent(recvtype);
    (void)sendbuf;
    (void)sendcounts;
    (void)sdispls;
    (void)sendtype;
    for (i = 0; i < size; ++i) {
        for (j = i; j < size; ++j) {
            if (rank == i)
                COLL_ERR(MPIC_Sendrecv_replace((char *)recvbuf + rdispls[j] * rext, recvcounts[j], recvtype, j,
                                               MPIR_ALLTOALLV_TAG, j, MPIR_ALLTOALLV_TAG, comm, MPI_STATUS_IGNORE));
            else if (rank == j)
                COLL_ERR(MPIC_Sendrecv_replace((char *)recvbuf + rdispls[i] * rext, recvcounts[i], recvtype, i,
                                               MPIR_ALLTOALLV_TAG, i, MPIR_ALLTOALLV_TAG, comm, MPI_STATUS_IGNORE));
        }
    }
    return ret;
}

int MPIR_Alltoallv_intra_scattered(const void *sendbuf, const int *sendcounts, const int *sdispls,
                                   MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls,
                                   MPI_Datatype recvtype, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, ii, ss, bblock, dst, req_cnt;
    MPI_Aint rext = MPIR_Datatype_get_extent(recvtype), sext = MPIR_Datatype_get_extent(sendtype);
    MPI_Request *reqarray;
    MPI_Status *starray;

    bblock = COLL_ALLTOALL_THROTTLE;
    if (bblock == 0)
        bblock = size;
    reqarray = (MPI_Request *)coll_malloc(2 * bblock * sizeof(MPI_Request));
    starray = (MPI_Status *)coll_malloc(2 * bblock * sizeof(MPI_Status));
    if (!reqarray || !starray) {
        free(reqarray);
        free(starray);
        return MPI_ERR_OTHER;
    }
    for (ii = 0; ii < size; ii += bblock) {
        req_cnt = 0;
        ss = size - ii < bblock ? size - ii : bblock;
        for (i = 0; i < ss; i++) {
            dst = (rank + i + ii) % size;
            if (recvcounts[dst] && coll_type_size(recvtype))
                COLL_ERR(MPIC_Irecv((char *)recvbuf + rdispls[dst] * rext, recvcounts[dst], recvtype, dst,
                                    MPIR_ALLTOALLV_TAG, comm, &reqarray[req_cnt++]));
        }
        for (i = 0; i < ss; i++) {
            dst = (rank - i - ii + size) % size;
            if (sendcounts[dst] && coll_type_size(sendtype))
                COLL_ERR(MPIC_Isend((char *)sendbuf + sdispls[dst] * sext, sendcounts[dst], sendtype, dst,
                                    MPIR_ALLTOALLV_TAG, comm, &reqarray[req_cnt++]));
        }
        COLL_ERR(coll_waitall(req_cnt, reqarray, starray));
    }
    free(reqarray);
    free(starray);
    return ret;
}

int MPIR_Alltoallv_inter_pairwise_exchange(const void *sendbuf, const int *sendcounts, const int *sdispls,
                                           MPI_Datatype sendtype, void *recvbuf, const int *recvcounts,
                                           const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm)
{
    int local_size = MPIR_Comm_size(comm), remote_size = MPIR_Comm_remote_size(comm);
    int rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, src, dst, max_size;
    MPI_Aint sext = MPIR_Datatype_get_extent(sendtype), rext = MPIR_Datatype_get_extent(recvtype);
    max_size = local_size > remote_size ? local_size : remote_size;
    for (i = 0; i < max_size; i++) {
        const char *sendaddr = NULL;
        char *recvaddr = NULL;
        MPI_Aint scount = 0, rcount = 0;
        MPI_Datatype stype = sendtype, rtype = recvtype;
        src = (rank - i + max_size) % max_size;
        dst = (rank + i) % max_size;
        if (src >= remote_size) {
            src = MPI_PROC_NULL;
            rtype = MPI_BYTE;
        } else {
            recvaddr = (char *)recvbuf + rdispls[src] * rext;
            rcount = recvcounts[src];
        }
        if (dst >= remote_size) {
            dst = MPI_PROC_NULL;
            stype = MPI_BYTE;
        } else {
            sendaddr = (const char *)sendbuf + sdispls[dst] * sext;
            scount = sendcounts[dst];
        }
        COLL_ERR(MPIC_Sendrecv(sendaddr, scount, stype, dst, MPIR_ALLTOALLV_TAG, recvaddr, rcount, rtype, src,
                               MPIR_ALLTOALLV_TAG, comm, MPI_STATUS_IGNORE));
    }
    return ret;
}

int MPIR_Alltoallv_allcomm_auto(const void *sendbuf, const int *sendcounts, const int *sdispls,
                                MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls,
                                MPI_Datatype recvtype, MPI_Comm comm)
{
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Alltoallv_inter_pairwise_exchange(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts,
                                                      rdispls, recvtype, comm);
    if (sendbuf == MPI_IN_PLACE)
        return MPIR_Alltoallv_intra_pairwise_sendrecv_replace(sendbuf, sendcounts, sdispls, sendtype, recvbuf,
                                                              recvcounts, rdispls, recvtype, comm);
    return MPIR_Alltoallv_intra_scattered(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls,
                                          recvtype, comm);
}

int MPIR_Alltoallv_impl(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype,
                        void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype,
                        MPI_Comm comm)
{
    return MPIR_Alltoallv_allcomm_auto(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls,
                                       recvtype, comm);
}

int MPIR_Alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype,
                   void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm)
{
    return MPIR_Alltoallv_impl(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype,
                               comm);
}

int MPIR_Alltoallw_intra_pairwise_sendrecv_replace(const void *sendbuf, const int *sendcounts, const int *sdispls,
                                                   const MPI_Datatype *sendtypes, void *recvbuf,
                                                   const int *recvcounts, const int *rdispls,
                                                   const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, j;
    (void)sendbuf;
    (void)sendcounts;
    (void)sdispls;
    (void)sendtypes;
    for (i = 0; i < size; ++i) {
        for (j = i; j < size; ++j) {
            if (rank == i)
                COLL_ERR(MPIC_Sendrecv_replace((char *)recvbuf + rdispls[j], recvcounts[j], recvtypes[j], j,
                                               MPIR_ALLTOALLW_TAG, j, MPIR_ALLTOALLW_TAG, comm, MPI_STATUS_IGNORE));
            else if (rank == j)
                COLL_ERR(MPIC_Sendrecv_replace((char *)recvbuf + rdispls[i], recvcounts[i], recvtypes[i], i,
                                               MPIR_ALLTOALLW_TAG, i, MPIR_ALLTOALLW_TAG, comm, MPI_STATUS_IGNORE));
        }
    }
    return ret;
}

int MPIR_Alltoallw_intra_scattered(const void *sendbuf, const int *sendcounts, const int *sdispls,
                                   const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts,
                                   const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, ii, ss, bblock, dst, nreq;
    MPI_Request *reqarray;
    MPI_Status *starray;

    bblock = COLL_ALLTOALL_THROTTLE;
    if (bblock == 0)
        bblock = size;
    reqarray = (MPI_Request *)coll_malloc(2 * bblock * sizeof(MPI_Request));
    starray = (MPI_Status *)coll_malloc(2 * bblock * sizeof(MPI_Status));
    if (!reqarray || !starray) {
        free(reqarray);
        free(starray);
        return MPI_ERR_OTHER;
    }
    for (ii = 0; ii < size; ii += bblock) {
        nreq = 0;
        ss = size - ii < bblock ? size - ii : bblock;
        for (i = 0; i < ss; i++) {
            dst = (rank + i + ii) % size;
            if (recvcounts[dst] && coll_type_size(recvtypes[dst]))
                COLL_ERR(MPIC_Irecv((char *)recvbuf + rdispls[dst], recvcounts[dst], recvtypes[dst], dst,
                                    MPIR_ALLTOALLW_TAG, comm, &reqarray[nreq++]));
        }
        for (i = 0; i < ss; i++) {
            dst = (rank - i - ii + size) % size;
            if (sendcounts[dst] && coll_type_size(sendtypes[dst]))
                COLL_ERR(MPIC_Isend((char *)sendbuf + sdispls[dst], sendcounts[dst], sendtypes[dst], dst,
                                    MPIR_ALLTOALLW_TAG, comm, &reqarray[nreq++]));
        }
        COLL_ERR(coll_waitall(nreq, reqarray, starray));
    }
    free(reqarray);
    free(starray);
    return ret;
}

int MPIR_Alltoallw_inter_pairwise_exchange(const void *sendbuf, const int *sendcounts, const int *sdispls,
                                           const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts,
                                           const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    int local_size = MPIR_Comm_size(comm), remote_size = MPIR_Comm_remote_size(comm);
    int rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, src, dst, max_size;
    max_size = local_size > remote_size ? local_size : remote_size;
    for (i = 0; i < max_size; i++) {
        const char *sendaddr = NULL;
        char *recvaddr = NULL;
        MPI_Aint scount = 0, rcount = 0;
        MPI_Datatype stype = MPI_BYTE, rtype = MPI_BYTE;
        src = (rank - i + max_size) % max_size;
        dst = (rank + i) % max_size;
        if (src >= remote_size) {
            src = MPI_PROC_NULL;
        } else {
            recvaddr = (char *)recvbuf + rdispls[src];
            rcount = recvcounts[src];
            rtype = recvtypes[src];
        }
        if (dst >= remote_size) {
            dst = MPI_PROC_NULL;
        } else {
            sendaddr = (const char *)sendbuf + sdispls[dst];
            scount = sendcounts[dst];
            stype = sendtypes[dst];
        }
        COLL_ERR(MPIC_Sendrecv(sendaddr, scount, stype, dst, MPIR_ALLTOALLW_TAG, recvaddr, rcount, rtype, src,
                               MPIR_ALLTOALLW_TAG, comm, MPI_STATUS_IGNORE));
    }
    return ret;
}

int MPIR_Alltoallw_allcomm_auto(const void *sendbuf, const int *sendcounts, const int *sdispls,
                                const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts,
                                const int *rdispls, const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Alltoallw_inter_pairwise_exchange(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts,
                                                      rdispls, recvtypes, comm);
    if (sendbuf == MPI_IN_PLACE)
        return MPIR_Alltoallw_intra_pairwise_sendrecv_replace(sendbuf, sendcounts, sdispls, sendtypes, recvbuf,
                                                              recvcounts, rdispls, recvtypes, comm);
    return MPIR_Alltoallw_intra_scattered(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls,
                                          recvtypes, comm);
}

int MPIR_Alltoallw_impl(const void *sendbuf, const int *sendcounts, const int *sdispls,
                        const MPI_Datatype *sendtypes, void *recvbuf, const int *recvcounts, const int *rdispls,
                        const MPI_Datatype *recvtypes, MPI_Comm comm)
{
    return MPIR_Alltoallw_allcomm_auto(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls,
                                       recvtypes, comm);
}

int MPIR_Alltoallw(const void *sendbuf, const int *sendcounts, const int *sdispls, const MPI_Datatype *sendtypes,
                   void *recvbuf, const int *recvcounts, const int *rdispls, const MPI_Datatype *recvtypes,
                   MPI_Comm comm)
{
    return MPIR_Alltoallw_impl(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes,
                               comm);
}

/* ------------------------------------------------------------------------------------ */
/* Reduce                                                                                */
/* MPIR_Reduce_local(in, inout) computes inout = in op inout: the left operand must come
   from the lower ranks for non-commutative operations. */

int MPIR_Reduce_intra_binomial(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype,
                               MPI_Op op, int root, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int is_commutative = MPIR_Op_is_commutative(op), mask, lroot, relrank;
    void *tmp_base = NULL, *rbase = NULL, *tmp_buf;

    tmp_buf = coll_type_buf(count, datatype, &tmp_base);
    if (!tmp_base)
        return MPI_ERR_OTHER;
    /* non-roots accumulate in a temporary buffer */
    if (rank != root) {
        recvbuf = coll_type_buf(count, datatype, &rbase);
        if (!rbase) {
            free(tmp_base);
            return MPI_ERR_OTHER;
        }
    }
    if ((rank != root) || (sendbuf != MPI_IN_PLACE))
        COLL_ERR(MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype));

    /* a non-commutative operation is reduced to rank 0 (rank order), then sent to root */
    lroot = is_commutative ? root : 0;
    relrank = (rank - lroot + size) % size;
    mask = 0x1;
    while (mask < size) {
        if ((mask & relrank) == 0) {
            int source = (relrank | mask);
            if (source < size) {
                int e;
                source = (source + lroot) % size;
                e = MPIC_Recv(tmp_buf, count, datatype, source, MPIR_REDUCE_TAG, comm, MPI_STATUS_IGNORE);
                COLL_ERR(e);
                if (is_commutative) {
                    COLL_ERR(MPIR_Reduce_local(tmp_buf, recvbuf, count, datatype, op));
                } else {
                    COLL_ERR(MPIR_Reduce_local(recvbuf, tmp_buf, count, datatype, op));
                    COLL_ERR(MPIR_Localcopy(tmp_buf, count, datatype, recvbuf, count, datatype));
                }
            }
        } else {
            int source = ((relrank & (~mask)) + lroot) % size;
            COLL_ERR(MPIC_Send(recvbuf, count, datatype, source, MPIR_REDUCE_TAG, comm));
            break;
        }
        mask <<= 1;
    }
    if (!is_commutative && (root != 0)) {
        if (rank == 0)
            COLL_ERR(MPIC_Send(recvbuf, count, datatype, root, MPIR_REDUCE_TAG, comm));
        else if (rank == root)
            COLL_ERR(MPIC_Recv(recvbuf, count, datatype, 0, MPIR_REDUCE_TAG, comm, MPI_STATUS_IGNORE));
    }
    free(tmp_base);
    free(rbase);
    return ret;
}

/* counts and displacements of the pof2 blocks of a reduce-scatter over count elements */
static void coll_block_split(MPI_Aint count, int pof2, MPI_Aint *cnts, MPI_Aint *disps)
{
    int i;
    for (i = 0; i < pof2; i++)
        cnts[i] = count / pof2;
    if ((count % pof2) > 0)
        for (i = 0; i < (count % pof2); i++)
            cnts[i] += 1;
    if (pof2)
        disps[0] = 0;
    for (i = 1; i < pof2; i++)
        disps[i] = disps[i - 1] + cnts[i - 1];
}

int MPIR_Reduce_intra_reduce_scatter_gather(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                            MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int pof2 = coll_pof2(size), rem, newrank, newroot, mask, newdst, dst, i, j;
    int send_idx = 0, recv_idx = 0, last_idx;
    MPI_Aint extent = MPIR_Datatype_get_extent(datatype), send_cnt, recv_cnt;
    MPI_Aint *cnts, *disps;
    void *tmp_base = NULL, *rbase = NULL, *tmp_buf;

    tmp_buf = coll_type_buf(count, datatype, &tmp_base);
    if (!tmp_base)
        return MPI_ERR_OTHER;
    if (rank != root) {
        recvbuf = coll_type_buf(count, datatype, &rbase);
        if (!rbase) {
            free(tmp_base);
            return MPI_ERR_OTHER;
        }
    }
    if ((rank != root) || (sendbuf != MPI_IN_PLACE))
        COLL_ERR(MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype));

    cnts = (MPI_Aint *)coll_malloc(pof2 * sizeof(MPI_Aint));
    disps = (MPI_Aint *)coll_malloc(pof2 * sizeof(MPI_Aint));
    if (!cnts || !disps) {
        free(cnts);
        free(disps);
        free(tmp_base);
        free(rbase);
        return MPI_ERR_OTHER;
    }

    /* fold the first 2*rem processes into rem (odd ranks send to their left neighbour) */
    rem = size - pof2;
    if (rank < 2 * rem) {
        if (rank % 2 != 0) {
            COLL_ERR(MPIC_Send(recvbuf, count, datatype, rank - 1, MPIR_REDUCE_TAG, comm));
            newrank = -1;
        } else {
            COLL_ERR(MPIC_Recv(tmp_buf, count, datatype, rank + 1, MPIR_REDUCE_TAG, comm, MPI_STATUS_IGNORE));
            COLL_ERR(MPIR_Reduce_local(tmp_buf, recvbuf, count, datatype, op));
            newrank = rank / 2;
        }
    } else {
        newrank = rank - rem;
    }

    /* reduce-scatter by recursive halving */
    last_idx = pof2;
    if (newrank != -1) {
        coll_block_split(count, pof2, cnts, disps);
        mask = 0x1;
        send_idx = recv_idx = 0;
        last_idx = pof2;
        while (mask < pof2) {
            newdst = newrank ^ mask;
            dst = (newdst < rem) ? newdst * 2 : newdst + rem;
            send_cnt = recv_cnt = 0;
            if (newrank < newdst) {
                send_idx = recv_idx + pof2 / (mask * 2);
                for (i = send_idx; i < last_idx; i++)
                    send_cnt += cnts[i];
                for (i = recv_idx; i < send_idx; i++)
                    recv_cnt += cnts[i];
            } else {
                recv_idx = send_idx + pof2 / (mask * 2);
                for (i = send_idx; i < recv_idx; i++)
                    send_cnt += cnts[i];
                for (i = recv_idx; i < last_idx; i++)
                    recv_cnt += cnts[i];
            }
            COLL_ERR(MPIC_Sendrecv((char *)recvbuf + disps[send_idx] * extent, send_cnt, datatype, dst,
                                   MPIR_REDUCE_TAG, (char *)tmp_buf + disps[recv_idx] * extent, recv_cnt, datatype,
                                   dst, MPIR_REDUCE_TAG, comm, MPI_STATUS_IGNORE));
            COLL_ERR(MPIR_Reduce_local((char *)tmp_buf + disps[recv_idx] * extent,
                                       (char *)recvbuf + disps[recv_idx] * extent, recv_cnt, datatype, op));
            send_idx = recv_idx;
            mask <<= 1;
            if (mask < pof2)
                last_idx = recv_idx + pof2 / mask;
        }
    }

    /* a root among the folded odd processes receives rank 0's part and plays newrank 0 */
    if (root < 2 * rem) {
        if (root % 2 != 0) {
            if (rank == root) {
                coll_block_split(count, pof2, cnts, disps);
                COLL_ERR(MPIC_Recv(recvbuf, cnts[0], datatype, 0, MPIR_REDUCE_TAG, comm, MPI_STATUS_IGNORE));
                newrank = 0;
                send_idx = 0;
                last_idx = 2;
            } else if (newrank == 0) {
                COLL_ERR(MPIC_Send(recvbuf, cnts[0], datatype, root, MPIR_REDUCE_TAG, comm));
                newrank = -1;
            }
            newroot = 0;
        } else {
            newroot = root / 2;
        }
    } else {
        newroot = root - rem;
    }

    /* binomial gather to the root */
    if (newrank != -1) {
        j = 0;
        mask = 0x1;
        while (mask < pof2) {
            mask <<= 1;
            j++;
        }
        mask >>= 1;
        j--;
        while (mask > 0) {
            int newdst_tree_root, newroot_tree_root;
            newdst = newrank ^ mask;
            dst = (newdst < rem) ? newdst * 2 : newdst + rem;
            if ((newdst == 0) && (root < 2 * rem) && (root % 2 != 0))
                dst = root;
            newdst_tree_root = (newdst >> j) << j;
            newroot_tree_root = (newroot >> j) << j;
            send_cnt = recv_cnt = 0;
            if (newrank < newdst) {
                if (mask != pof2 / 2)
                    last_idx = last_idx + pof2 / (mask * 2);
                recv_idx = send_idx + pof2 / (mask * 2);
                for (i = send_idx; i < recv_idx; i++)
                    send_cnt += cnts[i];
                for (i = recv_idx; i < last_idx; i++)
                    recv_cnt += cnts[i];
            } else {
                recv_idx = send_idx - pof2 / (mask * 2);
                for (i = send_idx; i < last_idx; i++)
                    send_cnt += cnts[i];
                for (i = recv_idx; i < send_idx; i++)
                    recv_cnt += cnts[i];
            }
            if (newdst_tree_root == newroot_tree_root) {
                COLL_ERR(MPIC_Send((char *)recvbuf + disps[send_idx] * extent, send_cnt, datatype, dst,
                                   MPIR_REDUCE_TAG, comm));
                break;
            } else {
                COLL_ERR(MPIC_Recv((char *)recvbuf + disps[recv_idx] * extent, recv_cnt, datatype, dst,
                                   MPIR_REDUCE_TAG, comm, MPI_STATUS_IGNORE));
            }
            if (newrank > newdst)
                send_idx = recv_idx;
            mask >>= 1;
            j--;
        }
    }
    free(cnts);
    free(disps);
    free(tmp_base);
    free(rbase);
    return ret;
}

int MPIR_Reduce_intra_smp(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                          int root, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm);
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);
    void *tmp_base = NULL, *tmp_buf = NULL;

    if (roots != MPI_COMM_NULL) {
        tmp_buf = coll_type_buf(count, datatype, &tmp_base);
        if (!tmp_base)
            return MPI_ERR_OTHER;
    }
    /* reduce on the nodes other than the root's */
    if (node != MPI_COMM_NULL && MPIR_Get_intranode_rank(comm, root) == -1)
        COLL_ERR(MPIR_Reduce(sendbuf, tmp_buf, count, datatype, op, 0, node));
    /* reduce between the node roots to the root's node */
    if (roots != MPI_COMM_NULL) {
        if (MPIR_Comm_rank(roots) != MPIR_Get_internode_rank(comm, root)) {
            const void *buf = (node == MPI_COMM_NULL ? sendbuf : tmp_buf);
            COLL_ERR(MPIR_Reduce(buf, NULL, count, datatype, op, MPIR_Get_internode_rank(comm, root), roots));
        } else {
            if (rank != root) {
                COLL_ERR(MPIR_Reduce(sendbuf, tmp_buf, count, datatype, op, MPIR_Get_internode_rank(comm, root),
                                     roots));
                sendbuf = tmp_buf;
            } else {
                COLL_ERR(MPIR_Reduce(sendbuf, recvbuf, count, datatype, op, MPIR_Get_internode_rank(comm, root),
                                     roots));
                sendbuf = MPI_IN_PLACE;
            }
        }
    }
    /* reduce on the root's node */
    if (node != MPI_COMM_NULL && MPIR_Get_intranode_rank(comm, root) != -1)
        COLL_ERR(MPIR_Reduce(sendbuf, recvbuf, count, datatype, op, MPIR_Get_intranode_rank(comm, root), node));
    free(tmp_base);
    return ret;
}

int MPIR_Reduce_inter_local_reduce_remote_send(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                               MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank;
    void *tmp_base = NULL, *tmp_buf = NULL;
    if (root == MPI_PROC_NULL)
        return MPI_SUCCESS;
    if (root == MPI_ROOT) {
        COLL_ERR(MPIC_Recv(recvbuf, count, datatype, 0, MPIR_REDUCE_TAG, comm, MPI_STATUS_IGNORE));
        return ret;
    }
    rank = MPIR_Comm_rank(comm);
    if (rank == 0) {
        tmp_buf = coll_type_buf(count, datatype, &tmp_base);
        if (!tmp_base)
            return MPI_ERR_OTHER;
    }
    COLL_ERR(MPIR_Reduce(sendbuf, tmp_buf, count, datatype, op, 0, MPIR_Comm_local_comm(comm)));
    if (rank == 0)
        COLL_ERR(MPIC_Send(tmp_buf, count, datatype, root, MPIR_REDUCE_TAG, comm));
    free(tmp_base);
    return ret;
}

int MPIR_Reduce_allcomm_auto(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype,
                             MPI_Op op, int root, MPI_Comm comm)
{
    MPI_Aint nbytes;
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Reduce_inter_local_reduce_remote_send(sendbuf, recvbuf, count, datatype, op, root, comm);
    nbytes = coll_type_size(datatype) * count;
    if (coll_is_parent(comm) && nbytes <= 0) {
        if (MPIR_Op_is_commutative(op))
            return MPIR_Reduce_intra_smp(sendbuf, recvbuf, count, datatype, op, root, comm);
        return MPIR_Reduce_intra_binomial(sendbuf, recvbuf, count, datatype, op, root, comm);
    }
    if (nbytes <= 2048)
        return MPIR_Reduce_intra_binomial(sendbuf, recvbuf, count, datatype, op, root, comm);
    if (coll_handle_is_builtin(op) && count >= coll_pof2(MPIR_Comm_size(comm)))
        return MPIR_Reduce_intra_reduce_scatter_gather(sendbuf, recvbuf, count, datatype, op, root, comm);
    return MPIR_Reduce_intra_binomial(sendbuf, recvbuf, count, datatype, op, root, comm);
}

int MPIR_Reduce_impl(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                     int root, MPI_Comm comm)
{
    return MPIR_Reduce_allcomm_auto(sendbuf, recvbuf, count, datatype, op, root, comm);
}

int MPIDI_Reduce_intra_composition_alpha(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                         MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm);
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);
    void *ori_recvbuf = recvbuf, *tmp_base = NULL;
    const void *inter_sendbuf;

    /* node roots other than the root reduce into a temporary buffer */
    if (roots != MPI_COMM_NULL && rank != root) {
        recvbuf = coll_type_buf(count, datatype, &tmp_base);
        if (!tmp_base)
            return MPI_ERR_OTHER;
    }
    /* reduce on every node to its rank 0 (MPICH passes the root's MPI_IN_PLACE along even
       when the root is not that rank 0, as real MPICH 4.0.2 does) */
    if (node != MPI_COMM_NULL) {
        COLL_ERR(MPIR_Reduce_impl(sendbuf, recvbuf, count, datatype, op, 0, node));
        inter_sendbuf = recvbuf;
    } else {
        inter_sendbuf = (sendbuf == MPI_IN_PLACE) ? recvbuf : sendbuf;
    }
    if (roots != MPI_COMM_NULL)
        COLL_ERR(MPIR_Reduce_impl(MPIR_Comm_rank(roots) == 0 ? MPI_IN_PLACE : inter_sendbuf, recvbuf, count,
                                  datatype, op, 0, roots));
    /* rank 0 of comm forwards the result to the root */
    if (root != 0) {
        if (rank == 0)
            MPIC_Send(recvbuf, count, datatype, root, MPIR_REDUCE_TAG, comm);
        else if (rank == root)
            MPIC_Recv(ori_recvbuf, count, datatype, 0, MPIR_REDUCE_TAG, comm, MPI_STATUS_IGNORE);
    }
    free(tmp_base);
    return ret;
}

int MPIDI_Reduce_intra_composition_beta(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                        MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm);
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);
    void *tmp_base = NULL, *tmp_buf = NULL;

    if (roots != MPI_COMM_NULL) {
        tmp_buf = coll_type_buf(count, datatype, &tmp_base);
        if (!tmp_base)
            return MPI_ERR_OTHER;
    }
    if (node != MPI_COMM_NULL && MPIR_Get_intranode_rank(comm, root) == -1)
        COLL_ERR(MPIR_Reduce_impl(sendbuf, tmp_buf, count, datatype, op, 0, node));
    if (roots != MPI_COMM_NULL) {
        if (MPIR_Comm_rank(roots) != MPIR_Get_internode_rank(comm, root)) {
            const void *buf = (node == MPI_COMM_NULL ? sendbuf : tmp_buf);
            COLL_ERR(MPIR_Reduce_impl(buf, NULL, count, datatype, op, MPIR_Get_internode_rank(comm, root), roots));
        } else {
            if (rank != root) {
                COLL_ERR(MPIR_Reduce_impl(sendbuf, tmp_buf, count, datatype, op,
                                          MPIR_Get_internode_rank(comm, root), roots));
                sendbuf = tmp_buf;
            } else {
                COLL_ERR(MPIR_Reduce_impl(sendbuf, recvbuf, count, datatype, op,
                                          MPIR_Get_internode_rank(comm, root), roots));
                sendbuf = MPI_IN_PLACE;
            }
        }
    }
    if (node != MPI_COMM_NULL && MPIR_Get_intranode_rank(comm, root) != -1)
        COLL_ERR(MPIR_Reduce_impl(sendbuf, recvbuf, count, datatype, op, MPIR_Get_intranode_rank(comm, root),
                                  node));
    free(tmp_base);
    return ret;
}

int MPIDI_Reduce_intra_composition_gamma(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                         MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
    return MPIR_Reduce_impl(sendbuf, recvbuf, count, datatype, op, root, comm);
}

int MPID_Reduce(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op, int root,
                MPI_Comm comm)
{
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Reduce_impl(sendbuf, recvbuf, count, datatype, op, root, comm);
    if (coll_is_parent(comm) && MPIR_Op_is_commutative(op)) {
        if (coll_type_size(datatype) * count <= 2048)
            return MPIDI_Reduce_intra_composition_beta(sendbuf, recvbuf, count, datatype, op, root, comm);
        return MPIDI_Reduce_intra_composition_alpha(sendbuf, recvbuf, count, datatype, op, root, comm);
    }
    return MPIDI_Reduce_intra_composition_gamma(sendbuf, recvbuf, count, datatype, op, root, comm);
}

int MPIR_Reduce(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op, int root,
                MPI_Comm comm)
{
    return MPID_Reduce(sendbuf, recvbuf, count, datatype, op, root, comm);
}

/* ------------------------------------------------------------------------------------ */
/* Allreduce                                                                             */

int MPIR_Allreduce_intra_recursive_doubling(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                            MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int is_commutative = MPIR_Op_is_commutative(op), pof2 = coll_pof2(size), rem, newrank, mask, newdst, dst;
    void *tmp_base = NULL, *tmp_buf;

    tmp_buf = coll_type_buf(count, datatype, &tmp_base);
    if (!tmp_base)
        return MPI_ERR_OTHER;
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype));

    /* fold the first 2*rem processes: even ranks send to the next odd rank */
    rem = size - pof2;
    if (rank < 2 * rem) {
        if (rank % 2 == 0) {
            COLL_ERR(MPIC_Send(recvbuf, count, datatype, rank + 1, MPIR_ALLREDUCE_TAG, comm));
            newrank = -1;
        } else {
            COLL_ERR(MPIC_Recv(tmp_buf, count, datatype, rank - 1, MPIR_ALLREDUCE_TAG, comm, MPI_STATUS_IGNORE));
            COLL_ERR(MPIR_Reduce_local(tmp_buf, recvbuf, count, datatype, op));
            newrank = rank / 2;
        }
    } else {
        newrank = rank - rem;
    }
    if (newrank != -1) {
        mask = 0x1;
        while (mask < pof2) {
            newdst = newrank ^ mask;
            dst = (newdst < rem) ? newdst * 2 + 1 : newdst + rem;
            COLL_ERR(MPIC_Sendrecv(recvbuf, count, datatype, dst, MPIR_ALLREDUCE_TAG, tmp_buf, count, datatype, dst,
                                   MPIR_ALLREDUCE_TAG, comm, MPI_STATUS_IGNORE));
            if (is_commutative || (dst < rank)) {
                COLL_ERR(MPIR_Reduce_local(tmp_buf, recvbuf, count, datatype, op));
            } else {
                COLL_ERR(MPIR_Reduce_local(recvbuf, tmp_buf, count, datatype, op));
                COLL_ERR(MPIR_Localcopy(tmp_buf, count, datatype, recvbuf, count, datatype));
            }
            mask <<= 1;
        }
    }
    if (rank < 2 * rem) {
        if (rank % 2)
            COLL_ERR(MPIC_Send(recvbuf, count, datatype, rank - 1, MPIR_ALLREDUCE_TAG, comm));
        else
            COLL_ERR(MPIC_Recv(recvbuf, count, datatype, rank + 1, MPIR_ALLREDUCE_TAG, comm, MPI_STATUS_IGNORE));
    }
    free(tmp_base);
    return ret;
}

int MPIR_Allreduce_intra_reduce_scatter_allgather(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                                  MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int pof2 = coll_pof2(size), rem, newrank, mask, newdst, dst, i, send_idx, recv_idx, last_idx;
    MPI_Aint extent = MPIR_Datatype_get_extent(datatype), send_cnt, recv_cnt;
    void *tmp_base = NULL, *tmp_buf;

    tmp_buf = coll_type_buf(count, datatype, &tmp_base);
    if (!tmp_base)
        return MPI_ERR_OTHER;
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype));
    rem = size - pof2;
    if (rank < 2 * rem) {
        if (rank % 2 == 0) {
            COLL_ERR(MPIC_Send(recvbuf, count, datatype, rank + 1, MPIR_ALLREDUCE_TAG, comm));
            newrank = -1;
        } else {
            COLL_ERR(MPIC_Recv(tmp_buf, count, datatype, rank - 1, MPIR_ALLREDUCE_TAG, comm, MPI_STATUS_IGNORE));
            COLL_ERR(MPIR_Reduce_local(tmp_buf, recvbuf, count, datatype, op));
            newrank = rank / 2;
        }
    } else {
        newrank = rank - rem;
    }
    if (newrank != -1) {
        MPI_Aint *cnts = (MPI_Aint *)coll_malloc(pof2 * sizeof(MPI_Aint));
        MPI_Aint *disps = (MPI_Aint *)coll_malloc(pof2 * sizeof(MPI_Aint));
        if (!cnts || !disps) {
            free(cnts);
            free(disps);
            free(tmp_base);
            return MPI_ERR_OTHER;
        }
        coll_block_split(count, pof2, cnts, disps);
        /* reduce-scatter by recursive halving */
        mask = 0x1;
        send_idx = recv_idx = 0;
        last_idx = pof2;
        while (mask < pof2) {
            newdst = newrank ^ mask;
            dst = (newdst < rem) ? newdst * 2 + 1 : newdst + rem;
            send_cnt = recv_cnt = 0;
            if (newrank < newdst) {
                send_idx = recv_idx + pof2 / (mask * 2);
                for (i = send_idx; i < last_idx; i++)
                    send_cnt += cnts[i];
                for (i = recv_idx; i < send_idx; i++)
                    recv_cnt += cnts[i];
            } else {
                recv_idx = send_idx + pof2 / (mask * 2);
                for (i = send_idx; i < recv_idx; i++)
                    send_cnt += cnts[i];
                for (i = recv_idx; i < last_idx; i++)
                    recv_cnt += cnts[i];
            }
            COLL_ERR(MPIC_Sendrecv((char *)recvbuf + disps[send_idx] * extent, send_cnt, datatype, dst,
                                   MPIR_ALLREDUCE_TAG, (char *)tmp_buf + disps[recv_idx] * extent, recv_cnt,
                                   datatype, dst, MPIR_ALLREDUCE_TAG, comm, MPI_STATUS_IGNORE));
            COLL_ERR(MPIR_Reduce_local((char *)tmp_buf + disps[recv_idx] * extent,
                                       (char *)recvbuf + disps[recv_idx] * extent, recv_cnt, datatype, op));
            send_idx = recv_idx;
            mask <<= 1;
            if (mask < pof2)
                last_idx = recv_idx + pof2 / mask;
        }
        /* allgather by recursive doubling */
        mask >>= 1;
        while (mask > 0) {
            newdst = newrank ^ mask;
            dst = (newdst < rem) ? newdst * 2 + 1 : newdst + rem;
            send_cnt = recv_cnt = 0;
            if (newrank < newdst) {
                if (mask != pof2 / 2)
                    last_idx = last_idx + pof2 / (mask * 2);
                recv_idx = send_idx + pof2 / (mask * 2);
                for (i = send_idx; i < recv_idx; i++)
                    send_cnt += cnts[i];
                for (i = recv_idx; i < last_idx; i++)
                    recv_cnt += cnts[i];
            } else {
                recv_idx = send_idx - pof2 / (mask * 2);
                for (i = send_idx; i < last_idx; i++)
                    send_cnt += cnts[i];
                for (i = recv_idx; i < send_idx; i++)
                    recv_cnt += cnts[i];
            }
            COLL_ERR(MPIC_Sendrecv((char *)recvbuf + disps[send_idx] * extent, send_cnt, datatype, dst,
                                   MPIR_ALLREDUCE_TAG, (char *)recvbuf + disps[recv_idx] * extent, recv_cnt,
                                   datatype, dst, MPIR_ALLREDUCE_TAG, comm, MPI_STATUS_IGNORE));
            if (newrank > newdst)
                send_idx = recv_idx;
            mask >>= 1;
        }
        free(cnts);
        free(disps);
    }
    if (rank < 2 * rem) {
        if (rank % 2)
            COLL_ERR(MPIC_Send(recvbuf, count, datatype, rank - 1, MPIR_ALLREDUCE_TAG, comm));
        else
            COLL_ERR(MPIC_Recv(recvbuf, count, datatype, rank + 1, MPIR_ALLREDUCE_TAG, comm, MPI_STATUS_IGNORE));
    }
    free(tmp_base);
    return ret;
}

int MPIR_Allreduce_intra_smp(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype,
                             MPI_Op op, MPI_Comm comm)
{
    int ret = MPI_SUCCESS;
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);
    if (node != MPI_COMM_NULL) {
        if ((sendbuf == MPI_IN_PLACE) && (MPIR_Comm_rank(node) != 0))
            COLL_ERR(MPIR_Reduce(recvbuf, NULL, count, datatype, op, 0, node));
        else
            COLL_ERR(MPIR_Reduce(sendbuf, recvbuf, count, datatype, op, 0, node));
    } else if (sendbuf != MPI_IN_PLACE) {
        COLL_ERR(MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype));
    }
    if (roots != MPI_COMM_NULL)
        COLL_ERR(MPIR_Allreduce(MPI_IN_PLACE, recvbuf, count, datatype, op, roots));
    if (node != MPI_COMM_NULL)
        COLL_ERR(MPIR_Bcast(recvbuf, count, datatype, 0, node));
    return ret;
}

int MPIR_Allreduce_inter_reduce_exchange_bcast(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                               MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm);
    MPI_Comm local = MPIR_Comm_local_comm(comm);
    void *tmp_base = NULL, *tmp_buf = NULL;
    if (rank == 0) {
        tmp_buf = coll_type_buf(count, datatype, &tmp_base);
        if (!tmp_base)
            return MPI_ERR_OTHER;
    }
    /* reduce in the local group, exchange the results between the rank 0s, broadcast */
    COLL_ERR(MPIR_Reduce(sendbuf, tmp_buf, count, datatype, op, 0, local));
    if (rank == 0)
        COLL_ERR(MPIC_Sendrecv(tmp_buf, count, datatype, 0, MPIR_REDUCE_TAG, recvbuf, count, datatype, 0,
                               MPIR_REDUCE_TAG, comm, MPI_STATUS_IGNORE));
    COLL_ERR(MPIR_Bcast(recvbuf, count, datatype, 0, local));
    free(tmp_base);
    return ret;
}

int MPIR_Allreduce_allcomm_auto(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype,
                                MPI_Op op, MPI_Comm comm)
{
    MPI_Aint nbytes;
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Allreduce_inter_reduce_exchange_bcast(sendbuf, recvbuf, count, datatype, op, comm);
    nbytes = coll_type_size(datatype) * count;
    if (nbytes <= 0) {
        if (MPIR_Op_is_commutative(op))
            return MPIR_Allreduce_intra_smp(sendbuf, recvbuf, count, datatype, op, comm);
        return MPIR_Allreduce_intra_recursive_doubling(sendbuf, recvbuf, count, datatype, op, comm);
    }
    if (nbytes <= 8)
        return MPIR_Allreduce_intra_recursive_doubling(sendbuf, recvbuf, count, datatype, op, comm);
    if (!coll_handle_is_builtin(op))
        return MPIR_Allreduce_intra_recursive_doubling(sendbuf, recvbuf, count, datatype, op, comm);
    if (count < coll_pof2(MPIR_Comm_size(comm)))
        return MPIR_Allreduce_intra_recursive_doubling(sendbuf, recvbuf, count, datatype, op, comm);
    return MPIR_Allreduce_intra_reduce_scatter_allgather(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPIR_Allreduce_impl(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                        MPI_Comm comm)
{
    return MPIR_Allreduce_allcomm_auto(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPIDI_Allreduce_intra_composition_alpha(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                            MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int ret = MPI_SUCCESS;
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);
    if (node != MPI_COMM_NULL) {
        if ((sendbuf == MPI_IN_PLACE) && (MPIR_Comm_rank(node) != 0))
            COLL_ERR(MPIR_Reduce_impl(recvbuf, NULL, count, datatype, op, 0, node));
        else
            COLL_ERR(MPIR_Reduce_impl(sendbuf, recvbuf, count, datatype, op, 0, node));
    } else if (sendbuf != MPI_IN_PLACE) {
        COLL_ERR(MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype));
    }
    if (roots != MPI_COMM_NULL)
        COLL_ERR(MPIR_Allreduce_impl(MPI_IN_PLACE, recvbuf, count, datatype, op, roots));
    if (node != MPI_COMM_NULL)
        COLL_ERR(MPIR_Bcast_impl(recvbuf, count, datatype, 0, node));
    return ret;
}

int MPIDI_Allreduce_intra_composition_beta(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                           MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    return MPIR_Allreduce_impl(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPIDI_Allreduce_intra_composition_gamma(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                            MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    /* MPIDI_SHM_mpi_allreduce without a shared-memory module: the netmod's, MPIR_Allreduce_impl */
    return MPIR_Allreduce_impl(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPID_Allreduce(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                   MPI_Comm comm)
{
    MPI_Comm node;
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Allreduce_impl(sendbuf, recvbuf, count, datatype, op, comm);
    node = coll_node(comm);
    if (node != MPI_COMM_NULL && MPIR_Comm_size(comm) == MPIR_Comm_size(node))
        return MPIDI_Allreduce_intra_composition_gamma(sendbuf, recvbuf, count, datatype, op, comm);
    if (coll_is_parent(comm) && MPIR_Op_is_commutative(op))
        return MPIDI_Allreduce_intra_composition_alpha(sendbuf, recvbuf, count, datatype, op, comm);
    return MPIDI_Allreduce_intra_composition_beta(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPIR_Allreduce(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                   MPI_Comm comm)
{
    return MPID_Allreduce(sendbuf, recvbuf, count, datatype, op, comm);
}

/* ------------------------------------------------------------------------------------ */
/* Reduce_scatter, Reduce_scatter_block                                                   */
/* The _block algorithms are MPICH's reduce_scatter ones with every count equal; both
   variants share one implementation here, with their own tag. */

static int MPL_mirror_permutation(unsigned int x, int bits)
{
    int high_mask = ~((0x1 << bits) - 1), retval = (int)(x & (unsigned int)high_mask), i;
    for (i = 0; i < bits; ++i) {
        unsigned int bitval = (x & (0x1u << i)) >> i;
        retval |= (int)(bitval << ((bits - i) - 1));
    }
    return retval;
}

/* Power-of-two sizes, equal blocks: recursive halving over mirror-permuted blocks. */
static int coll_rs_noncommutative(const void *sendbuf, void *recvbuf, MPI_Aint block_size, MPI_Datatype datatype,
                                  MPI_Op op, MPI_Comm comm, int tag)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int pof2 = 1, log2_size = 0, i, k, buf0_was_inout;
    MPI_Aint tlb, textent, total_count, send_offset, recv_offset, sz;
    char *b0, *b1, *tmp_buf0, *tmp_buf1, *result_ptr;

    MPIR_Type_get_true_extent(datatype, &tlb, &textent);
    while (pof2 < size) {
        pof2 <<= 1;
        ++log2_size;
    }
    total_count = block_size * size;
    b0 = (char *)coll_malloc(textent * total_count);
    b1 = (char *)coll_malloc(textent * total_count);
    if (!b0 || !b1) {
        free(b0);
        free(b1);
        return MPI_ERR_OTHER;
    }
    tmp_buf0 = b0 - tlb;
    tmp_buf1 = b1 - tlb;
    /* blocks go in bit-reversed order so that each step keeps a contiguous half */
    for (i = 0; i < size; ++i)
        COLL_ERR(MPIR_Localcopy((const char *)(sendbuf == MPI_IN_PLACE ? (const void *)recvbuf : sendbuf)
                                    + (i * textent * block_size),
                                block_size, datatype,
                                tmp_buf0 + (MPL_mirror_permutation(i, log2_size) * textent * block_size), block_size,
                                datatype));
    buf0_was_inout = 1;
    send_offset = 0;
    recv_offset = 0;
    sz = total_count;
    for (k = 0; k < log2_size; ++k) {
        char *incoming_data = (buf0_was_inout ? tmp_buf1 : tmp_buf0);
        char *outgoing_data = (buf0_was_inout ? tmp_buf0 : tmp_buf1);
        int peer = rank ^ (0x1 << k);
        sz /= 2;
        if (rank > peer)
            recv_offset += sz;
        else
            send_offset += sz;
        COLL_ERR(MPIC_Sendrecv(outgoing_data + send_offset * textent, sz, datatype, peer, tag,
                               incoming_data + recv_offset * textent, sz, datatype, peer, tag, comm,
                               MPI_STATUS_IGNORE));
        if (rank > peer) {
            /* the peer's data comes from lower ranks: incoming op outgoing */
            COLL_ERR(MPIR_Reduce_local(incoming_data + recv_offset * textent, outgoing_data + recv_offset * textent,
                                       sz, datatype, op));
        } else {
            COLL_ERR(MPIR_Reduce_local(outgoing_data + recv_offset * textent, incoming_data + recv_offset * textent,
                                       sz, datatype, op));
            buf0_was_inout = !buf0_was_inout;
        }
        send_offset = recv_offset;
    }
    result_ptr = (buf0_was_inout ? tmp_buf0 : tmp_buf1) + recv_offset * textent;
    COLL_ERR(MPIR_Localcopy(result_ptr, sz, datatype, recvbuf, sz, datatype));
    free(b0);
    free(b1);
    return ret;
}

static int coll_rs_pairwise(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype,
                            MPI_Op op, MPI_Comm comm, int tag)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS, i, src, dst;
    MPI_Aint extent = MPIR_Datatype_get_extent(datatype), tlb, textent, total_count = 0, *disps, n;
    void *tmp_base, *tmp_recvbuf;

    MPIR_Type_get_true_extent(datatype, &tlb, &textent);
    disps = (MPI_Aint *)coll_malloc(size * sizeof(MPI_Aint));
    if (!disps)
        return MPI_ERR_OTHER;
    for (i = 0; i < size; i++) {
        disps[i] = total_count;
        total_count += recvcounts[i];
    }
    if (total_count == 0) {
        free(disps);
        return MPI_SUCCESS;
    }
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy((const char *)sendbuf + disps[rank] * extent, recvcounts[rank], datatype, recvbuf,
                                recvcounts[rank], datatype));
    n = recvcounts[rank] * (textent > extent ? textent : extent) + 1;
    tmp_base = malloc(n);
    if (!tmp_base) {
        free(disps);
        return MPI_ERR_OTHER;
    }
    tmp_recvbuf = (char *)tmp_base - tlb;
    for (i = 1; i < size; i++) {
        src = (rank - i + size) % size;
        dst = (rank + i) % size;
        COLL_ERR(MPIC_Sendrecv((const char *)(sendbuf != MPI_IN_PLACE ? sendbuf : recvbuf) + disps[dst] * extent,
                               recvcounts[dst], datatype, dst, tag, tmp_recvbuf, recvcounts[rank], datatype, src, tag,
                               comm, MPI_STATUS_IGNORE));
        if (sendbuf != MPI_IN_PLACE)
            COLL_ERR(MPIR_Reduce_local(tmp_recvbuf, recvbuf, recvcounts[rank], datatype, op));
        else
            COLL_ERR(MPIR_Reduce_local(tmp_recvbuf, (char *)recvbuf + disps[rank] * extent, recvcounts[rank],
                                       datatype, op));
    }
    /* with MPI_IN_PLACE the result is still at its displacement */
    if ((sendbuf == MPI_IN_PLACE) && (rank != 0))
        COLL_ERR(MPIR_Localcopy((char *)recvbuf + disps[rank] * extent, recvcounts[rank], datatype, recvbuf,
                                recvcounts[rank], datatype));
    free(tmp_base);
    free(disps);
    return ret;
}

/* pack / unpack the two blocks [0, len0) and [dis1, dis1 + len1) that MPICH describes
   with an indexed datatype */
static int coll_pack2(const char *buf, MPI_Aint len0, MPI_Aint dis1, MPI_Aint len1, MPI_Datatype dt,
                      MPI_Aint extent, char *pk)
{
    int ret = MPI_SUCCESS;
    COLL_ERR(MPIR_Localcopy(buf, len0, dt, pk, len0, dt));
    COLL_ERR(MPIR_Localcopy(buf + dis1 * extent, len1, dt, pk + len0 * extent, len1, dt));
    return ret;
}

static int coll_unpack2(const char *pk, MPI_Aint len0, MPI_Aint dis1, MPI_Aint len1, MPI_Datatype dt,
                        MPI_Aint extent, char *buf)
{
    int ret = MPI_SUCCESS;
    COLL_ERR(MPIR_Localcopy(pk, len0, dt, buf, len0, dt));
    COLL_ERR(MPIR_Localcopy(pk + len0 * extent, len1, dt, buf + dis1 * extent, len1, dt));
    return ret;
}

static int coll_rs_recursive_doubling(const void *sendbuf, void *recvbuf, const int *recvcounts,
                                      MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, int tag)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int is_commutative = MPIR_Op_is_commutative(op), mask, i, j, k, received;
    MPI_Aint extent = MPIR_Datatype_get_extent(datatype), total_count = 0, *disps;
    MPI_Aint s_len0, s_dis1, s_len1, r_len0, r_dis1, r_len1;
    void *rbase = NULL, *resbase = NULL, *sbase = NULL, *pbase = NULL;
    char *tmp_recvbuf, *tmp_results, *spk, *rpk;

    disps = (MPI_Aint *)coll_malloc(size * sizeof(MPI_Aint));
    if (!disps)
        return MPI_ERR_OTHER;
    for (i = 0; i < size; i++) {
        disps[i] = total_count;
        total_count += recvcounts[i];
    }
    if (total_count == 0) {
        free(disps);
        return MPI_SUCCESS;
    }
    tmp_recvbuf = (char *)coll_type_buf(total_count, datatype, &rbase);
    tmp_results = (char *)coll_type_buf(total_count, datatype, &resbase);
    spk = (char *)coll_type_buf(total_count, datatype, &sbase);
    rpk = (char *)coll_type_buf(total_count, datatype, &pbase);
    if (!rbase || !resbase || !sbase || !pbase) {
        free(rbase);
        free(resbase);
        free(sbase);
        free(pbase);
        free(disps);
        return MPI_ERR_OTHER;
    }
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, total_count, datatype, tmp_results, total_count, datatype));
    else
        COLL_ERR(MPIR_Localcopy(recvbuf, total_count, datatype, tmp_results, total_count, datatype));

    mask = 0x1;
    i = 0;
    while (mask < size) {
        int dst = rank ^ mask;
        int dst_tree_root = (dst >> i) << i, my_tree_root = (rank >> i) << i;
        /* send everything except my subtree's blocks; receive everything except dst's */
        s_len0 = s_len1 = 0;
        for (j = 0; j < my_tree_root; j++)
            s_len0 += recvcounts[j];
        for (j = my_tree_root + mask; j < size; j++)
            s_len1 += recvcounts[j];
        s_dis1 = s_len0;
        for (j = my_tree_root; (j < my_tree_root + mask) && (j < size); j++)
            s_dis1 += recvcounts[j];
        r_len0 = r_len1 = 0;
        for (j = 0; j < dst_tree_root && j < size; j++)
            r_len0 += recvcounts[j];
        for (j = dst_tree_root + mask; j < size; j++)
            r_len1 += recvcounts[j];
        r_dis1 = r_len0;
        for (j = dst_tree_root; (j < dst_tree_root + mask) && (j < size); j++)
            r_dis1 += recvcounts[j];

        received = 0;
        if (dst < size) {
            COLL_ERR(coll_pack2(tmp_results, s_len0, s_dis1, s_len1, datatype, extent, spk));
            COLL_ERR(MPIC_Sendrecv(spk, s_len0 + s_len1, datatype, dst, tag, rpk, r_len0 + r_len1, datatype, dst,
                                   tag, comm, MPI_STATUS_IGNORE));
            COLL_ERR(coll_unpack2(rpk, r_len0, r_dis1, r_len1, datatype, extent, tmp_recvbuf));
            received = 1;
        }
        /* non-power-of-two sizes: forward to the processes whose partner is missing */
        if (dst_tree_root + mask > size) {
            int nprocs_completed = size - my_tree_root - mask, tmp_mask, tree_root;
            j = mask;
            k = 0;
            while (j) {
                j >>= 1;
                k++;
            }
            k--;
            tmp_mask = mask >> 1;
            while (tmp_mask) {
                dst = rank ^ tmp_mask;
                tree_root = (rank >> k) << k;
                if ((dst > rank) && (rank < tree_root + nprocs_completed) && (dst >= tree_root + nprocs_completed)) {
                    COLL_ERR(coll_pack2(tmp_recvbuf, r_len0, r_dis1, r_len1, datatype, extent, spk));
                    COLL_ERR(MPIC_Send(spk, r_len0 + r_len1, datatype, dst, tag, comm));
                } else if ((dst < rank) && (dst < tree_root + nprocs_completed)
                           && (rank >= tree_root + nprocs_completed)) {
                    COLL_ERR(MPIC_Recv(rpk, r_len0 + r_len1, datatype, dst, tag, comm, MPI_STATUS_IGNORE));
                    COLL_ERR(coll_unpack2(rpk, r_len0, r_dis1, r_len1, datatype, extent, tmp_recvbuf));
                    received = 1;
                }
                tmp_mask >>= 1;
                k--;
            }
        }
        if (received) {
            if (is_commutative || (dst_tree_root < my_tree_root)) {
                COLL_ERR(MPIR_Reduce_local(tmp_recvbuf, tmp_results, r_len0, datatype, op));
                COLL_ERR(MPIR_Reduce_local(tmp_recvbuf + r_dis1 * extent, tmp_results + r_dis1 * extent, r_len1,
                                           datatype, op));
            } else {
                COLL_ERR(MPIR_Reduce_local(tmp_results, tmp_recvbuf, r_len0, datatype, op));
                COLL_ERR(MPIR_Reduce_local(tmp_results + r_dis1 * extent, tmp_recvbuf + r_dis1 * extent, r_len1,
                                           datatype, op));
                COLL_ERR(coll_pack2(tmp_recvbuf, r_len0, r_dis1, r_len1, datatype, extent, rpk));
                COLL_ERR(coll_unpack2(rpk, r_len0, r_dis1, r_len1, datatype, extent, tmp_results));
            }
        }
        mask <<= 1;
        i++;
    }
    COLL_ERR(MPIR_Localcopy(tmp_results + disps[rank] * extent, recvcounts[rank], datatype, recvbuf,
                            recvcounts[rank], datatype));
    free(rbase);
    free(resbase);
    free(sbase);
    free(pbase);
    free(disps);
    return ret;
}

static int coll_rs_recursive_halving(const void *sendbuf, void *recvbuf, const int *recvcounts,
                                     MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, int tag)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int pof2 = coll_pof2(size), rem, newrank, mask, newdst, dst, i, old_i, send_idx, recv_idx, last_idx;
    MPI_Aint extent = MPIR_Datatype_get_extent(datatype), total_count = 0, *disps, send_cnt, recv_cnt;
    void *rbase = NULL, *resbase = NULL;
    char *tmp_recvbuf, *tmp_results;

    disps = (MPI_Aint *)coll_malloc(size * sizeof(MPI_Aint));
    if (!disps)
        return MPI_ERR_OTHER;
    for (i = 0; i < size; i++) {
        disps[i] = total_count;
        total_count += recvcounts[i];
    }
    if (total_count == 0) {
        free(disps);
        return MPI_SUCCESS;
    }
    tmp_recvbuf = (char *)coll_type_buf(total_count, datatype, &rbase);
    tmp_results = (char *)coll_type_buf(total_count, datatype, &resbase);
    if (!rbase || !resbase) {
        free(rbase);
        free(resbase);
        free(disps);
        return MPI_ERR_OTHER;
    }
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, total_count, datatype, tmp_results, total_count, datatype));
    else
        COLL_ERR(MPIR_Localcopy(recvbuf, total_count, datatype, tmp_results, total_count, datatype));

    rem = size - pof2;
    if (rank < 2 * rem) {
        if (rank % 2 == 0) {
            COLL_ERR(MPIC_Send(tmp_results, total_count, datatype, rank + 1, tag, comm));
            newrank = -1;
        } else {
            COLL_ERR(MPIC_Recv(tmp_recvbuf, total_count, datatype, rank - 1, tag, comm, MPI_STATUS_IGNORE));
            COLL_ERR(MPIR_Reduce_local(tmp_recvbuf, tmp_results, total_count, datatype, op));
            newrank = rank / 2;
        }
    } else {
        newrank = rank - rem;
    }
    if (newrank != -1) {
        MPI_Aint *newcnts = (MPI_Aint *)coll_malloc(pof2 * sizeof(MPI_Aint));
        MPI_Aint *newdisps = (MPI_Aint *)coll_malloc(pof2 * sizeof(MPI_Aint));
        if (!newcnts || !newdisps) {
            free(newcnts);
            free(newdisps);
            free(rbase);
            free(resbase);
            free(disps);
            return MPI_ERR_OTHER;
        }
        for (i = 0; i < pof2; i++) {
            old_i = (i < rem) ? i * 2 + 1 : i + rem;
            if (old_i < 2 * rem)
                newcnts[i] = recvcounts[old_i] + recvcounts[old_i - 1];
            else
                newcnts[i] = recvcounts[old_i];
        }
        newdisps[0] = 0;
        for (i = 1; i < pof2; i++)
            newdisps[i] = newdisps[i - 1] + newcnts[i - 1];
        mask = pof2 >> 1;
        send_idx = recv_idx = 0;
        last_idx = pof2;
        while (mask > 0) {
            newdst = newrank ^ mask;
            dst = (newdst < rem) ? newdst * 2 + 1 : newdst + rem;
            send_cnt = recv_cnt = 0;
            if (newrank < newdst) {
                send_idx = recv_idx + mask;
                for (i = send_idx; i < last_idx; i++)
                    send_cnt += newcnts[i];
                for (i = recv_idx; i < send_idx; i++)
                    recv_cnt += newcnts[i];
            } else {
                recv_idx = send_idx + mask;
                for (i = send_idx; i < recv_idx; i++)
                    send_cnt += newcnts[i];
                for (i = recv_idx; i < last_idx; i++)
                    recv_cnt += newcnts[i];
            }
            if ((send_cnt != 0) && (recv_cnt != 0))
                COLL_ERR(MPIC_Sendrecv(tmp_results + newdisps[send_idx] * extent, send_cnt, datatype, dst, tag,
                                       tmp_recvbuf + newdisps[recv_idx] * extent, recv_cnt, datatype, dst, tag, comm,
                                       MPI_STATUS_IGNORE));
            else if ((send_cnt == 0) && (recv_cnt != 0))
                COLL_ERR(MPIC_Recv(tmp_recvbuf + newdisps[recv_idx] * extent, recv_cnt, datatype, dst, tag, comm,
                                   MPI_STATUS_IGNORE));
            else if ((recv_cnt == 0) && (send_cnt != 0))
                COLL_ERR(MPIC_Send(tmp_results + newdisps[send_idx] * extent, send_cnt, datatype, dst, tag, comm));
            if (recv_cnt)
                COLL_ERR(MPIR_Reduce_local(tmp_recvbuf + newdisps[recv_idx] * extent,
                                           tmp_results + newdisps[recv_idx] * extent, recv_cnt, datatype, op));
            send_idx = recv_idx;
            last_idx = recv_idx + mask;
            mask >>= 1;
        }
        if (recvcounts[rank])
            COLL_ERR(MPIR_Localcopy(tmp_results + disps[rank] * extent, recvcounts[rank], datatype, recvbuf,
                                    recvcounts[rank], datatype));
        free(newcnts);
        free(newdisps);
    }
    /* the odd processes hand the even ones their results */
    if (rank < 2 * rem) {
        if (rank % 2) {
            if (recvcounts[rank - 1])
                COLL_ERR(MPIC_Send(tmp_results + disps[rank - 1] * extent, recvcounts[rank - 1], datatype, rank - 1,
                                   tag, comm));
        } else {
            if (recvcounts[rank])
                COLL_ERR(MPIC_Recv(recvbuf, recvcounts[rank], datatype, rank + 1, tag, comm, MPI_STATUS_IGNORE));
        }
    }
    free(rbase);
    free(resbase);
    free(disps);
    return ret;
}

int MPIR_Reduce_scatter_intra_noncommutative(const void *sendbuf, void *recvbuf, const int *recvcounts,
                                             MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    return coll_rs_noncommutative(sendbuf, recvbuf, recvcounts[0], datatype, op, comm, MPIR_REDUCE_SCATTER_TAG);
}

int MPIR_Reduce_scatter_intra_pairwise(const void *sendbuf, void *recvbuf, const int *recvcounts,
                                       MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    return coll_rs_pairwise(sendbuf, recvbuf, recvcounts, datatype, op, comm, MPIR_REDUCE_SCATTER_TAG);
}

int MPIR_Reduce_scatter_intra_recursive_doubling(const void *sendbuf, void *recvbuf, const int *recvcounts,
                                                 MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    return coll_rs_recursive_doubling(sendbuf, recvbuf, recvcounts, datatype, op, comm, MPIR_REDUCE_SCATTER_TAG);
}

int MPIR_Reduce_scatter_intra_recursive_halving(const void *sendbuf, void *recvbuf, const int *recvcounts,
                                                MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    return coll_rs_recursive_halving(sendbuf, recvbuf, recvcounts, datatype, op, comm, MPIR_REDUCE_SCATTER_TAG);
}

int MPIR_Reduce_scatter_inter_remote_reduce_local_scatter(const void *sendbuf, void *recvbuf,
                                                          const int *recvcounts, MPI_Datatype datatype, MPI_Op op,
                                                          MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm), local_size = MPIR_Comm_size(comm), i;
    int me_root = (rank == 0) ? MPI_ROOT : MPI_PROC_NULL;
    MPI_Aint total_count = 0;
    int *disps = NULL;
    void *tmp_base = NULL, *tmp_buf = NULL;

    for (i = 0; i < local_size; i++)
        total_count += recvcounts[i];
    if (rank == 0) {
        disps = (int *)coll_malloc(local_size * sizeof(int));
        if (!disps)
            return MPI_ERR_OTHER;
        total_count = 0;
        for (i = 0; i < local_size; i++) {
            disps[i] = (int)total_count;
            total_count += recvcounts[i];
        }
        tmp_buf = coll_type_buf(total_count, datatype, &tmp_base);
        if (!tmp_base) {
            free(disps);
            return MPI_ERR_OTHER;
        }
    }
    /* reduce each group's data at the other group's rank 0, the low group first */
    if (MPIR_Comm_is_low_group(comm)) {
        COLL_ERR(MPIR_Reduce_allcomm_auto(sendbuf, tmp_buf, total_count, datatype, op, me_root, comm));
        COLL_ERR(MPIR_Reduce_allcomm_auto(sendbuf, tmp_buf, total_count, datatype, op, 0, comm));
    } else {
        COLL_ERR(MPIR_Reduce_allcomm_auto(sendbuf, tmp_buf, total_count, datatype, op, 0, comm));
        COLL_ERR(MPIR_Reduce_allcomm_auto(sendbuf, tmp_buf, total_count, datatype, op, me_root, comm));
    }
    COLL_ERR(MPIR_Scatterv(tmp_buf, recvcounts, disps, datatype, recvbuf, recvcounts[rank], datatype, 0,
                           MPIR_Comm_local_comm(comm)));
    free(tmp_base);
    free(disps);
    return ret;
}

int MPIR_Reduce_scatter_allcomm_auto(const void *sendbuf, void *recvbuf, const int *recvcounts,
                                     MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int size, i, regular = 1;
    MPI_Aint total = 0;
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Reduce_scatter_inter_remote_reduce_local_scatter(sendbuf, recvbuf, recvcounts, datatype, op,
                                                                     comm);
    size = MPIR_Comm_size(comm);
    for (i = 0; i < size; i++)
        total += recvcounts[i];
    total *= coll_type_size(datatype);
    if (MPIR_Op_is_commutative(op)) {
        if (total < 524288)
            return MPIR_Reduce_scatter_intra_recursive_halving(sendbuf, recvbuf, recvcounts, datatype, op, comm);
        return MPIR_Reduce_scatter_intra_pairwise(sendbuf, recvbuf, recvcounts, datatype, op, comm);
    }
    for (i = 0; i < size - 1; i++)
        if (recvcounts[i] != recvcounts[i + 1]) {
            regular = 0;
            break;
        }
    if (regular && coll_is_pof2(size))
        return MPIR_Reduce_scatter_intra_noncommutative(sendbuf, recvbuf, recvcounts, datatype, op, comm);
    return MPIR_Reduce_scatter_intra_recursive_doubling(sendbuf, recvbuf, recvcounts, datatype, op, comm);
}

int MPIR_Reduce_scatter_impl(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype,
                             MPI_Op op, MPI_Comm comm)
{
    return MPIR_Reduce_scatter_allcomm_auto(sendbuf, recvbuf, recvcounts, datatype, op, comm);
}

int MPIR_Reduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype,
                        MPI_Op op, MPI_Comm comm)
{
    return MPIR_Reduce_scatter_impl(sendbuf, recvbuf, recvcounts, datatype, op, comm);
}

/* recvcount for every process, as the _block algorithms use it */
static int *coll_block_counts(int size, MPI_Aint recvcount)
{
    int i, *c = (int *)coll_malloc(size * sizeof(int));
    if (c)
        for (i = 0; i < size; i++)
            c[i] = (int)recvcount;
    return c;
}

int MPIR_Reduce_scatter_block_intra_noncommutative(const void *sendbuf, void *recvbuf, MPI_Aint recvcount,
                                                   MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    return coll_rs_noncommutative(sendbuf, recvbuf, recvcount, datatype, op, comm, MPIR_REDUCE_SCATTER_BLOCK_TAG);
}

int MPIR_Reduce_scatter_block_intra_pairwise(const void *sendbuf, void *recvbuf, MPI_Aint recvcount,
                                             MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int e, *c = coll_block_counts(MPIR_Comm_size(comm), recvcount);
    if (!c)
        return MPI_ERR_OTHER;
    e = coll_rs_pairwise(sendbuf, recvbuf, c, datatype, op, comm, MPIR_REDUCE_SCATTER_BLOCK_TAG);
    free(c);
    return e;
}

int MPIR_Reduce_scatter_block_intra_recursive_doubling(const void *sendbuf, void *recvbuf, MPI_Aint recvcount,
                                                       MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int e, *c = coll_block_counts(MPIR_Comm_size(comm), recvcount);
    if (!c)
        return MPI_ERR_OTHER;
    e = coll_rs_recursive_doubling(sendbuf, recvbuf, c, datatype, op, comm, MPIR_REDUCE_SCATTER_BLOCK_TAG);
    free(c);
    return e;
}

int MPIR_Reduce_scatter_block_intra_recursive_halving(const void *sendbuf, void *recvbuf, MPI_Aint recvcount,
                                                      MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int e, *c = coll_block_counts(MPIR_Comm_size(comm), recvcount);
    if (!c)
        return MPI_ERR_OTHER;
    e = coll_rs_recursive_halving(sendbuf, recvbuf, c, datatype, op, comm, MPIR_REDUCE_SCATTER_BLOCK_TAG);
    free(c);
    return e;
}

int MPIR_Reduce_scatter_block_inter_remote_reduce_local_scatter(const void *sendbuf, void *recvbuf,
                                                                MPI_Aint recvcount, MPI_Datatype datatype,
                                                                MPI_Op op, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm), local_size = MPIR_Comm_size(comm);
    int me_root = (rank == 0) ? MPI_ROOT : MPI_PROC_NULL;
    MPI_Aint total_count = local_size * recvcount;
    void *tmp_base = NULL, *tmp_buf = NULL;

    if (rank == 0) {
        tmp_buf = coll_type_buf(total_count, datatype, &tmp_base);
        if (!tmp_base)
            return MPI_ERR_OTHER;
    }
    if (MPIR_Comm_is_low_group(comm)) {
        COLL_ERR(MPIR_Reduce_allcomm_auto(sendbuf, tmp_buf, total_count, datatype, op, me_root, comm));
        COLL_ERR(MPIR_Reduce_allcomm_auto(sendbuf, tmp_buf, total_count, datatype, op, 0, comm));
    } else {
        COLL_ERR(MPIR_Reduce_allcomm_auto(sendbuf, tmp_buf, total_count, datatype, op, 0, comm));
        COLL_ERR(MPIR_Reduce_allcomm_auto(sendbuf, tmp_buf, total_count, datatype, op, me_root, comm));
    }
    COLL_ERR(MPIR_Scatter(tmp_buf, recvcount, datatype, recvbuf, recvcount, datatype, 0,
                          MPIR_Comm_local_comm(comm)));
    free(tmp_base);
    return ret;
}

int MPIR_Reduce_scatter_block_allcomm_auto(const void *sendbuf, void *recvbuf, MPI_Aint recvcount,
                                           MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int size;
    if (MPIR_Comm_is_inter(comm))
        return MPIR_Reduce_scatter_block_inter_remote_reduce_local_scatter(sendbuf, recvbuf, recvcount, datatype,
                                                                           op, comm);
    size = MPIR_Comm_size(comm);
    if (MPIR_Op_is_commutative(op)) {
        if (coll_type_size(datatype) * recvcount * size < 524288)
            return MPIR_Reduce_scatter_block_intra_recursive_halving(sendbuf, recvbuf, recvcount, datatype, op,
                                                                     comm);
        return MPIR_Reduce_scatter_block_intra_pairwise(sendbuf, recvbuf, recvcount, datatype, op, comm);
    }
    if (coll_is_pof2(size))
        return MPIR_Reduce_scatter_block_intra_noncommutative(sendbuf, recvbuf, recvcount, datatype, op, comm);
    return MPIR_Reduce_scatter_block_intra_recursive_doubling(sendbuf, recvbuf, recvcount, datatype, op, comm);
}

int MPIR_Reduce_scatter_block_impl(const void *sendbuf, void *recvbuf, MPI_Aint recvcount, MPI_Datatype datatype,
                                   MPI_Op op, MPI_Comm comm)
{
    return MPIR_Reduce_scatter_block_allcomm_auto(sendbuf, recvbuf, recvcount, datatype, op, comm);
}

int MPIR_Reduce_scatter_block(const void *sendbuf, void *recvbuf, MPI_Aint recvcount, MPI_Datatype datatype,
                              MPI_Op op, MPI_Comm comm)
{
    return MPIR_Reduce_scatter_block_impl(sendbuf, recvbuf, recvcount, datatype, op, comm);
}

/* ------------------------------------------------------------------------------------ */
/* Scan, Exscan                                                                          */

int MPIR_Scan_intra_recursive_doubling(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype,
                                       MPI_Op op, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int is_commutative = MPIR_Op_is_commutative(op), mask;
    void *pbase = NULL, *tbase = NULL, *partial_scan, *tmp_buf;

    partial_scan = coll_type_buf(count, datatype, &pbase);
    tmp_buf = coll_type_buf(count, datatype, &tbase);
    if (!pbase || !tbase) {
        free(pbase);
        free(tbase);
        return MPI_ERR_OTHER;
    }
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype));
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, count, datatype, partial_scan, count, datatype));
    else
        COLL_ERR(MPIR_Localcopy(recvbuf, count, datatype, partial_scan, count, datatype));
    mask = 0x1;
    while (mask < size) {
        int dst = rank ^ mask;
        if (dst < size) {
            COLL_ERR(MPIC_Sendrecv(partial_scan, count, datatype, dst, MPIR_SCAN_TAG, tmp_buf, count, datatype, dst,
                                   MPIR_SCAN_TAG, comm, MPI_STATUS_IGNORE));
            if (rank > dst) {
                COLL_ERR(MPIR_Reduce_local(tmp_buf, partial_scan, count, datatype, op));
                COLL_ERR(MPIR_Reduce_local(tmp_buf, recvbuf, count, datatype, op));
            } else {
                if (is_commutative) {
                    COLL_ERR(MPIR_Reduce_local(tmp_buf, partial_scan, count, datatype, op));
                } else {
                    COLL_ERR(MPIR_Reduce_local(partial_scan, tmp_buf, count, datatype, op));
                    COLL_ERR(MPIR_Localcopy(tmp_buf, count, datatype, partial_scan, count, datatype));
                }
            }
        }
        mask <<= 1;
    }
    free(pbase);
    free(tbase);
    return ret;
}

int MPIR_Scan_intra_smp(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                        MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm), noneed = 1;
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);
    void *tbase = NULL, *pbase = NULL, *lbase = NULL, *tempbuf, *prefulldata = NULL, *localfulldata = NULL;

    tempbuf = coll_type_buf(count, datatype, &tbase);
    if (!tbase)
        return MPI_ERR_OTHER;
    if (roots != MPI_COMM_NULL) {
        prefulldata = coll_type_buf(count, datatype, &pbase);
        if (node != MPI_COMM_NULL)
            localfulldata = coll_type_buf(count, datatype, &lbase);
    }
    /* scan on the node; the last process of the node holds the node's total */
    if (node != MPI_COMM_NULL)
        COLL_ERR(MPIR_Scan(sendbuf, recvbuf, count, datatype, op, node));
    else if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype));
    if (roots != MPI_COMM_NULL && node != MPI_COMM_NULL)
        COLL_ERR(MPIC_Recv(localfulldata, count, datatype, MPIR_Comm_size(node) - 1, MPIR_SCAN_TAG, node,
                           MPI_STATUS_IGNORE));
    else if (roots == MPI_COMM_NULL && node != MPI_COMM_NULL
             && MPIR_Get_intranode_rank(comm, rank) == MPIR_Comm_size(node) - 1)
        COLL_ERR(MPIC_Send(recvbuf, count, datatype, 0, MPIR_SCAN_TAG, node));
    else if (roots != MPI_COMM_NULL)
        localfulldata = recvbuf;
    /* scan over the node totals; each node root gets the total of the nodes before it */
    if (roots != MPI_COMM_NULL) {
        int nr = MPIR_Get_internode_rank(comm, rank), nroots = MPIR_Comm_size(roots);
        COLL_ERR(MPIR_Scan(localfulldata, prefulldata, count, datatype, op, roots));
        if (nr != nroots - 1)
            COLL_ERR(MPIC_Send(prefulldata, count, datatype, nr + 1, MPIR_SCAN_TAG, roots));
        if (nr != 0) {
            COLL_ERR(MPIC_Recv(tempbuf, count, datatype, nr - 1, MPIR_SCAN_TAG, roots, MPI_STATUS_IGNORE));
            noneed = 0;
        }
    }
    /* broadcast it on the node and fold it into the local results */
    if (node != MPI_COMM_NULL)
        COLL_ERR(MPIR_Bcast(&noneed, 1, MPI_INT, 0, node));
    if (noneed == 0) {
        if (node != MPI_COMM_NULL)
            COLL_ERR(MPIR_Bcast(tempbuf, count, datatype, 0, node));
        COLL_ERR(MPIR_Reduce_local(tempbuf, recvbuf, count, datatype, op));
    }
    free(tbase);
    free(pbase);
    free(lbase);
    return ret;
}

int MPIR_Scan_allcomm_auto(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                           MPI_Comm comm)
{
    if (coll_is_node_consecutive(comm))
        return MPIR_Scan_intra_smp(sendbuf, recvbuf, count, datatype, op, comm);
    return MPIR_Scan_intra_recursive_doubling(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPIR_Scan_impl(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                   MPI_Comm comm)
{
    return MPIR_Scan_allcomm_auto(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPIDI_Scan_intra_composition_alpha(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype,
                                       MPI_Op op, MPI_Comm comm)
{
    int ret = MPI_SUCCESS, rank = MPIR_Comm_rank(comm), noneed = 1;
    MPI_Comm node = coll_node(comm), roots = coll_roots(comm);
    void *tbase = NULL, *pbase = NULL, *lbase = NULL, *tempbuf, *prefulldata = NULL, *localfulldata = NULL;

    tempbuf = coll_type_buf(count, datatype, &tbase);
    if (!tbase)
        return MPI_ERR_OTHER;
    if (roots != MPI_COMM_NULL) {
        prefulldata = coll_type_buf(count, datatype, &pbase);
        if (node != MPI_COMM_NULL)
            localfulldata = coll_type_buf(count, datatype, &lbase);
    }
    if (node != MPI_COMM_NULL)
        COLL_ERR(MPIR_Scan_impl(sendbuf, recvbuf, count, datatype, op, node));
    else if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype));
    if (roots != MPI_COMM_NULL && node != MPI_COMM_NULL)
        COLL_ERR(MPIC_Recv(localfulldata, count, datatype, MPIR_Comm_size(node) - 1, MPIR_SCAN_TAG, node,
                           MPI_STATUS_IGNORE));
    else if (roots == MPI_COMM_NULL && node != MPI_COMM_NULL
             && MPIR_Get_intranode_rank(comm, rank) == MPIR_Comm_size(node) - 1)
        COLL_ERR(MPIC_Send(recvbuf, count, datatype, 0, MPIR_SCAN_TAG, node));
    else if (roots != MPI_COMM_NULL)
        localfulldata = recvbuf;
    if (roots != MPI_COMM_NULL) {
        int nr = MPIR_Get_internode_rank(comm, rank), nroots = MPIR_Comm_size(roots);
        COLL_ERR(MPIR_Scan_impl(localfulldata, prefulldata, count, datatype, op, roots));
        if (nr != nroots - 1)
            COLL_ERR(MPIC_Send(prefulldata, count, datatype, nr + 1, MPIR_SCAN_TAG, roots));
        if (nr != 0) {
            COLL_ERR(MPIC_Recv(tempbuf, count, datatype, nr - 1, MPIR_SCAN_TAG, roots, MPI_STATUS_IGNORE));
            noneed = 0;
        }
    }
    if (node != MPI_COMM_NULL)
        COLL_ERR(MPIR_Bcast_impl(&noneed, 1, MPI_INT, 0, node));
    if (noneed == 0) {
        if (node != MPI_COMM_NULL)
            COLL_ERR(MPIR_Bcast_impl(tempbuf, count, datatype, 0, node));
        COLL_ERR(MPIR_Reduce_local(tempbuf, recvbuf, count, datatype, op));
    }
    free(tbase);
    free(pbase);
    free(lbase);
    return ret;
}

int MPIDI_Scan_intra_composition_beta(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype,
                                      MPI_Op op, MPI_Comm comm)
{
    return MPIR_Scan_impl(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPID_Scan(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    if (coll_is_node_consecutive(comm))
        return MPIDI_Scan_intra_composition_alpha(sendbuf, recvbuf, count, datatype, op, comm);
    return MPIDI_Scan_intra_composition_beta(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPIR_Scan(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    return MPID_Scan(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPIR_Exscan_intra_recursive_doubling(const void *sendbuf, void *recvbuf, MPI_Aint count,
                                         MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), ret = MPI_SUCCESS;
    int is_commutative = MPIR_Op_is_commutative(op), mask, flag = 0;
    void *pbase = NULL, *tbase = NULL, *partial_scan, *tmp_buf;

    partial_scan = coll_type_buf(count, datatype, &pbase);
    tmp_buf = coll_type_buf(count, datatype, &tbase);
    if (!pbase || !tbase) {
        free(pbase);
        free(tbase);
        return MPI_ERR_OTHER;
    }
    COLL_ERR(MPIR_Localcopy((sendbuf == MPI_IN_PLACE ? (const void *)recvbuf : sendbuf), count, datatype,
                            partial_scan, count, datatype));
    mask = 0x1;
    while (mask < size) {
        int dst = rank ^ mask;
        if (dst < size) {
            COLL_ERR(MPIC_Sendrecv(partial_scan, count, datatype, dst, MPIR_EXSCAN_TAG, tmp_buf, count, datatype,
                                   dst, MPIR_EXSCAN_TAG, comm, MPI_STATUS_IGNORE));
            if (rank > dst) {
                COLL_ERR(MPIR_Reduce_local(tmp_buf, partial_scan, count, datatype, op));
                /* rank 0's recvbuf is left undefined */
                if (rank != 0) {
                    if (flag == 0) {
                        COLL_ERR(MPIR_Localcopy(tmp_buf, count, datatype, recvbuf, count, datatype));
                        flag = 1;
                    } else {
                        COLL_ERR(MPIR_Reduce_local(tmp_buf, recvbuf, count, datatype, op));
                    }
                }
            } else {
                if (is_commutative) {
                    COLL_ERR(MPIR_Reduce_local(tmp_buf, partial_scan, count, datatype, op));
                } else {
                    COLL_ERR(MPIR_Reduce_local(partial_scan, tmp_buf, count, datatype, op));
                    COLL_ERR(MPIR_Localcopy(tmp_buf, count, datatype, partial_scan, count, datatype));
                }
            }
        }
        mask <<= 1;
    }
    free(pbase);
    free(tbase);
    return ret;
}

int MPIR_Exscan_allcomm_auto(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                             MPI_Comm comm)
{
    return MPIR_Exscan_intra_recursive_doubling(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPIR_Exscan_impl(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                     MPI_Comm comm)
{
    return MPIR_Exscan_allcomm_auto(sendbuf, recvbuf, count, datatype, op, comm);
}

int MPIR_Exscan(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                MPI_Comm comm)
{
    /* ch4: composition alpha = netmod exscan = MPIR_Exscan_impl */
    return MPIR_Exscan_impl(sendbuf, recvbuf, count, datatype, op, comm);
}

/* ------------------------------------------------------------------------------------ */
/* The MPI functions: argument checks, MPICH's early returns (src/binding/c/coll_api.txt),  */
/* then the device-level collective.                                                     */
/* MPIR_Coll_enter is the first call (it validates comm); it gets (root, count, datatype, op)
   as: root for rooted collectives, else 0; the send count and type (the receive ones where the
   send side is MPI_IN_PLACE, and for MPI_Scatter(v)/MPI_Bcast-like receives: the receive ones
   unless the receive side is MPI_IN_PLACE); 0 as the count of the v/w variants and
   MPI_Reduce_scatter, MPI_BYTE as the type of MPI_Barrier and MPI_Alltoallw; MPI_OP_NULL when
   there is no operation. */

#define COLL_ENTER(name_, comm_, root_, count_, dt_, op_)                                    \
    do {                                                                                     \
        int enter_err_ = MPIR_Coll_enter(name_, comm_, root_, count_, dt_, op_);             \
        if (enter_err_)                                                                      \
            return MPIR_Err_return_comm(comm_, name_, enter_err_);                           \
    } while (0)

#define COLL_RETURN(name_, comm_, err_)                                                      \
    do {                                                                                     \
        int ret_err_ = (err_);                                                               \
        if (ret_err_)                                                                        \
            return MPIR_Err_return_comm(comm_, name_, ret_err_);                             \
        return MPI_SUCCESS;                                                                  \
    } while (0)

int MPI_Barrier(MPI_Comm comm)
{
    COLL_ENTER("MPI_Barrier", comm, 0, 0, MPI_BYTE, MPI_OP_NULL);
    if (!MPIR_Comm_is_inter(comm) && MPIR_Comm_size(comm) == 1)
        return MPI_SUCCESS;
    COLL_RETURN("MPI_Barrier", comm, MPIR_Barrier(comm));
}

int MPI_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    COLL_ENTER("MPI_Bcast", comm, root, count, datatype, MPI_OP_NULL);
    if (!MPIR_Comm_is_inter(comm) && MPIR_Comm_size(comm) == 1)
        return MPI_SUCCESS;
    COLL_RETURN("MPI_Bcast", comm, MPIR_Bcast(buffer, count, datatype, root, comm));
}

int MPI_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
               MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int in_place = (sendbuf == MPI_IN_PLACE), rank;
    COLL_ENTER("MPI_Gather", comm, root, in_place ? recvcount : sendcount, in_place ? recvtype : sendtype,
               MPI_OP_NULL);
    rank = MPIR_Comm_rank(comm);
    if (!MPIR_Comm_is_inter(comm)) {
        if ((rank == root && recvcount == 0) || (rank != root && sendcount == 0))
            return MPI_SUCCESS;
    }
    COLL_RETURN("MPI_Gather", comm,
                MPIR_Gather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm));
}

int MPI_Gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[],
                const int displs[], MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int in_place = (sendbuf == MPI_IN_PLACE);
    COLL_ENTER("MPI_Gatherv", comm, root, 0, in_place ? recvtype : sendtype, MPI_OP_NULL);
    COLL_RETURN("MPI_Gatherv", comm,
                MPIR_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm));
}

int MPI_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int in_place = (recvbuf == MPI_IN_PLACE), rank;
    COLL_ENTER("MPI_Scatter", comm, root, in_place ? sendcount : recvcount, in_place ? sendtype : recvtype,
               MPI_OP_NULL);
    rank = MPIR_Comm_rank(comm);
    if (!MPIR_Comm_is_inter(comm)) {
        if ((rank == root && sendcount == 0) || (rank != root && recvcount == 0))
            return MPI_SUCCESS;
    }
    COLL_RETURN("MPI_Scatter", comm,
                MPIR_Scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm));
}

int MPI_Scatterv(const void *sendbuf, const int sendcounts[], const int displs[], MPI_Datatype sendtype,
                 void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int in_place = (recvbuf == MPI_IN_PLACE);
    COLL_ENTER("MPI_Scatterv", comm, root, 0, in_place ? sendtype : recvtype, MPI_OP_NULL);
    COLL_RETURN("MPI_Scatterv", comm,
                MPIR_Scatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm));
}

int MPI_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                  MPI_Datatype recvtype, MPI_Comm comm)
{
    int in_place = (sendbuf == MPI_IN_PLACE);
    COLL_ENTER("MPI_Allgather", comm, 0, in_place ? recvcount : sendcount, in_place ? recvtype : sendtype,
               MPI_OP_NULL);
    if (!MPIR_Comm_is_inter(comm)) {
        if ((sendcount == 0 && !in_place) || recvcount == 0)
            return MPI_SUCCESS;
    }
    COLL_RETURN("MPI_Allgather", comm,
                MPIR_Allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm));
}

int MPI_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                   const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm)
{
    int in_place = (sendbuf == MPI_IN_PLACE);
    COLL_ENTER("MPI_Allgatherv", comm, 0, 0, in_place ? recvtype : sendtype, MPI_OP_NULL);
    if (!MPIR_Comm_is_inter(comm) && MPIR_Comm_size(comm) == 1) {
        if (!in_place) {
            int e = MPIR_Localcopy(sendbuf, sendcount, sendtype, recvbuf, recvcounts[0], recvtype);
            (void)e;
        }
        return MPI_SUCCESS;
    }
    COLL_RETURN("MPI_Allgatherv", comm,
                MPIR_Allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm));
}

int MPI_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                 MPI_Datatype recvtype, MPI_Comm comm)
{
    int in_place = (sendbuf == MPI_IN_PLACE);
    COLL_ENTER("MPI_Alltoall", comm, 0, in_place ? recvcount : sendcount, in_place ? recvtype : sendtype,
               MPI_OP_NULL);
    if (!MPIR_Comm_is_inter(comm) && recvcount == 0)
        return MPI_SUCCESS;
    COLL_RETURN("MPI_Alltoall", comm,
                MPIR_Alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm));
}

int MPI_Alltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[], MPI_Datatype sendtype,
                  void *recvbuf, const int recvcounts[], const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm)
{
    int in_place = (sendbuf == MPI_IN_PLACE);
    COLL_ENTER("MPI_Alltoallv", comm, 0, 0, in_place ? recvtype : sendtype, MPI_OP_NULL);
    COLL_RETURN("MPI_Alltoallv", comm,
                MPIR_Alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype,
                               comm));
}

int MPI_Alltoallw(const void *sendbuf, const int sendcounts[], const int sdispls[], const MPI_Datatype sendtypes[],
                  void *recvbuf, const int recvcounts[], const int rdispls[], const MPI_Datatype recvtypes[],
                  MPI_Comm comm)
{
    COLL_ENTER("MPI_Alltoallw", comm, 0, 0, MPI_BYTE, MPI_OP_NULL);
    COLL_RETURN("MPI_Alltoallw", comm,
                MPIR_Alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes,
                               comm));
}

int MPI_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root,
               MPI_Comm comm)
{
    COLL_ENTER("MPI_Reduce", comm, root, count, datatype, op);
    if (!MPIR_Comm_is_inter(comm) && (MPIR_Comm_size(comm) == 1 || count == 0)) {
        if (sendbuf == MPI_IN_PLACE)
            return MPI_SUCCESS;
        COLL_RETURN("MPI_Reduce", comm, MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype));
    }
    COLL_RETURN("MPI_Reduce", comm, MPIR_Reduce(sendbuf, recvbuf, count, datatype, op, root, comm));
}

int MPI_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    COLL_ENTER("MPI_Allreduce", comm, 0, count, datatype, op);
    if (!MPIR_Comm_is_inter(comm) && MPIR_Comm_size(comm) == 1) {
        if (sendbuf != MPI_IN_PLACE) {
            int e = MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype);
            (void)e;
        }
        return MPI_SUCCESS;
    }
    COLL_RETURN("MPI_Allreduce", comm, MPIR_Allreduce(sendbuf, recvbuf, count, datatype, op, comm));
}

int MPI_Reduce_scatter(const void *sendbuf, void *recvbuf, const int recvcounts[], MPI_Datatype datatype,
                       MPI_Op op, MPI_Comm comm)
{
    COLL_ENTER("MPI_Reduce_scatter", comm, 0, 0, datatype, op);
    if (!MPIR_Comm_is_inter(comm) && MPIR_Comm_size(comm) == 1) {
        if (sendbuf != MPI_IN_PLACE) {
            int e = MPIR_Localcopy(sendbuf, recvcounts[0], datatype, recvbuf, recvcounts[0], datatype);
            (void)e;
        }
        return MPI_SUCCESS;
    }
    COLL_RETURN("MPI_Reduce_scatter", comm, MPIR_Reduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm));
}

int MPI_Reduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op,
                             MPI_Comm comm)
{
    COLL_ENTER("MPI_Reduce_scatter_block", comm, 0, recvcount, datatype, op);
    if (!MPIR_Comm_is_inter(comm) && (MPIR_Comm_size(comm) == 1 || recvcount == 0)) {
        if (sendbuf != MPI_IN_PLACE) {
            int e = MPIR_Localcopy(sendbuf, recvcount, datatype, recvbuf, recvcount, datatype);
            (void)e;
        }
        return MPI_SUCCESS;
    }
    COLL_RETURN("MPI_Reduce_scatter_block", comm,
                MPIR_Reduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm));
}

int MPI_Scan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    COLL_ENTER("MPI_Scan", comm, 0, count, datatype, op);
    if (count == 0)
        return MPI_SUCCESS;
    COLL_RETURN("MPI_Scan", comm, MPIR_Scan(sendbuf, recvbuf, count, datatype, op, comm));
}

int MPI_Exscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    COLL_ENTER("MPI_Exscan", comm, 0, count, datatype, op);
    if (count == 0)
        return MPI_SUCCESS;
    COLL_RETURN("MPI_Exscan", comm, MPIR_Exscan(sendbuf, recvbuf, count, datatype, op, comm));
}

#ifdef MPISIM_COLL_REDUCE_LOCAL
/* MPI_Reduce_local (not a collective): inoutbuf = inbuf op inoutbuf. Off by default because
   the interim collbasic.ts library already defines it. */
int MPI_Reduce_local(const void *inbuf, void *inoutbuf, int count, MPI_Datatype datatype, MPI_Op op)
{
    int err;
    if (count == 0)
        return MPI_SUCCESS;
    err = MPIR_Reduce_local(inbuf, inoutbuf, count, datatype, op);
    if (err)
        return MPIR_Err_return_comm(MPI_COMM_NULL, "MPI_Reduce_local", err);
    return MPI_SUCCESS;
}
#endif
`;
