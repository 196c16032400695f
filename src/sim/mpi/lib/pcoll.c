/*
 * Persistent collectives (MPI-4.0, MPI_Bcast_init...): each call keeps a copy of its arguments
 * and makes an inactive request (runtime: __mpisim_pcoll_init); every MPI_Start runs the
 * blocking algorithm again as a coroutine, as the nonblocking collectives of ./nbc.c do.
 * Generated from nbc.c's shapes: one argument struct, one body, one wrapper per collective.
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdlib.h>

int __mpisim_pcoll_init(void *body, void *args, MPI_Request *request, MPI_Comm comm, const char *fname);
/*
 * MPICH's persistent collective request takes a reference to its datatypes and op: MPI_Type_free
 * and MPI_Op_free before MPI_Start leave them usable by the request until MPI_Request_free.
 */
int __mpisim_pcoll_hold(MPI_Request request, int ntypes, const MPI_Datatype *types, MPI_Op op);
int MPII_pcoll_held(int err, const MPI_Request *request, MPI_Datatype t1, MPI_Datatype t2, MPI_Op op)
{
    MPI_Datatype t[2] = { t1, t2 };
    if (err == MPI_SUCCESS)
        __mpisim_pcoll_hold(*request, 2, t, op);
    return err;
}
/*
 * The w forms: one type per peer (the remote group's size on an intercommunicator). With counts,
 * only the types of positive counts, the ones MPICH's MPI_Alltoallw_init reads: a NULL array of
 * types with zero counts is no error there.
 */
static void MPII_pcoll_hold_types(MPI_Request request, int n, const int *counts, const MPI_Datatype *types)
{
    MPI_Datatype *held = malloc((n > 0 ? n : 1) * sizeof *held);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (!counts || counts[i] > 0)
            held[k++] = types[i];
    __mpisim_pcoll_hold(request, k, held, MPI_OP_NULL);
    free(held);
}
static int MPII_pcoll_held_w(int err, const MPI_Request *request, const int *sendcounts, const MPI_Datatype *sendtypes, int nsend, const int *recvcounts, const MPI_Datatype *recvtypes, int nrecv)
{
    if (err == MPI_SUCCESS) {
        if (sendtypes)
            MPII_pcoll_hold_types(*request, nsend, sendcounts, sendtypes);
        MPII_pcoll_hold_types(*request, nrecv, recvcounts, recvtypes);
    }
    return err;
}
int __mpisim_topo_neighbors(MPI_Comm comm, int *indegree, int *outdegree, int *sources, int *destinations);

struct MPII_Barrier_init_args { MPI_Comm comm; };
static int MPII_Barrier_init_body(void *p)
{
    struct MPII_Barrier_init_args *a = p;
    return PMPI_Barrier(a->comm);
}
int MPI_Barrier_init(MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Barrier_init_args *a = malloc(sizeof *a);
    (void)info;
    a->comm = comm;
    return __mpisim_pcoll_init((void *)MPII_Barrier_init_body, a, request, comm, "MPI_Barrier_init");
}

struct MPII_Bcast_init_args { void *buffer; int count; MPI_Datatype datatype; int root; MPI_Comm comm; };
static int MPII_Bcast_init_body(void *p)
{
    struct MPII_Bcast_init_args *a = p;
    return PMPI_Bcast(a->buffer, a->count, a->datatype, a->root, a->comm);
}
int MPI_Bcast_init(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Bcast_init_args *a = malloc(sizeof *a);
    (void)info;
    a->buffer = buffer; a->count = count; a->datatype = datatype; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Bcast_init_body, a, request, comm, "MPI_Bcast_init"), request, datatype, MPI_DATATYPE_NULL, MPI_OP_NULL);
}

