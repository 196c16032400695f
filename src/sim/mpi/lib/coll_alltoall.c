/* Alltoall, Alltoallv, Alltoallw: MPICH 4.0.2's algorithms and their selection (see coll.h). */
#include "coll.h"

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
        coll_free(tmp_buf);
        coll_free(tmp_in);
        coll_free(displs);
        return MPI_ERR_OTHER;
    }
#ifdef __MPISIM__
    /* Predefined types: the same steps and messages, each step's blocks moved by the runtime. */
    if (coll_handle_is_builtin(sendtype) && coll_handle_is_builtin(recvtype) && coll_type_size(sendtype) * sendcount == blk) {
        do
            ret = __mpisim_alltoall_brucks(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, tmp_buf,
                                           tmp_in);
        while (ret == MPISIM_COLL_AGAIN);
        if (ret != MPISIM_COLL_IN_C) {
            /* tmp_in first: the next call's tmp_buf is this one's again (the heap reuses the last
               block freed), and tmp_in, where the runtime rarely writes, keeps its pages untouched */
            coll_free(tmp_in);
            coll_free(tmp_buf);
            coll_free(displs);
            return ret;
        }
        ret = MPI_SUCCESS;
    }
#endif
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
        COLL_ERR(MPIR_Localcopy_blocks(recvbuf, displs, count, recvcount, recvtype, tmp_buf, 0));
        COLL_ERR(MPIC_Sendrecv(tmp_buf, newtype_sz, MPI_BYTE, dst, MPIR_ALLTOALL_TAG, tmp_in, newtype_sz, MPI_BYTE,
                               src, MPIR_ALLTOALL_TAG, comm, MPI_STATUS_IGNORE));
        COLL_ERR(MPIR_Localcopy_blocks(recvbuf, displs, count, recvcount, recvtype, tmp_in, 1));
        pof2 *= 2;
    }
    /* inverse rotation, then reverse the block order */
    COLL_ERR(MPIR_Localcopy((char *)recvbuf + (rank + 1) * recvcount * rext, (size - rank - 1) * recvcount, recvtype,
                            tmp_buf, (size - rank - 1) * blk, MPI_BYTE));
    COLL_ERR(MPIR_Localcopy(recvbuf, (rank + 1) * recvcount, recvtype, tmp_buf + (size - rank - 1) * blk,
                            (rank + 1) * blk, MPI_BYTE));
    for (i = 0; i < size; i++)
        displs[i] = (size - i - 1) * (int)recvcount;
    COLL_ERR(MPIR_Localcopy_blocks(recvbuf, displs, size, recvcount, recvtype, tmp_buf, 1));
    coll_free(tmp_buf);
    coll_free(tmp_in);
    coll_free(displs);
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
        coll_free(reqarray);
        coll_free(starray);
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
    coll_free(reqarray);
    coll_free(starray);
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
        coll_free(reqarray);
        coll_free(starray);
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
    coll_free(reqarray);
    coll_free(starray);
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
        coll_free(reqarray);
        coll_free(starray);
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
    coll_free(reqarray);
    coll_free(starray);
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
