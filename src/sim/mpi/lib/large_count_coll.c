/*
 * The large-count (_c) bindings of MPI-4.0's collectives (the others: large_count.c): each checks that its counts fit the int the
 * simulator's memory can address (MPI_ERR_COUNT otherwise, as a count larger than any buffer
 * here) and calls the int binding, widening what it returns. Generated from the prototypes of
 * mpi_large_count.h and mpi.h, parameter by parameter.
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include <limits.h>
#include <stdlib.h>

#define MPII_FITS(x) ((x) >= INT_MIN && (x) <= INT_MAX)

/* How many entries an argument array of a v-collective has: the remote group of an
   intercommunicator, the local one otherwise (MPI-4.0 5.1); a neighbourhood collective's
   in- and out-degree. */
static int MPII_local_size(MPI_Comm comm)
{
    int n = 0;
    PMPI_Comm_size(comm, &n);
    return n;
}
static int MPII_nprocs(MPI_Comm comm)
{
    int inter = 0, n = 0;
    PMPI_Comm_test_inter(comm, &inter);
    if (inter)
        PMPI_Comm_remote_size(comm, &n);
    else
        PMPI_Comm_size(comm, &n);
    return n;
}
static void MPII_degrees(MPI_Comm comm, int *indegree, int *outdegree)
{
    int topo = MPI_UNDEFINED, rank, n = 0, weighted;
    *indegree = *outdegree = 0;
    PMPI_Topo_test(comm, &topo);
    if (topo == MPI_CART) {
        PMPI_Cartdim_get(comm, &n);
        *indegree = *outdegree = 2 * n;
    } else if (topo == MPI_GRAPH) {
        PMPI_Comm_rank(comm, &rank);
        PMPI_Graph_neighbors_count(comm, rank, &n);
        *indegree = *outdegree = n;
    } else if (topo == MPI_DIST_GRAPH) {
        PMPI_Dist_graph_neighbors_count(comm, indegree, outdegree, &weighted);
    }
}
static int MPII_indegree(MPI_Comm comm) { int i, o; MPII_degrees(comm, &i, &o); return i; }
static int MPII_outdegree(MPI_Comm comm) { int i, o; MPII_degrees(comm, &i, &o); return o; }

/*
 * The int copies of a call's count and displacement arrays. An argument the caller passed twice
 * (sendcounts == recvcounts) gets one copy: MPICH's aliasing checks compare those pointers. A
 * nonblocking or persistent collective reads its arrays after the call returns, at every
 * MPI_Start: the request keeps the copies and frees them when it is released.
 */
struct MPII_arrays {
    const void *src[4];
    int *out[4];
    int n;
};
int __mpisim_request_keep(MPI_Request request, void *p);

/* An array of counts as ints (NULL stays NULL: an argument not significant at this rank; an
   empty one is not NULL, so the int binding's checks and messages see a pointer where the user
   passed one). */
static int *MPII_ints(struct MPII_arrays *c, const void *a, int n, int *overflow)
{
    const MPI_Count *v = a;
    int *out, k;
    if (!a)
        return 0;
    for (k = 0; k < c->n; k++)
        if (c->src[k] == a)
            return c->out[k];
    out = malloc((n > 0 ? n : 1) * sizeof *out);
    for (k = 0; k < n; k++) {
        if (!MPII_FITS(v[k]))
            *overflow = 1;
        out[k] = (int)v[k];
    }
    c->src[c->n] = a;
    c->out[c->n++] = out;
    return out;
}
static void MPII_release(struct MPII_arrays *c, int err, const MPI_Request *request)
{
    int k;
    for (k = 0; k < c->n; k++) {
        if (request && err == MPI_SUCCESS)
            __mpisim_request_keep(*request, c->out[k]);
        else
            free(c->out[k]);
    }
}
int MPI_Allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Allgather");
    else
        err = PMPI_Allgather(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm);
    return err;
}

int MPI_Allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Allgather_init");
    else
        err = PMPI_Allgather_init(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm, info, request);
    return err;
}

