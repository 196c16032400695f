/*
 * Topology constructors in C (src/mpi/topo/topo_impl.c): new communicators come from a copy or
 * a split of the old one, so their context IDs follow MPICH's; the topology itself is recorded
 * in the runtime, which answers the queries.
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdlib.h>

int __mpisim_topo_set(MPI_Comm comm, int kind, int n, const int *a, const int *b, int m, const int *c, int weighted);
int MPII_Comm_copy_n(MPI_Comm comm, int n, MPI_Comm *newcomm, const char *fname);
int MPII_Comm_split_named(MPI_Comm comm, int color, int key, MPI_Comm *newcomm, const char *fname);
int __mpisim_check_comm(MPI_Comm comm, const char *fname);
int __mpisim_error(MPI_Comm comm, const char *fname, int errclass, const char *msg);
int __mpisim_cart_sub_color(MPI_Comm comm, const int *remain, int *color, int *key);

#define MPISIM_CART 2
#define MPISIM_GRAPH 1
#define MPISIM_DIST_GRAPH 3

int MPI_Cart_create(MPI_Comm comm_old, int ndims, const int dims[], const int periods[], int reorder, MPI_Comm *comm_cart)
{
    MPIR_ARGCHECK("MPI_Cart_create", comm_old, ndims, MPIR_P(dims), MPIR_P(periods), reorder, MPIR_P(comm_cart));
    int err = __mpisim_check_comm(comm_old, "MPI_Cart_create"), nnodes = 1, i, size, rank;
    if (err)
        return err;
    if (ndims < 0)
        return __mpisim_error(comm_old, "MPI_Cart_create", MPI_ERR_DIMS, "Invalid dimension argument (value is negative)");
    for (i = 0; i < ndims; i++) {
        if (dims[i] <= 0)
            return __mpisim_error(comm_old, "MPI_Cart_create", MPI_ERR_DIMS, "Invalid dimension argument (a dimension is not positive)");
        nnodes *= dims[i];
    }
    size = MPIR_Comm_size(comm_old);
    rank = MPIR_Comm_rank(comm_old);
    if (nnodes > size)
        return __mpisim_error(comm_old, "MPI_Cart_create", MPI_ERR_ARG, "Size of the communicator is smaller than the size of the Cartesian topology");
    if (reorder)
        err = MPII_Comm_split_named(comm_old, rank < nnodes ? 1 : MPI_UNDEFINED, rank, comm_cart, "MPI_Cart_create");
    else
        err = MPII_Comm_copy_n(comm_old, nnodes, comm_cart, "MPI_Cart_create");
    if (!err && *comm_cart != MPI_COMM_NULL) {
        int *per = malloc((ndims > 0 ? ndims : 1) * sizeof(int));
        for (i = 0; i < ndims; i++)
            per[i] = periods[i] != 0;
        __mpisim_topo_set(*comm_cart, MPISIM_CART, ndims, dims, per, 0, 0, 0);
        free(per);
    }
    return err;
}

int __mpisim_cart_sub_topo(MPI_Comm newcomm, MPI_Comm oldcomm, const int *remain);

int MPI_Cart_sub(MPI_Comm comm, const int remain_dims[], MPI_Comm *newcomm)
{
    MPIR_ARGCHECK("MPI_Cart_sub", comm, MPIR_P(remain_dims), MPIR_P(newcomm));
    int color, key, kept = __mpisim_cart_sub_color(comm, remain_dims, &color, &key);
    if (kept < 0)
        return -kept;
    if (kept == 0) {
        /* No dimension kept: like MPI_Cart_create with ndims 0, rank 0 gets a copy of MPI_COMM_SELF. */
        int err = MPII_Comm_copy_n(MPI_COMM_SELF, 1, newcomm, "MPI_Cart_sub");
        if (MPIR_Comm_rank(comm) != 0) {
            if (*newcomm != MPI_COMM_NULL)
                MPI_Comm_free(newcomm);
            *newcomm = MPI_COMM_NULL;
        } else if (!err)
            __mpisim_cart_sub_topo(*newcomm, comm, remain_dims);
        return err;
    }
    {
        int err = MPII_Comm_split_named(comm, color, key, newcomm, "MPI_Cart_sub");
        if (!err && *newcomm != MPI_COMM_NULL)
            __mpisim_cart_sub_topo(*newcomm, comm, remain_dims);
        return err;
    }
}

int MPI_Graph_create(MPI_Comm comm_old, int nnodes, const int index[], const int edges[], int reorder, MPI_Comm *comm_graph)
{
    MPIR_ARGCHECK("MPI_Graph_create", comm_old, nnodes, MPIR_P(index), MPIR_P(edges), reorder, MPIR_P(comm_graph));
    int err = __mpisim_check_comm(comm_old, "MPI_Graph_create"), rank;
    if (err)
        return err;
    /* MPICH's binding does not check a negative nnodes: MPIR_Graph_create's copy of comm_old to
       nnodes processes leaves every process out, MPI_COMM_NULL and MPI_SUCCESS. */
    if (nnodes > MPIR_Comm_size(comm_old))
        return __mpisim_error(comm_old, "MPI_Graph_create", MPI_ERR_ARG, "Invalid number of graph nodes");
    rank = MPIR_Comm_rank(comm_old);
    if (reorder)
        err = MPII_Comm_split_named(comm_old, rank < nnodes ? 1 : MPI_UNDEFINED, rank, comm_graph, "MPI_Graph_create");
    else
        err = MPII_Comm_copy_n(comm_old, nnodes, comm_graph, "MPI_Graph_create");
    if (!err && *comm_graph != MPI_COMM_NULL)
        __mpisim_topo_set(*comm_graph, MPISIM_GRAPH, nnodes, index, edges, nnodes > 0 ? index[nnodes - 1] : 0, 0, 0);
    return err;
}