struct MPII_Gather_init_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; int root; MPI_Comm comm; };
static int MPII_Gather_init_body(void *p)
{
    struct MPII_Gather_init_args *a = p;
    return PMPI_Gather(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->root, a->comm);
}
int MPI_Gather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Gather_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Gather_init_body, a, request, comm, "MPI_Gather_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Gatherv_init_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; const int *recvcounts; const int *displs; MPI_Datatype recvtype; int root; MPI_Comm comm; };
static int MPII_Gatherv_init_body(void *p)
{
    struct MPII_Gatherv_init_args *a = p;
    return PMPI_Gatherv(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcounts, a->displs, a->recvtype, a->root, a->comm);
}
int MPI_Gatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int displs[], MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Gatherv_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->displs = displs; a->recvtype = recvtype; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Gatherv_init_body, a, request, comm, "MPI_Gatherv_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Scatter_init_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; int root; MPI_Comm comm; };
static int MPII_Scatter_init_body(void *p)
{
    struct MPII_Scatter_init_args *a = p;
    return PMPI_Scatter(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->root, a->comm);
}
int MPI_Scatter_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Scatter_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Scatter_init_body, a, request, comm, "MPI_Scatter_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Scatterv_init_args { const void *sendbuf; const int *sendcounts; const int *displs; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; int root; MPI_Comm comm; };
static int MPII_Scatterv_init_body(void *p)
{
    struct MPII_Scatterv_init_args *a = p;
    return PMPI_Scatterv(a->sendbuf, a->sendcounts, a->displs, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->root, a->comm);
}
int MPI_Scatterv_init(const void *sendbuf, const int sendcounts[], const int displs[], MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Scatterv_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcounts = sendcounts; a->displs = displs; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Scatterv_init_body, a, request, comm, "MPI_Scatterv_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Allgather_init_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Allgather_init_body(void *p)
{
    struct MPII_Allgather_init_args *a = p;
    return PMPI_Allgather(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->comm);
}
int MPI_Allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Allgather_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Allgather_init_body, a, request, comm, "MPI_Allgather_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Allgatherv_init_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; const int *recvcounts; const int *displs; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Allgatherv_init_body(void *p)
{
    struct MPII_Allgatherv_init_args *a = p;
    return PMPI_Allgatherv(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcounts, a->displs, a->recvtype, a->comm);
}
int MPI_Allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Allgatherv_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->displs = displs; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Allgatherv_init_body, a, request, comm, "MPI_Allgatherv_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Alltoall_init_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Alltoall_init_body(void *p)
{
    struct MPII_Alltoall_init_args *a = p;
    return PMPI_Alltoall(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->comm);
}
int MPI_Alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Alltoall_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Alltoall_init_body, a, request, comm, "MPI_Alltoall_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Alltoallv_init_args { const void *sendbuf; const int *sendcounts; const int *sdispls; MPI_Datatype sendtype; void *recvbuf; const int *recvcounts; const int *rdispls; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Alltoallv_init_body(void *p)
{
    struct MPII_Alltoallv_init_args *a = p;
    return PMPI_Alltoallv(a->sendbuf, a->sendcounts, a->sdispls, a->sendtype, a->recvbuf, a->recvcounts, a->rdispls, a->recvtype, a->comm);
}
int MPI_Alltoallv_init(const void *sendbuf, const int sendcounts[], const int sdispls[], MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Alltoallv_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcounts = sendcounts; a->sdispls = sdispls; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->rdispls = rdispls; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Alltoallv_init_body, a, request, comm, "MPI_Alltoallv_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Alltoallw_init_args { const void *sendbuf; const int *sendcounts; const int *sdispls; const MPI_Datatype *sendtypes; void *recvbuf; const int *recvcounts; const int *rdispls; const MPI_Datatype *recvtypes; MPI_Comm comm; };
static int MPII_Alltoallw_init_body(void *p)
{
    struct MPII_Alltoallw_init_args *a = p;
    return PMPI_Alltoallw(a->sendbuf, a->sendcounts, a->sdispls, a->sendtypes, a->recvbuf, a->recvcounts, a->rdispls, a->recvtypes, a->comm);
}
int MPI_Alltoallw_init(const void *sendbuf, const int sendcounts[], const int sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const int recvcounts[], const int rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Alltoallw_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcounts = sendcounts; a->sdispls = sdispls; a->sendtypes = sendtypes; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->rdispls = rdispls; a->recvtypes = recvtypes; a->comm = comm;
    int err = __mpisim_pcoll_init((void *)MPII_Alltoallw_init_body, a, request, comm, "MPI_Alltoallw_init");
    int n = 0, inter = 0;
    if (err == MPI_SUCCESS) {
        PMPI_Comm_test_inter(comm, &inter);
        if (inter)
            PMPI_Comm_remote_size(comm, &n);
        else
            PMPI_Comm_size(comm, &n);
    }
    return MPII_pcoll_held_w(err, request, sendcounts, sendbuf == MPI_IN_PLACE ? NULL : sendtypes, n, recvcounts, recvtypes, n);
}

struct MPII_Reduce_init_args { const void *sendbuf; void *recvbuf; int count; MPI_Datatype datatype; MPI_Op op; int root; MPI_Comm comm; };
static int MPII_Reduce_init_body(void *p)
{
    struct MPII_Reduce_init_args *a = p;
    return PMPI_Reduce(a->sendbuf, a->recvbuf, a->count, a->datatype, a->op, a->root, a->comm);
}
int MPI_Reduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Reduce_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->count = count; a->datatype = datatype; a->op = op; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Reduce_init_body, a, request, comm, "MPI_Reduce_init"), request, datatype, MPI_DATATYPE_NULL, op);
}

