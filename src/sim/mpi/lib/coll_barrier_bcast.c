/* Barrier and Bcast: MPICH 4.0.2's algorithms and their selection (see coll.h). */
#include "coll.h"

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
        coll_free(tmp_buf);
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
        coll_free(tmp_buf);
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
        coll_free(tmp_buf);
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
