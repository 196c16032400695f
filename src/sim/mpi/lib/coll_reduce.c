/* Reduce, Allreduce: MPICH 4.0.2's algorithms and their selection (see coll.h). */
#include "coll.h"

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
            coll_free(tmp_base);
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
    coll_free(tmp_base);
    coll_free(rbase);
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
            coll_free(tmp_base);
            return MPI_ERR_OTHER;
        }
    }
    if ((rank != root) || (sendbuf != MPI_IN_PLACE))
        COLL_ERR(MPIR_Localcopy(sendbuf, count, datatype, recvbuf, count, datatype));

    cnts = (MPI_Aint *)coll_malloc(pof2 * sizeof(MPI_Aint));
    disps = (MPI_Aint *)coll_malloc(pof2 * sizeof(MPI_Aint));
    if (!cnts || !disps) {
        coll_free(cnts);
        coll_free(disps);
        coll_free(tmp_base);
        coll_free(rbase);
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
    coll_free(cnts);
    coll_free(disps);
    coll_free(tmp_base);
    coll_free(rbase);
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
    coll_free(tmp_base);
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
    coll_free(tmp_base);
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
    coll_free(tmp_base);
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
    coll_free(tmp_base);
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
    double small[4];

    tmp_buf = coll_type_buf_small(count, datatype, &tmp_base, small, sizeof small);
    if (!tmp_buf)
        return MPI_ERR_OTHER;
#ifdef __MPISIM__
    if (coll_host_allreduce(sendbuf, recvbuf, count, datatype, op, comm, tmp_base, tmp_buf, 0, &ret))
        return ret;
#endif
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
    coll_free(tmp_base);
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
#ifdef __MPISIM__
    if (coll_host_allreduce(sendbuf, recvbuf, count, datatype, op, comm, tmp_base, tmp_buf, 1, &ret))
        return ret;
#endif
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
            coll_free(cnts);
            coll_free(disps);
            coll_free(tmp_base);
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
        coll_free(cnts);
        coll_free(disps);
    }
    if (rank < 2 * rem) {
        if (rank % 2)
            COLL_ERR(MPIC_Send(recvbuf, count, datatype, rank - 1, MPIR_ALLREDUCE_TAG, comm));
        else
            COLL_ERR(MPIC_Recv(recvbuf, count, datatype, rank + 1, MPIR_ALLREDUCE_TAG, comm, MPI_STATUS_IGNORE));
    }
    coll_free(tmp_base);
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
    coll_free(tmp_base);
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