struct MPII_Allreduce_init_args { const void *sendbuf; void *recvbuf; int count; MPI_Datatype datatype; MPI_Op op; MPI_Comm comm; };
static int MPII_Allreduce_init_body(void *p)
{
    struct MPII_Allreduce_init_args *a = p;
    return PMPI_Allreduce(a->sendbuf, a->recvbuf, a->count, a->datatype, a->op, a->comm);
}
int MPI_Allreduce_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Allreduce_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->count = count; a->datatype = datatype; a->op = op; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Allreduce_init_body, a, request, comm, "MPI_Allreduce_init"), request, datatype, MPI_DATATYPE_NULL, op);
}

struct MPII_Reduce_scatter_init_args { const void *sendbuf; void *recvbuf; const int *recvcounts; MPI_Datatype datatype; MPI_Op op; MPI_Comm comm; };
static int MPII_Reduce_scatter_init_body(void *p)
{
    struct MPII_Reduce_scatter_init_args *a = p;
    return PMPI_Reduce_scatter(a->sendbuf, a->recvbuf, a->recvcounts, a->datatype, a->op, a->comm);
}
int MPI_Reduce_scatter_init(const void *sendbuf, void *recvbuf, const int recvcounts[], MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Reduce_scatter_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->datatype = datatype; a->op = op; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Reduce_scatter_init_body, a, request, comm, "MPI_Reduce_scatter_init"), request, datatype, MPI_DATATYPE_NULL, op);
}

struct MPII_Reduce_scatter_block_init_args { const void *sendbuf; void *recvbuf; int recvcount; MPI_Datatype datatype; MPI_Op op; MPI_Comm comm; };
static int MPII_Reduce_scatter_block_init_body(void *p)
{
    struct MPII_Reduce_scatter_block_init_args *a = p;
    return PMPI_Reduce_scatter_block(a->sendbuf, a->recvbuf, a->recvcount, a->datatype, a->op, a->comm);
}
int MPI_Reduce_scatter_block_init(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Reduce_scatter_block_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->recvcount = recvcount; a->datatype = datatype; a->op = op; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Reduce_scatter_block_init_body, a, request, comm, "MPI_Reduce_scatter_block_init"), request, datatype, MPI_DATATYPE_NULL, op);
}

struct MPII_Scan_init_args { const void *sendbuf; void *recvbuf; int count; MPI_Datatype datatype; MPI_Op op; MPI_Comm comm; };
static int MPII_Scan_init_body(void *p)
{
    struct MPII_Scan_init_args *a = p;
    return PMPI_Scan(a->sendbuf, a->recvbuf, a->count, a->datatype, a->op, a->comm);
}
int MPI_Scan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Scan_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->count = count; a->datatype = datatype; a->op = op; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Scan_init_body, a, request, comm, "MPI_Scan_init"), request, datatype, MPI_DATATYPE_NULL, op);
}

struct MPII_Exscan_init_args { const void *sendbuf; void *recvbuf; int count; MPI_Datatype datatype; MPI_Op op; MPI_Comm comm; };
static int MPII_Exscan_init_body(void *p)
{
    struct MPII_Exscan_init_args *a = p;
    return PMPI_Exscan(a->sendbuf, a->recvbuf, a->count, a->datatype, a->op, a->comm);
}
int MPI_Exscan_init(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Exscan_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->count = count; a->datatype = datatype; a->op = op; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Exscan_init_body, a, request, comm, "MPI_Exscan_init"), request, datatype, MPI_DATATYPE_NULL, op);
}