int MPI_Allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint displs[], MPI_Datatype recvtype, MPI_Comm comm)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_nprocs(comm), &overflow);
    if (!MPII_FITS(sendcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Allgatherv");
    else
        err = PMPI_Allgatherv(sendbuf, (int)sendcount, sendtype, recvbuf, i_recvcounts, i_displs, recvtype, comm);
    MPII_release(&arrays, err, 0);
    return err;
}

int MPI_Allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint displs[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_nprocs(comm), &overflow);
    if (!MPII_FITS(sendcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Allgatherv_init");
    else
        err = PMPI_Allgatherv_init(sendbuf, (int)sendcount, sendtype, recvbuf, i_recvcounts, i_displs, recvtype, comm, info, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Allreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Allreduce");
    else
        err = PMPI_Allreduce(sendbuf, recvbuf, (int)count, datatype, op, comm);
    return err;
}

int MPI_Allreduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Allreduce_init");
    else
        err = PMPI_Allreduce_init(sendbuf, recvbuf, (int)count, datatype, op, comm, info, request);
    return err;
}

int MPI_Alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Alltoall");
    else
        err = PMPI_Alltoall(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm);
    return err;
}

int MPI_Alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Alltoall_init");
    else
        err = PMPI_Alltoall_init(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm, info, request);
    return err;
}