/* MPI_Dist_graph_create: every process contributes some edges; the runtime gathers them (through
   an allgather of counts and of the edges, on the old communicator) and each process keeps its
   in- and out-neighbours in the order the edges were given, by contributing rank. */
int __mpisim_dist_graph_collect(MPI_Comm comm, const int *edges, int nedges, const int *all, int total);
int __mpisim_dist_weights(MPI_Comm comm, const int *sourceweights, const int *destweights);

int MPI_Dist_graph_create(MPI_Comm comm_old, int n, const int sources[], const int degrees[], const int destinations[],
                          const int weights[], MPI_Info info, int reorder, MPI_Comm *comm_dist_graph)
{
    MPIR_ARGCHECK("MPI_Dist_graph_create", comm_old, n, MPIR_P(sources), MPIR_P(degrees), MPIR_P(destinations), MPIR_P(weights), info, reorder, MPIR_P(comm_dist_graph));
    int err = __mpisim_check_comm(comm_old, "MPI_Dist_graph_create"), size, i, j, k = 0, nedges = 0, total = 0;
    int *mine, *counts, *displs, *all;
    (void)info; (void)reorder;
    if (err)
        return err;
    size = MPIR_Comm_size(comm_old);
    for (i = 0; i < n; i++)
        nedges += degrees[i];
    mine = malloc((3 * nedges + 1) * sizeof(int));
    for (i = 0; i < n; i++)
        for (j = 0; j < degrees[i]; j++, k++) {
            mine[3 * k] = sources[i];
            mine[3 * k + 1] = destinations[k];
            mine[3 * k + 2] = weights == MPI_UNWEIGHTED || weights == MPI_WEIGHTS_EMPTY ? 1 : weights[k];
        }
    counts = malloc(size * sizeof(int));
    displs = malloc(size * sizeof(int));
    k = 3 * nedges;
    err = MPI_Allgather(&k, 1, MPI_INT, counts, 1, MPI_INT, comm_old);
    for (i = 0; i < size; i++) {
        displs[i] = total;
        total += counts[i];
    }
    all = malloc((total + 1) * sizeof(int));
    if (!err)
        err = MPI_Allgatherv(mine, k, MPI_INT, all, counts, displs, MPI_INT, comm_old);
    if (!err)
        err = MPII_Comm_copy_n(comm_old, size, comm_dist_graph, "MPI_Dist_graph_create");
    if (!err)
        __mpisim_dist_graph_collect(*comm_dist_graph, mine, nedges, all, total / 3);
    /* As MPICH's is_weighted = (weights != MPI_UNWEIGHTED): MPI_WEIGHTS_EMPTY is a weighted graph. */
    if (!err && weights == MPI_UNWEIGHTED)
        __mpisim_topo_set(*comm_dist_graph, 0, -1, 0, 0, 0, 0, 0);

    free(mine); free(counts); free(displs); free(all);
    return err;
}

int MPI_Dist_graph_create_adjacent(MPI_Comm comm_old, int indegree, const int sources[], const int sourceweights[], int outdegree,
                                   const int destinations[], const int destweights[], MPI_Info info, int reorder, MPI_Comm *comm_dist_graph)
{
    MPIR_ARGCHECK("MPI_Dist_graph_create_adjacent", comm_old, indegree, MPIR_P(sources), MPIR_P(sourceweights), outdegree, MPIR_P(destinations), MPIR_P(destweights), info, reorder, MPIR_P(comm_dist_graph));
    int err = __mpisim_check_comm(comm_old, "MPI_Dist_graph_create_adjacent");
    (void)info; (void)reorder;
    if (err)
        return err;
    /* MPICH reads the weights without a check (a NULL one is a segmentation fault): the standard's error instead. */
    if (sourceweights != MPI_UNWEIGHTED && sourceweights != MPI_WEIGHTS_EMPTY) {
        if (indegree > 0 && !sourceweights)
            return __mpisim_error(comm_old, "MPI_Dist_graph_create_adjacent", MPI_ERR_ARG, "Null pointer in parameter sourceweights");
        if (outdegree > 0 && !destweights)
            return __mpisim_error(comm_old, "MPI_Dist_graph_create_adjacent", MPI_ERR_ARG, "Null pointer in parameter destweights");
    }
    err = MPII_Comm_copy_n(comm_old, MPIR_Comm_size(comm_old), comm_dist_graph, "MPI_Dist_graph_create_adjacent");
    if (!err)
        __mpisim_topo_set(*comm_dist_graph, MPISIM_DIST_GRAPH, indegree, sources, destinations, outdegree, 0,
                          sourceweights != MPI_UNWEIGHTED);
    if (!err && sourceweights != MPI_UNWEIGHTED)
        __mpisim_dist_weights(*comm_dist_graph, sourceweights, destweights);
    return err;
}
