/* Allgather, Allgatherv: MPICH 4.0.2's algorithms and their selection (see coll.h). */
#include "coll.h"

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
    coll_free(tmp_buf);
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
    coll_free(tmp_buf);
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
    coll_free(tmp_buf);
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
    coll_free(tmp_buf);
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
    coll_free(pk);
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