int MPI_Alltoallv_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], MPI_Datatype recvtype, MPI_Comm comm)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_nprocs(comm), &overflow);
    int *i_sdispls = MPII_ints(&arrays, sdispls, MPII_nprocs(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_rdispls = MPII_ints(&arrays, rdispls, MPII_nprocs(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Alltoallv");
    else
        err = PMPI_Alltoallv(sendbuf, i_sendcounts, i_sdispls, sendtype, recvbuf, i_recvcounts, i_rdispls, recvtype, comm);
    MPII_release(&arrays, err, 0);
    return err;
}

int MPI_Alltoallv_init_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_nprocs(comm), &overflow);
    int *i_sdispls = MPII_ints(&arrays, sdispls, MPII_nprocs(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_rdispls = MPII_ints(&arrays, rdispls, MPII_nprocs(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Alltoallv_init");
    else
        err = PMPI_Alltoallv_init(sendbuf, i_sendcounts, i_sdispls, sendtype, recvbuf, i_recvcounts, i_rdispls, recvtype, comm, info, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Alltoallw_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_nprocs(comm), &overflow);
    int *i_sdispls = MPII_ints(&arrays, sdispls, MPII_nprocs(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_rdispls = MPII_ints(&arrays, rdispls, MPII_nprocs(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Alltoallw");
    else
        err = PMPI_Alltoallw(sendbuf, i_sendcounts, i_sdispls, sendtypes, recvbuf, i_recvcounts, i_rdispls, recvtypes, comm);
    MPII_release(&arrays, err, 0);
    return err;
}

int MPI_Alltoallw_init_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_nprocs(comm), &overflow);
    int *i_sdispls = MPII_ints(&arrays, sdispls, MPII_nprocs(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_rdispls = MPII_ints(&arrays, rdispls, MPII_nprocs(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Alltoallw_init");
    else
        err = PMPI_Alltoallw_init(sendbuf, i_sendcounts, i_sdispls, sendtypes, recvbuf, i_recvcounts, i_rdispls, recvtypes, comm, info, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Bcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Bcast");
    else
        err = PMPI_Bcast(buffer, (int)count, datatype, root, comm);
    return err;
}

int MPI_Bcast_init_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Bcast_init");
    else
        err = PMPI_Bcast_init(buffer, (int)count, datatype, root, comm, info, request);
    return err;
}

int MPI_Exscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Exscan");
    else
        err = PMPI_Exscan(sendbuf, recvbuf, (int)count, datatype, op, comm);
    return err;
}

int MPI_Exscan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Exscan_init");
    else
        err = PMPI_Exscan_init(sendbuf, recvbuf, (int)count, datatype, op, comm, info, request);
    return err;
}

int MPI_Gather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Gather");
    else
        err = PMPI_Gather(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, root, comm);
    return err;
}

int MPI_Gather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Gather_init");
    else
        err = PMPI_Gather_init(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, root, comm, info, request);
    return err;
}

int MPI_Gatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint displs[], MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_nprocs(comm), &overflow);
    if (!MPII_FITS(sendcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Gatherv");
    else
        err = PMPI_Gatherv(sendbuf, (int)sendcount, sendtype, recvbuf, i_recvcounts, i_displs, recvtype, root, comm);
    MPII_release(&arrays, err, 0);
    return err;
}

int MPI_Gatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint displs[], MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_nprocs(comm), &overflow);
    if (!MPII_FITS(sendcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Gatherv_init");
    else
        err = PMPI_Gatherv_init(sendbuf, (int)sendcount, sendtype, recvbuf, i_recvcounts, i_displs, recvtype, root, comm, info, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Iallgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Iallgather");
    else
        err = PMPI_Iallgather(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm, request);
    return err;
}

int MPI_Iallgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint displs[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_nprocs(comm), &overflow);
    if (!MPII_FITS(sendcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Iallgatherv");
    else
        err = PMPI_Iallgatherv(sendbuf, (int)sendcount, sendtype, recvbuf, i_recvcounts, i_displs, recvtype, comm, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Iallreduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Iallreduce");
    else
        err = PMPI_Iallreduce(sendbuf, recvbuf, (int)count, datatype, op, comm, request);
    return err;
}

int MPI_Ialltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ialltoall");
    else
        err = PMPI_Ialltoall(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm, request);
    return err;
}

int MPI_Ialltoallv_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_nprocs(comm), &overflow);
    int *i_sdispls = MPII_ints(&arrays, sdispls, MPII_nprocs(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_rdispls = MPII_ints(&arrays, rdispls, MPII_nprocs(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ialltoallv");
    else
        err = PMPI_Ialltoallv(sendbuf, i_sendcounts, i_sdispls, sendtype, recvbuf, i_recvcounts, i_rdispls, recvtype, comm, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Ialltoallw_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_nprocs(comm), &overflow);
    int *i_sdispls = MPII_ints(&arrays, sdispls, MPII_nprocs(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_rdispls = MPII_ints(&arrays, rdispls, MPII_nprocs(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ialltoallw");
    else
        err = PMPI_Ialltoallw(sendbuf, i_sendcounts, i_sdispls, sendtypes, recvbuf, i_recvcounts, i_rdispls, recvtypes, comm, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Ibcast_c(void *buffer, MPI_Count count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ibcast");
    else
        err = PMPI_Ibcast(buffer, (int)count, datatype, root, comm, request);
    return err;
}

int MPI_Iexscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Iexscan");
    else
        err = PMPI_Iexscan(sendbuf, recvbuf, (int)count, datatype, op, comm, request);
    return err;
}

int MPI_Igather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Igather");
    else
        err = PMPI_Igather(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, root, comm, request);
    return err;
}

int MPI_Igatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint displs[], MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_nprocs(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_nprocs(comm), &overflow);
    if (!MPII_FITS(sendcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Igatherv");
    else
        err = PMPI_Igatherv(sendbuf, (int)sendcount, sendtype, recvbuf, i_recvcounts, i_displs, recvtype, root, comm, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Ineighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ineighbor_allgather");
    else
        err = PMPI_Ineighbor_allgather(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm, request);
    return err;
}

int MPI_Ineighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint displs[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_indegree(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_indegree(comm), &overflow);
    if (!MPII_FITS(sendcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ineighbor_allgatherv");
    else
        err = PMPI_Ineighbor_allgatherv(sendbuf, (int)sendcount, sendtype, recvbuf, i_recvcounts, i_displs, recvtype, comm, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Ineighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ineighbor_alltoall");
    else
        err = PMPI_Ineighbor_alltoall(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm, request);
    return err;
}

int MPI_Ineighbor_alltoallv_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_outdegree(comm), &overflow);
    int *i_sdispls = MPII_ints(&arrays, sdispls, MPII_outdegree(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_indegree(comm), &overflow);
    int *i_rdispls = MPII_ints(&arrays, rdispls, MPII_indegree(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ineighbor_alltoallv");
    else
        err = PMPI_Ineighbor_alltoallv(sendbuf, i_sendcounts, i_sdispls, sendtype, recvbuf, i_recvcounts, i_rdispls, recvtype, comm, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Ineighbor_alltoallw_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_outdegree(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_indegree(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ineighbor_alltoallw");
    else
        err = PMPI_Ineighbor_alltoallw(sendbuf, i_sendcounts, sdispls, sendtypes, recvbuf, i_recvcounts, rdispls, recvtypes, comm, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Ireduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ireduce");
    else
        err = PMPI_Ireduce(sendbuf, recvbuf, (int)count, datatype, op, root, comm, request);
    return err;
}

int MPI_Ireduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ireduce_scatter_block");
    else
        err = PMPI_Ireduce_scatter_block(sendbuf, recvbuf, (int)recvcount, datatype, op, comm, request);
    return err;
}

int MPI_Ireduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count recvcounts[], MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_local_size(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Ireduce_scatter");
    else
        err = PMPI_Ireduce_scatter(sendbuf, recvbuf, i_recvcounts, datatype, op, comm, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Iscan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Iscan");
    else
        err = PMPI_Iscan(sendbuf, recvbuf, (int)count, datatype, op, comm, request);
    return err;
}

int MPI_Iscatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Iscatter");
    else
        err = PMPI_Iscatter(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, root, comm, request);
    return err;
}

int MPI_Iscatterv_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint displs[], MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_nprocs(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_nprocs(comm), &overflow);
    if (!MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Iscatterv");
    else
        err = PMPI_Iscatterv(sendbuf, i_sendcounts, i_displs, sendtype, recvbuf, (int)recvcount, recvtype, root, comm, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Neighbor_allgather_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Neighbor_allgather");
    else
        err = PMPI_Neighbor_allgather(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm);
    return err;
}

int MPI_Neighbor_allgather_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Neighbor_allgather_init");
    else
        err = PMPI_Neighbor_allgather_init(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm, info, request);
    return err;
}

int MPI_Neighbor_allgatherv_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint displs[], MPI_Datatype recvtype, MPI_Comm comm)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_indegree(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_indegree(comm), &overflow);
    if (!MPII_FITS(sendcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Neighbor_allgatherv");
    else
        err = PMPI_Neighbor_allgatherv(sendbuf, (int)sendcount, sendtype, recvbuf, i_recvcounts, i_displs, recvtype, comm);
    MPII_release(&arrays, err, 0);
    return err;
}

int MPI_Neighbor_allgatherv_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint displs[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_indegree(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_indegree(comm), &overflow);
    if (!MPII_FITS(sendcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Neighbor_allgatherv_init");
    else
        err = PMPI_Neighbor_allgatherv_init(sendbuf, (int)sendcount, sendtype, recvbuf, i_recvcounts, i_displs, recvtype, comm, info, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Neighbor_alltoall_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Neighbor_alltoall");
    else
        err = PMPI_Neighbor_alltoall(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm);
    return err;
}

int MPI_Neighbor_alltoall_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Neighbor_alltoall_init");
    else
        err = PMPI_Neighbor_alltoall_init(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, comm, info, request);
    return err;
}

int MPI_Neighbor_alltoallv_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], MPI_Datatype recvtype, MPI_Comm comm)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_outdegree(comm), &overflow);
    int *i_sdispls = MPII_ints(&arrays, sdispls, MPII_outdegree(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_indegree(comm), &overflow);
    int *i_rdispls = MPII_ints(&arrays, rdispls, MPII_indegree(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Neighbor_alltoallv");
    else
        err = PMPI_Neighbor_alltoallv(sendbuf, i_sendcounts, i_sdispls, sendtype, recvbuf, i_recvcounts, i_rdispls, recvtype, comm);
    MPII_release(&arrays, err, 0);
    return err;
}

int MPI_Neighbor_alltoallv_init_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], MPI_Datatype sendtype, void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_outdegree(comm), &overflow);
    int *i_sdispls = MPII_ints(&arrays, sdispls, MPII_outdegree(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_indegree(comm), &overflow);
    int *i_rdispls = MPII_ints(&arrays, rdispls, MPII_indegree(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Neighbor_alltoallv_init");
    else
        err = PMPI_Neighbor_alltoallv_init(sendbuf, i_sendcounts, i_sdispls, sendtype, recvbuf, i_recvcounts, i_rdispls, recvtype, comm, info, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Neighbor_alltoallw_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_outdegree(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_indegree(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Neighbor_alltoallw");
    else
        err = PMPI_Neighbor_alltoallw(sendbuf, i_sendcounts, sdispls, sendtypes, recvbuf, i_recvcounts, rdispls, recvtypes, comm);
    MPII_release(&arrays, err, 0);
    return err;
}

int MPI_Neighbor_alltoallw_init_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const MPI_Count recvcounts[], const MPI_Aint rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_outdegree(comm), &overflow);
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_indegree(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Neighbor_alltoallw_init");
    else
        err = PMPI_Neighbor_alltoallw_init(sendbuf, i_sendcounts, sdispls, sendtypes, recvbuf, i_recvcounts, rdispls, recvtypes, comm, info, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Reduce_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Reduce");
    else
        err = PMPI_Reduce(sendbuf, recvbuf, (int)count, datatype, op, root, comm);
    return err;
}

int MPI_Reduce_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Reduce_init");
    else
        err = PMPI_Reduce_init(sendbuf, recvbuf, (int)count, datatype, op, root, comm, info, request);
    return err;
}

int MPI_Reduce_scatter_block_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Reduce_scatter_block");
    else
        err = PMPI_Reduce_scatter_block(sendbuf, recvbuf, (int)recvcount, datatype, op, comm);
    return err;
}

int MPI_Reduce_scatter_block_init_c(const void *sendbuf, void *recvbuf, MPI_Count recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Reduce_scatter_block_init");
    else
        err = PMPI_Reduce_scatter_block_init(sendbuf, recvbuf, (int)recvcount, datatype, op, comm, info, request);
    return err;
}

int MPI_Reduce_scatter_c(const void *sendbuf, void *recvbuf, const MPI_Count recvcounts[], MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_local_size(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Reduce_scatter");
    else
        err = PMPI_Reduce_scatter(sendbuf, recvbuf, i_recvcounts, datatype, op, comm);
    MPII_release(&arrays, err, 0);
    return err;
}

int MPI_Reduce_scatter_init_c(const void *sendbuf, void *recvbuf, const MPI_Count recvcounts[], MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_recvcounts = MPII_ints(&arrays, recvcounts, MPII_local_size(comm), &overflow);
    if (overflow)
        err = MPII_count_error(comm, "MPI_Reduce_scatter_init");
    else
        err = PMPI_Reduce_scatter_init(sendbuf, recvbuf, i_recvcounts, datatype, op, comm, info, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Scan_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Scan");
    else
        err = PMPI_Scan(sendbuf, recvbuf, (int)count, datatype, op, comm);
    return err;
}

int MPI_Scan_init_c(const void *sendbuf, void *recvbuf, MPI_Count count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(count))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Scan_init");
    else
        err = PMPI_Scan_init(sendbuf, recvbuf, (int)count, datatype, op, comm, info, request);
    return err;
}

int MPI_Scatter_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Scatter");
    else
        err = PMPI_Scatter(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, root, comm);
    return err;
}

int MPI_Scatter_init_c(const void *sendbuf, MPI_Count sendcount, MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    if (!MPII_FITS(sendcount) || !MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Scatter_init");
    else
        err = PMPI_Scatter_init(sendbuf, (int)sendcount, sendtype, recvbuf, (int)recvcount, recvtype, root, comm, info, request);
    return err;
}

int MPI_Scatterv_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint displs[], MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_nprocs(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_nprocs(comm), &overflow);
    if (!MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Scatterv");
    else
        err = PMPI_Scatterv(sendbuf, i_sendcounts, i_displs, sendtype, recvbuf, (int)recvcount, recvtype, root, comm);
    MPII_release(&arrays, err, 0);
    return err;
}

int MPI_Scatterv_init_c(const void *sendbuf, const MPI_Count sendcounts[], const MPI_Aint displs[], MPI_Datatype sendtype, void *recvbuf, MPI_Count recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    int err, overflow = 0;
    struct MPII_arrays arrays = { 0 };
    int *i_sendcounts = MPII_ints(&arrays, sendcounts, MPII_nprocs(comm), &overflow);
    int *i_displs = MPII_ints(&arrays, displs, MPII_nprocs(comm), &overflow);
    if (!MPII_FITS(recvcount))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Scatterv_init");
    else
        err = PMPI_Scatterv_init(sendbuf, i_sendcounts, i_displs, sendtype, recvbuf, (int)recvcount, recvtype, root, comm, info, request);
    MPII_release(&arrays, err, request);
    return err;
}

int MPI_Win_allocate_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    int err, overflow = 0;
    if (!MPII_FITS(disp_unit))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Win_allocate");
    else
        err = PMPI_Win_allocate(size, (int)disp_unit, info, comm, baseptr, win);
    return err;
}

int MPI_Win_allocate_shared_c(MPI_Aint size, MPI_Aint disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    int err, overflow = 0;
    if (!MPII_FITS(disp_unit))
        overflow = 1;
    if (overflow)
        err = MPII_count_error(comm, "MPI_Win_allocate_shared");
    else
        err = PMPI_Win_allocate_shared(size, (int)disp_unit, info, comm, baseptr, win);
    return err;
}