struct MPII_Neighbor_allgather_init_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Neighbor_allgather_init_body(void *p)
{
    struct MPII_Neighbor_allgather_init_args *a = p;
    return PMPI_Neighbor_allgather(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->comm);
}
int MPI_Neighbor_allgather_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Neighbor_allgather_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Neighbor_allgather_init_body, a, request, comm, "MPI_Neighbor_allgather_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Neighbor_alltoall_init_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Neighbor_alltoall_init_body(void *p)
{
    struct MPII_Neighbor_alltoall_init_args *a = p;
    return PMPI_Neighbor_alltoall(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->comm);
}
int MPI_Neighbor_alltoall_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Neighbor_alltoall_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Neighbor_alltoall_init_body, a, request, comm, "MPI_Neighbor_alltoall_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Neighbor_allgatherv_init_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; const int *recvcounts; const int *displs; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Neighbor_allgatherv_init_body(void *p)
{
    struct MPII_Neighbor_allgatherv_init_args *a = p;
    return PMPI_Neighbor_allgatherv(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcounts, a->displs, a->recvtype, a->comm);
}
int MPI_Neighbor_allgatherv_init(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Neighbor_allgatherv_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->displs = displs; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Neighbor_allgatherv_init_body, a, request, comm, "MPI_Neighbor_allgatherv_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Neighbor_alltoallv_init_args { const void *sendbuf; const int *sendcounts; const int *sdispls; MPI_Datatype sendtype; void *recvbuf; const int *recvcounts; const int *rdispls; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Neighbor_alltoallv_init_body(void *p)
{
    struct MPII_Neighbor_alltoallv_init_args *a = p;
    return PMPI_Neighbor_alltoallv(a->sendbuf, a->sendcounts, a->sdispls, a->sendtype, a->recvbuf, a->recvcounts, a->rdispls, a->recvtype, a->comm);
}
int MPI_Neighbor_alltoallv_init(const void *sendbuf, const int sendcounts[], const int sdispls[], MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Neighbor_alltoallv_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcounts = sendcounts; a->sdispls = sdispls; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->rdispls = rdispls; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_pcoll_init((void *)MPII_Neighbor_alltoallv_init_body, a, request, comm, "MPI_Neighbor_alltoallv_init"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Neighbor_alltoallw_init_args { const void *sendbuf; const int *sendcounts; const MPI_Aint *sdispls; const MPI_Datatype *sendtypes; void *recvbuf; const int *recvcounts; const MPI_Aint *rdispls; const MPI_Datatype *recvtypes; MPI_Comm comm; };
static int MPII_Neighbor_alltoallw_init_body(void *p)
{
    struct MPII_Neighbor_alltoallw_init_args *a = p;
    return PMPI_Neighbor_alltoallw(a->sendbuf, a->sendcounts, a->sdispls, a->sendtypes, a->recvbuf, a->recvcounts, a->rdispls, a->recvtypes, a->comm);
}
int MPI_Neighbor_alltoallw_init(const void *sendbuf, const int sendcounts[], const MPI_Aint sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const int recvcounts[], const MPI_Aint rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm, MPI_Info info, MPI_Request *request)
{
    struct MPII_Neighbor_alltoallw_init_args *a = malloc(sizeof *a);
    (void)info;
    a->sendbuf = sendbuf; a->sendcounts = sendcounts; a->sdispls = sdispls; a->sendtypes = sendtypes; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->rdispls = rdispls; a->recvtypes = recvtypes; a->comm = comm;
    int err = __mpisim_pcoll_init((void *)MPII_Neighbor_alltoallw_init_body, a, request, comm, "MPI_Neighbor_alltoallw_init");
    int in = 0, out = 0;
    if (err == MPI_SUCCESS)
        __mpisim_topo_neighbors(comm, &in, &out, NULL, NULL);
    return MPII_pcoll_held_w(err, request, NULL, sendtypes, out, NULL, recvtypes, in);
}
