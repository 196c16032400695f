/* Gather, Gatherv, Scatter, Scatterv: MPICH 4.0.2's algorithms and their selection (see coll.h). */
#include "coll.h"

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
                        coll_free(pk);
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
                coll_free(pk);
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
    coll_free(tmp_buf);
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
        coll_free(tmp_buf);
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
            coll_free(reqarray);
            coll_free(starray);
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
        coll_free(reqarray);
        coll_free(starray);
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
    coll_free(tmp_buf);
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
    coll_free(tmp_buf);
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
            coll_free(reqarray);
            coll_free(starray);
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
        coll_free(reqarray);
        coll_free(starray);
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
