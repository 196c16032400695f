/* Scan, Exscan: MPICH 4.0.2's algorithms and their selection (see coll.h). */
#include "coll.h"

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
        coll_free(pbase);
        coll_free(tbase);
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
    coll_free(pbase);
    coll_free(tbase);
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
    coll_free(tbase);
    coll_free(pbase);
    coll_free(lbase);
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
    coll_free(tbase);
    coll_free(pbase);
    coll_free(lbase);
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
        coll_free(pbase);
        coll_free(tbase);
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
    coll_free(pbase);
    coll_free(tbase);
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
