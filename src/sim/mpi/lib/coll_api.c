/* The MPI collective functions over the algorithms of coll_*.c. */
#include "coll.h"

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
