/**
 * Interim collectives (binomial/ring/recursive-doubling over MPIC_*), until the MPICH-algorithm
 * library in ./coll.ts replaces them. Plus the local reduction entry point shared by both.
 */
export const COLL_BASIC_SOURCE = String.raw`
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdlib.h>
#include <string.h>

void *__mpisim_op_user_fn(MPI_Op op);
int __mpisim_reduce_builtin(const void *inbuf, void *inoutbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op);

int MPIR_Reduce_local(const void *inbuf, void *inoutbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op)
{
    MPI_User_function *fn = (MPI_User_function *)__mpisim_op_user_fn(op);
    if (fn) {
        int len = (int)count;
        fn((void *)inbuf, inoutbuf, &len, &datatype);
        return MPI_SUCCESS;
    }
    return __mpisim_reduce_builtin(inbuf, inoutbuf, count, datatype, op);
}

int MPI_Reduce_local(const void *inbuf, void *inoutbuf, int count, MPI_Datatype datatype, MPI_Op op)
{
    return MPIR_Reduce_local(inbuf, inoutbuf, count, datatype, op);
}

#ifndef MPISIM_HAVE_COLL
int MPI_Barrier(MPI_Comm comm)
{
    int size, rank, mask, err;
    char b = 0;
    if ((err = MPIR_Coll_enter("MPI_Barrier", comm, 0, 0, MPI_BYTE, MPI_OP_NULL)))
        return MPIR_Err_return_comm(comm, "MPI_Barrier", err);
    size = MPIR_Comm_size(comm);
    rank = MPIR_Comm_rank(comm);
    for (mask = 1; mask < size; mask <<= 1) {
        err = MPIC_Sendrecv(&b, 0, MPI_BYTE, (rank + mask) % size, MPIR_BARRIER_TAG, &b, 0, MPI_BYTE,
                            (rank - mask + size) % size, MPIR_BARRIER_TAG, comm, MPI_STATUS_IGNORE);
        if (err)
            return MPIR_Err_return_comm(comm, "MPI_Barrier", err);
    }
    return MPI_SUCCESS;
}

int MPI_Bcast(void *buf, int count, MPI_Datatype dt, int root, MPI_Comm comm)
{
    int size, rank, relative, mask = 1, err;
    if ((err = MPIR_Coll_enter("MPI_Bcast", comm, root, count, dt, MPI_OP_NULL)))
        return MPIR_Err_return_comm(comm, "MPI_Bcast", err);
    size = MPIR_Comm_size(comm);
    rank = MPIR_Comm_rank(comm);
    relative = (rank - root + size) % size;
    while (mask < size) {
        if (relative & mask) {
            err = MPIC_Recv(buf, count, dt, (rank - mask + size) % size, MPIR_BCAST_TAG, comm, MPI_STATUS_IGNORE);
            break;
        }
        mask <<= 1;
    }
    mask >>= 1;
    while (mask > 0 && !err) {
        if (relative + mask < size)
            err = MPIC_Send(buf, count, dt, (rank + mask) % size, MPIR_BCAST_TAG, comm);
        mask >>= 1;
    }
    return err ? MPIR_Err_return_comm(comm, "MPI_Bcast", err) : MPI_SUCCESS;
}

/* Binomial reduce in rank order (correct for non-commutative operations). */
static int MPII_Reduce_binomial(const void *sendbuf, void *recvbuf, int count, MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), mask = 1, err = MPI_SUCCESS;
    MPI_Aint extent = MPIR_Datatype_get_extent(dt);
    char *acc = malloc(count * extent + 1), *tmp = malloc(count * extent + 1);
    memcpy(acc, sendbuf == MPI_IN_PLACE ? recvbuf : sendbuf, count * extent);
    /* Work relative to root 0 order: reduce to rank 0, then forward to root. */
    while (mask < size) {
        if ((rank & mask) == 0) {
            int src = rank | mask;
            if (src < size) {
                err = MPIC_Recv(tmp, count, dt, src, MPIR_REDUCE_TAG, comm, MPI_STATUS_IGNORE);
                if (err)
                    break;
                /* acc = acc op tmp, keeping lower ranks on the left */
                MPIR_Reduce_local(acc, tmp, count, dt, op);
                memcpy(acc, tmp, count * extent);
            }
        } else {
            err = MPIC_Send(acc, count, dt, rank & ~mask, MPIR_REDUCE_TAG, comm);
            break;
        }
        mask <<= 1;
    }
    if (!err && root != 0) {
        if (rank == 0)
            err = MPIC_Send(acc, count, dt, root, MPIR_REDUCE_TAG, comm);
        else if (rank == root)
            err = MPIC_Recv(acc, count, dt, 0, MPIR_REDUCE_TAG, comm, MPI_STATUS_IGNORE);
    }
    if (!err && rank == root)
        memcpy(recvbuf, acc, count * extent);
    free(acc);
    free(tmp);
    return err;
}

int MPI_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm)
{
    int err;
    if ((err = MPIR_Coll_enter("MPI_Reduce", comm, root, count, dt, op)))
        return MPIR_Err_return_comm(comm, "MPI_Reduce", err);
    err = MPII_Reduce_binomial(sendbuf, recvbuf, count, dt, op, root, comm);
    return err ? MPIR_Err_return_comm(comm, "MPI_Reduce", err) : MPI_SUCCESS;
}

int MPI_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype dt, MPI_Op op, MPI_Comm comm)
{
    int err, size, rank, mask = 1;
    MPI_Aint extent;
    if ((err = MPIR_Coll_enter("MPI_Allreduce", comm, 0, count, dt, op)))
        return MPIR_Err_return_comm(comm, "MPI_Allreduce", err);
    size = MPIR_Comm_size(comm);
    rank = MPIR_Comm_rank(comm);
    extent = MPIR_Datatype_get_extent(dt);
    err = MPII_Reduce_binomial(sendbuf, recvbuf, count, dt, op, 0, comm);
    if (rank == 0 && sendbuf == MPI_IN_PLACE) { /* result already in recvbuf */ }
    /* binomial broadcast from 0 */
    while (mask < size) {
        if (rank & mask) {
            err = MPIC_Recv(recvbuf, count, dt, rank - mask, MPIR_BCAST_TAG, comm, MPI_STATUS_IGNORE);
            break;
        }
        mask <<= 1;
    }
    mask >>= 1;
    while (mask > 0 && !err) {
        if (rank + mask < size)
            err = MPIC_Send(recvbuf, count, dt, rank + mask, MPIR_BCAST_TAG, comm);
        mask >>= 1;
    }
    (void)extent;
    return err ? MPIR_Err_return_comm(comm, "MPI_Allreduce", err) : MPI_SUCCESS;
}

int MPI_Gather(const void *sendbuf, int scount, MPI_Datatype stype, void *recvbuf, int rcount, MPI_Datatype rtype, int root, MPI_Comm comm)
{
    int err, size, rank, i;
    if ((err = MPIR_Coll_enter("MPI_Gather", comm, root, scount, stype, MPI_OP_NULL)))
        return MPIR_Err_return_comm(comm, "MPI_Gather", err);
    size = MPIR_Comm_size(comm);
    rank = MPIR_Comm_rank(comm);
    if (rank == root) {
        MPI_Aint ext = MPIR_Datatype_get_extent(rtype);
        for (i = 0; i < size && !err; i++) {
            char *dst = (char *)recvbuf + (MPI_Aint)i * rcount * ext;
            if (i == rank) {
                if (sendbuf != MPI_IN_PLACE)
                    err = MPIR_Localcopy(sendbuf, scount, stype, dst, rcount, rtype);
            } else
                err = MPIC_Recv(dst, rcount, rtype, i, MPIR_GATHER_TAG, comm, MPI_STATUS_IGNORE);
        }
    } else
        err = MPIC_Send(sendbuf, scount, stype, root, MPIR_GATHER_TAG, comm);
    return err ? MPIR_Err_return_comm(comm, "MPI_Gather", err) : MPI_SUCCESS;
}

int MPI_Scatter(const void *sendbuf, int scount, MPI_Datatype stype, void *recvbuf, int rcount, MPI_Datatype rtype, int root, MPI_Comm comm)
{
    int err, size, rank, i;
    if ((err = MPIR_Coll_enter("MPI_Scatter", comm, root, rcount, rtype, MPI_OP_NULL)))
        return MPIR_Err_return_comm(comm, "MPI_Scatter", err);
    size = MPIR_Comm_size(comm);
    rank = MPIR_Comm_rank(comm);
    if (rank == root) {
        MPI_Aint ext = MPIR_Datatype_get_extent(stype);
        for (i = 0; i < size && !err; i++) {
            const char *src = (const char *)sendbuf + (MPI_Aint)i * scount * ext;
            if (i == rank) {
                if (recvbuf != MPI_IN_PLACE)
                    err = MPIR_Localcopy(src, scount, stype, recvbuf, rcount, rtype);
            } else
                err = MPIC_Send(src, scount, stype, i, MPIR_SCATTER_TAG, comm);
        }
    } else
        err = MPIC_Recv(recvbuf, rcount, rtype, root, MPIR_SCATTER_TAG, comm, MPI_STATUS_IGNORE);
    return err ? MPIR_Err_return_comm(comm, "MPI_Scatter", err) : MPI_SUCCESS;
}

int MPI_Allgather(const void *sendbuf, int scount, MPI_Datatype stype, void *recvbuf, int rcount, MPI_Datatype rtype, MPI_Comm comm)
{
    int err, size, rank, i;
    MPI_Aint ext;
    if ((err = MPIR_Coll_enter("MPI_Allgather", comm, 0, scount, stype, MPI_OP_NULL)))
        return MPIR_Err_return_comm(comm, "MPI_Allgather", err);
    size = MPIR_Comm_size(comm);
    rank = MPIR_Comm_rank(comm);
    ext = MPIR_Datatype_get_extent(rtype);
    if (sendbuf != MPI_IN_PLACE)
        MPIR_Localcopy(sendbuf, scount, stype, (char *)recvbuf + (MPI_Aint)rank * rcount * ext, rcount, rtype);
    for (i = 0; i < size - 1 && !err; i++) {
        int sblk = (rank - i + size) % size, rblk = (rank - i - 1 + size) % size;
        err = MPIC_Sendrecv((char *)recvbuf + (MPI_Aint)sblk * rcount * ext, rcount, rtype, (rank + 1) % size, MPIR_ALLGATHER_TAG,
                            (char *)recvbuf + (MPI_Aint)rblk * rcount * ext, rcount, rtype, (rank - 1 + size) % size,
                            MPIR_ALLGATHER_TAG, comm, MPI_STATUS_IGNORE);
    }
    return err ? MPIR_Err_return_comm(comm, "MPI_Allgather", err) : MPI_SUCCESS;
}

int MPI_Alltoall(const void *sendbuf, int scount, MPI_Datatype stype, void *recvbuf, int rcount, MPI_Datatype rtype, MPI_Comm comm)
{
    int err, size, rank, i;
    MPI_Aint sext, rext;
    if ((err = MPIR_Coll_enter("MPI_Alltoall", comm, 0, scount, stype, MPI_OP_NULL)))
        return MPIR_Err_return_comm(comm, "MPI_Alltoall", err);
    size = MPIR_Comm_size(comm);
    rank = MPIR_Comm_rank(comm);
    sext = MPIR_Datatype_get_extent(stype);
    rext = MPIR_Datatype_get_extent(rtype);
    MPIR_Localcopy((const char *)sendbuf + (MPI_Aint)rank * scount * sext, scount, stype, (char *)recvbuf + (MPI_Aint)rank * rcount * rext, rcount, rtype);
    for (i = 1; i < size && !err; i++) {
        int dst = (rank + i) % size, src = (rank - i + size) % size;
        err = MPIC_Sendrecv((const char *)sendbuf + (MPI_Aint)dst * scount * sext, scount, stype, dst, MPIR_ALLTOALL_TAG,
                            (char *)recvbuf + (MPI_Aint)src * rcount * rext, rcount, rtype, src, MPIR_ALLTOALL_TAG, comm, MPI_STATUS_IGNORE);
    }
    return err ? MPIR_Err_return_comm(comm, "MPI_Alltoall", err) : MPI_SUCCESS;
}
#endif
`;
