/* Reduce_scatter, Reduce_scatter_block: MPICH 4.0.2's algorithms and their selection (see coll.h). */
#include "coll.h"

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
        coll_free(b0);
        coll_free(b1);
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
    coll_free(b0);
    coll_free(b1);
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
        coll_free(disps);
        return MPI_SUCCESS;
    }
    if (sendbuf != MPI_IN_PLACE)
        COLL_ERR(MPIR_Localcopy((const char *)sendbuf + disps[rank] * extent, recvcounts[rank], datatype, recvbuf,
                                recvcounts[rank], datatype));
    n = recvcounts[rank] * (textent > extent ? textent : extent) + 1;
    tmp_base = malloc(n);
    if (!tmp_base) {
        coll_free(disps);
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
    coll_free(tmp_base);
    coll_free(disps);
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
        coll_free(disps);
        return MPI_SUCCESS;
    }
    tmp_recvbuf = (char *)coll_type_buf(total_count, datatype, &rbase);
    tmp_results = (char *)coll_type_buf(total_count, datatype, &resbase);
    spk = (char *)coll_type_buf(total_count, datatype, &sbase);
    rpk = (char *)coll_type_buf(total_count, datatype, &pbase);
    if (!rbase || !resbase || !sbase || !pbase) {
        coll_free(rbase);
        coll_free(resbase);
        coll_free(sbase);
        coll_free(pbase);
        coll_free(disps);
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
    coll_free(rbase);
    coll_free(resbase);
    coll_free(sbase);
    coll_free(pbase);
    coll_free(disps);
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
        coll_free(disps);
        return MPI_SUCCESS;
    }
    tmp_recvbuf = (char *)coll_type_buf(total_count, datatype, &rbase);
    tmp_results = (char *)coll_type_buf(total_count, datatype, &resbase);
    if (!rbase || !resbase) {
        coll_free(rbase);
        coll_free(resbase);
        coll_free(disps);
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
            coll_free(newcnts);
            coll_free(newdisps);
            coll_free(rbase);
            coll_free(resbase);
            coll_free(disps);
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
        coll_free(newcnts);
        coll_free(newdisps);
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
    coll_free(rbase);
    coll_free(resbase);
    coll_free(disps);
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
            coll_free(disps);
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
    coll_free(tmp_base);
    coll_free(disps);
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
    coll_free(c);
    return e;
}

int MPIR_Reduce_scatter_block_intra_recursive_doubling(const void *sendbuf, void *recvbuf, MPI_Aint recvcount,
                                                       MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int e, *c = coll_block_counts(MPIR_Comm_size(comm), recvcount);
    if (!c)
        return MPI_ERR_OTHER;
    e = coll_rs_recursive_doubling(sendbuf, recvbuf, c, datatype, op, comm, MPIR_REDUCE_SCATTER_BLOCK_TAG);
    coll_free(c);
    return e;
}

int MPIR_Reduce_scatter_block_intra_recursive_halving(const void *sendbuf, void *recvbuf, MPI_Aint recvcount,
                                                      MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int e, *c = coll_block_counts(MPIR_Comm_size(comm), recvcount);
    if (!c)
        return MPI_ERR_OTHER;
    e = coll_rs_recursive_halving(sendbuf, recvbuf, c, datatype, op, comm, MPIR_REDUCE_SCATTER_BLOCK_TAG);
    coll_free(c);
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
    coll_free(tmp_base);
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
