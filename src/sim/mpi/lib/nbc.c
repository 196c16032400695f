/*
 * Nonblocking collectives (and MPI_Comm_idup): each call copies its arguments and starts the
 * blocking algorithm as a coroutine of the process (runtime: __mpisim_nbc_start), which
 * progresses whenever the program is inside MPI — as MPICH does without an async progress thread.
 * Generated shape: one argument struct, one body, one wrapper per collective.
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdlib.h>

int __mpisim_nbc_start(void *body, void *args, MPI_Request *request, MPI_Comm comm, const char *fname);
MPI_Comm __mpisim_comm_reserve(MPI_Comm parent);
int __mpisim_comm_claim(MPI_Comm handle);
int __mpisim_comm_unreserve(MPI_Comm handle);
/*
 * MPICH's nonblocking collective request keeps a reference to its datatypes and op until the
 * collective completes: MPI_Type_free and MPI_Op_free right after the call leave them usable.
 * (A collective that completed inside the call takes no reference.)
 */
int MPII_pcoll_held(int err, const MPI_Request *request, MPI_Datatype t1, MPI_Datatype t2, MPI_Op op); /* pcoll.c */

struct MPII_Ibarrier_args { MPI_Comm comm; };
static int MPII_Ibarrier_body(void *p)
{
    struct MPII_Ibarrier_args *a = p;
    int err = PMPI_Barrier(a->comm);
    free(a);
    return err;
}
int MPI_Ibarrier(MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ibarrier_args *a = malloc(sizeof *a);
    a->comm = comm;
    return __mpisim_nbc_start((void *)MPII_Ibarrier_body, a, request, comm, "MPI_Ibarrier");
}

struct MPII_Ibcast_args { void *buffer; int count; MPI_Datatype datatype; int root; MPI_Comm comm; };
static int MPII_Ibcast_body(void *p)
{
    struct MPII_Ibcast_args *a = p;
    int err = PMPI_Bcast(a->buffer, a->count, a->datatype, a->root, a->comm);
    free(a);
    return err;
}
int MPI_Ibcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ibcast_args *a = malloc(sizeof *a);
    a->buffer = buffer; a->count = count; a->datatype = datatype; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Ibcast_body, a, request, comm, "MPI_Ibcast"), request, datatype, MPI_DATATYPE_NULL, MPI_OP_NULL);
}

struct MPII_Igather_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; int root; MPI_Comm comm; };
static int MPII_Igather_body(void *p)
{
    struct MPII_Igather_args *a = p;
    int err = PMPI_Gather(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->root, a->comm);
    free(a);
    return err;
}
int MPI_Igather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Igather_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Igather_body, a, request, comm, "MPI_Igather"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Igatherv_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; const int *recvcounts; const int *displs; MPI_Datatype recvtype; int root; MPI_Comm comm; };
static int MPII_Igatherv_body(void *p)
{
    struct MPII_Igatherv_args *a = p;
    int err = PMPI_Gatherv(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcounts, a->displs, a->recvtype, a->root, a->comm);
    free(a);
    return err;
}
int MPI_Igatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int displs[], MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Igatherv_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->displs = displs; a->recvtype = recvtype; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Igatherv_body, a, request, comm, "MPI_Igatherv"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Iscatter_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; int root; MPI_Comm comm; };
static int MPII_Iscatter_body(void *p)
{
    struct MPII_Iscatter_args *a = p;
    int err = PMPI_Scatter(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->root, a->comm);
    free(a);
    return err;
}
int MPI_Iscatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Iscatter_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Iscatter_body, a, request, comm, "MPI_Iscatter"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Iscatterv_args { const void *sendbuf; const int *sendcounts; const int *displs; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; int root; MPI_Comm comm; };
static int MPII_Iscatterv_body(void *p)
{
    struct MPII_Iscatterv_args *a = p;
    int err = PMPI_Scatterv(a->sendbuf, a->sendcounts, a->displs, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->root, a->comm);
    free(a);
    return err;
}
int MPI_Iscatterv(const void *sendbuf, const int sendcounts[], const int displs[], MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Iscatterv_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcounts = sendcounts; a->displs = displs; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Iscatterv_body, a, request, comm, "MPI_Iscatterv"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Iallgather_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Iallgather_body(void *p)
{
    struct MPII_Iallgather_args *a = p;
    int err = PMPI_Allgather(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->comm);
    free(a);
    return err;
}
int MPI_Iallgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Iallgather_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Iallgather_body, a, request, comm, "MPI_Iallgather"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Iallgatherv_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; const int *recvcounts; const int *displs; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Iallgatherv_body(void *p)
{
    struct MPII_Iallgatherv_args *a = p;
    int err = PMPI_Allgatherv(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcounts, a->displs, a->recvtype, a->comm);
    free(a);
    return err;
}
int MPI_Iallgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Iallgatherv_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->displs = displs; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Iallgatherv_body, a, request, comm, "MPI_Iallgatherv"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Ialltoall_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Ialltoall_body(void *p)
{
    struct MPII_Ialltoall_args *a = p;
    int err = PMPI_Alltoall(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->comm);
    free(a);
    return err;
}
int MPI_Ialltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ialltoall_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Ialltoall_body, a, request, comm, "MPI_Ialltoall"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Ialltoallv_args { const void *sendbuf; const int *sendcounts; const int *sdispls; MPI_Datatype sendtype; void *recvbuf; const int *recvcounts; const int *rdispls; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Ialltoallv_body(void *p)
{
    struct MPII_Ialltoallv_args *a = p;
    int err = PMPI_Alltoallv(a->sendbuf, a->sendcounts, a->sdispls, a->sendtype, a->recvbuf, a->recvcounts, a->rdispls, a->recvtype, a->comm);
    free(a);
    return err;
}
int MPI_Ialltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[], MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ialltoallv_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcounts = sendcounts; a->sdispls = sdispls; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->rdispls = rdispls; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Ialltoallv_body, a, request, comm, "MPI_Ialltoallv"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Ialltoallw_args { const void *sendbuf; const int *sendcounts; const int *sdispls; const MPI_Datatype *sendtypes; void *recvbuf; const int *recvcounts; const int *rdispls; const MPI_Datatype *recvtypes; MPI_Comm comm; };
static int MPII_Ialltoallw_body(void *p)
{
    struct MPII_Ialltoallw_args *a = p;
    int err = PMPI_Alltoallw(a->sendbuf, a->sendcounts, a->sdispls, a->sendtypes, a->recvbuf, a->recvcounts, a->rdispls, a->recvtypes, a->comm);
    free(a);
    return err;
}
int MPI_Ialltoallw(const void *sendbuf, const int sendcounts[], const int sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const int recvcounts[], const int rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ialltoallw_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcounts = sendcounts; a->sdispls = sdispls; a->sendtypes = sendtypes; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->rdispls = rdispls; a->recvtypes = recvtypes; a->comm = comm;
    return __mpisim_nbc_start((void *)MPII_Ialltoallw_body, a, request, comm, "MPI_Ialltoallw");
}

struct MPII_Ireduce_args { const void *sendbuf; void *recvbuf; int count; MPI_Datatype datatype; MPI_Op op; int root; MPI_Comm comm; };
static int MPII_Ireduce_body(void *p)
{
    struct MPII_Ireduce_args *a = p;
    int err = PMPI_Reduce(a->sendbuf, a->recvbuf, a->count, a->datatype, a->op, a->root, a->comm);
    free(a);
    return err;
}
int MPI_Ireduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ireduce_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->count = count; a->datatype = datatype; a->op = op; a->root = root; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Ireduce_body, a, request, comm, "MPI_Ireduce"), request, datatype, MPI_DATATYPE_NULL, op);
}

struct MPII_Iallreduce_args { const void *sendbuf; void *recvbuf; int count; MPI_Datatype datatype; MPI_Op op; MPI_Comm comm; };
static int MPII_Iallreduce_body(void *p)
{
    struct MPII_Iallreduce_args *a = p;
    int err = PMPI_Allreduce(a->sendbuf, a->recvbuf, a->count, a->datatype, a->op, a->comm);
    free(a);
    return err;
}
int MPI_Iallreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Iallreduce_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->count = count; a->datatype = datatype; a->op = op; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Iallreduce_body, a, request, comm, "MPI_Iallreduce"), request, datatype, MPI_DATATYPE_NULL, op);
}

struct MPII_Ireduce_scatter_args { const void *sendbuf; void *recvbuf; const int *recvcounts; MPI_Datatype datatype; MPI_Op op; MPI_Comm comm; };
static int MPII_Ireduce_scatter_body(void *p)
{
    struct MPII_Ireduce_scatter_args *a = p;
    int err = PMPI_Reduce_scatter(a->sendbuf, a->recvbuf, a->recvcounts, a->datatype, a->op, a->comm);
    free(a);
    return err;
}
int MPI_Ireduce_scatter(const void *sendbuf, void *recvbuf, const int recvcounts[], MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ireduce_scatter_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->datatype = datatype; a->op = op; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Ireduce_scatter_body, a, request, comm, "MPI_Ireduce_scatter"), request, datatype, MPI_DATATYPE_NULL, op);
}

struct MPII_Ireduce_scatter_block_args { const void *sendbuf; void *recvbuf; int recvcount; MPI_Datatype datatype; MPI_Op op; MPI_Comm comm; };
static int MPII_Ireduce_scatter_block_body(void *p)
{
    struct MPII_Ireduce_scatter_block_args *a = p;
    int err = PMPI_Reduce_scatter_block(a->sendbuf, a->recvbuf, a->recvcount, a->datatype, a->op, a->comm);
    free(a);
    return err;
}
int MPI_Ireduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ireduce_scatter_block_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->recvcount = recvcount; a->datatype = datatype; a->op = op; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Ireduce_scatter_block_body, a, request, comm, "MPI_Ireduce_scatter_block"), request, datatype, MPI_DATATYPE_NULL, op);
}

struct MPII_Iscan_args { const void *sendbuf; void *recvbuf; int count; MPI_Datatype datatype; MPI_Op op; MPI_Comm comm; };
static int MPII_Iscan_body(void *p)
{
    struct MPII_Iscan_args *a = p;
    int err = PMPI_Scan(a->sendbuf, a->recvbuf, a->count, a->datatype, a->op, a->comm);
    free(a);
    return err;
}
int MPI_Iscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Iscan_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->count = count; a->datatype = datatype; a->op = op; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Iscan_body, a, request, comm, "MPI_Iscan"), request, datatype, MPI_DATATYPE_NULL, op);
}

struct MPII_Iexscan_args { const void *sendbuf; void *recvbuf; int count; MPI_Datatype datatype; MPI_Op op; MPI_Comm comm; };
static int MPII_Iexscan_body(void *p)
{
    struct MPII_Iexscan_args *a = p;
    int err = PMPI_Exscan(a->sendbuf, a->recvbuf, a->count, a->datatype, a->op, a->comm);
    free(a);
    return err;
}
int MPI_Iexscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Iexscan_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->recvbuf = recvbuf; a->count = count; a->datatype = datatype; a->op = op; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Iexscan_body, a, request, comm, "MPI_Iexscan"), request, datatype, MPI_DATATYPE_NULL, op);
}

/* MPICH's MPIR_Comm_idup_impl makes the new communicator's object at the call, before the
   request (MPII_Comm_copy_data): *newcomm names it at once, and the duplicate made in the
   coroutine takes that handle. */
static int MPII_Comm_idup_dup(MPI_Comm comm, MPI_Info info, MPI_Comm handle, MPI_Comm *newcomm)
{
    __mpisim_comm_claim(handle);
    int err = info == MPI_INFO_NULL ? PMPI_Comm_dup(comm, newcomm) : PMPI_Comm_dup_with_info(comm, info, newcomm);
    if (err)
        __mpisim_comm_unreserve(handle);
    return err;
}
struct MPII_Comm_idup_args { MPI_Comm comm; MPI_Comm handle; MPI_Comm *newcomm; };
static int MPII_Comm_idup_body(void *p)
{
    struct MPII_Comm_idup_args *a = p;
    int err = MPII_Comm_idup_dup(a->comm, MPI_INFO_NULL, a->handle, a->newcomm);
    free(a);
    return err;
}
int MPI_Comm_idup(MPI_Comm comm, MPI_Comm *newcomm, MPI_Request *request)
{
    MPIR_ARGCHECK("MPI_Comm_idup", comm, MPIR_P(newcomm), MPIR_P(request));
    struct MPII_Comm_idup_args *a = malloc(sizeof *a);
    a->comm = comm; a->newcomm = newcomm;
    a->handle = *newcomm = __mpisim_comm_reserve(comm);
    return __mpisim_nbc_start((void *)MPII_Comm_idup_body, a, request, comm, "MPI_Comm_idup");
}
struct MPII_Ineighbor_allgather_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Ineighbor_allgather_body(void *p)
{
    struct MPII_Ineighbor_allgather_args *a = p;
    int err = PMPI_Neighbor_allgather(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->comm);
    free(a);
    return err;
}
int MPI_Ineighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ineighbor_allgather_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Ineighbor_allgather_body, a, request, comm, "MPI_Ineighbor_allgather"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Ineighbor_alltoall_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; int recvcount; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Ineighbor_alltoall_body(void *p)
{
    struct MPII_Ineighbor_alltoall_args *a = p;
    int err = PMPI_Neighbor_alltoall(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcount, a->recvtype, a->comm);
    free(a);
    return err;
}
int MPI_Ineighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ineighbor_alltoall_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Ineighbor_alltoall_body, a, request, comm, "MPI_Ineighbor_alltoall"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Ineighbor_allgatherv_args { const void *sendbuf; int sendcount; MPI_Datatype sendtype; void *recvbuf; const int *recvcounts; const int *displs; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Ineighbor_allgatherv_body(void *p)
{
    struct MPII_Ineighbor_allgatherv_args *a = p;
    int err = PMPI_Neighbor_allgatherv(a->sendbuf, a->sendcount, a->sendtype, a->recvbuf, a->recvcounts, a->displs, a->recvtype, a->comm);
    free(a);
    return err;
}
int MPI_Ineighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ineighbor_allgatherv_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->displs = displs; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Ineighbor_allgatherv_body, a, request, comm, "MPI_Ineighbor_allgatherv"), request, sendtype, recvtype, MPI_OP_NULL);
}

struct MPII_Ineighbor_alltoallv_args { const void *sendbuf; const int *sendcounts; const int *sdispls; MPI_Datatype sendtype; void *recvbuf; const int *recvcounts; const int *rdispls; MPI_Datatype recvtype; MPI_Comm comm; };
static int MPII_Ineighbor_alltoallv_body(void *p)
{
    struct MPII_Ineighbor_alltoallv_args *a = p;
    int err = PMPI_Neighbor_alltoallv(a->sendbuf, a->sendcounts, a->sdispls, a->sendtype, a->recvbuf, a->recvcounts, a->rdispls, a->recvtype, a->comm);
    free(a);
    return err;
}
int MPI_Ineighbor_alltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[], MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ineighbor_alltoallv_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcounts = sendcounts; a->sdispls = sdispls; a->sendtype = sendtype; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->rdispls = rdispls; a->recvtype = recvtype; a->comm = comm;
    return MPII_pcoll_held(__mpisim_nbc_start((void *)MPII_Ineighbor_alltoallv_body, a, request, comm, "MPI_Ineighbor_alltoallv"), request, sendtype, recvtype, MPI_OP_NULL);
}
struct MPII_Ineighbor_alltoallw_args { const void *sendbuf; const int *sendcounts; const MPI_Aint *sdispls; const MPI_Datatype *sendtypes; void *recvbuf; const int *recvcounts; const MPI_Aint *rdispls; const MPI_Datatype *recvtypes; MPI_Comm comm; };
static int MPII_Ineighbor_alltoallw_body(void *p)
{
    struct MPII_Ineighbor_alltoallw_args *a = p;
    int err = PMPI_Neighbor_alltoallw(a->sendbuf, a->sendcounts, a->sdispls, a->sendtypes, a->recvbuf, a->recvcounts, a->rdispls, a->recvtypes, a->comm);
    free(a);
    return err;
}
int MPI_Ineighbor_alltoallw(const void *sendbuf, const int sendcounts[], const MPI_Aint sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const int recvcounts[], const MPI_Aint rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm, MPI_Request *request)
{
    struct MPII_Ineighbor_alltoallw_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcounts = sendcounts; a->sdispls = sdispls; a->sendtypes = sendtypes; a->recvbuf = recvbuf; a->recvcounts = recvcounts; a->rdispls = rdispls; a->recvtypes = recvtypes; a->comm = comm;
    return __mpisim_nbc_start((void *)MPII_Ineighbor_alltoallw_body, a, request, comm, "MPI_Ineighbor_alltoallw");
}
struct MPII_Comm_idup_with_info_args { MPI_Comm comm; MPI_Info info; MPI_Comm handle; MPI_Comm *newcomm; };
static int MPII_Comm_idup_with_info_body(void *p)
{
    struct MPII_Comm_idup_with_info_args *a = p;
    int err = MPII_Comm_idup_dup(a->comm, a->info, a->handle, a->newcomm);
    if (a->info != MPI_INFO_NULL)
        MPI_Info_free(&a->info);
    free(a);
    return err;
}
int MPI_Comm_idup_with_info(MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm, MPI_Request *request)
{
    MPIR_ARGCHECK("MPI_Comm_idup_with_info", comm, info, MPIR_P(newcomm), MPIR_P(request));
    struct MPII_Comm_idup_with_info_args *a = malloc(sizeof *a);
    a->comm = comm; a->newcomm = newcomm; a->info = MPI_INFO_NULL;
    /* The hints are read when the duplicate is made: the caller may free its info at once. */
    if (info != MPI_INFO_NULL)
        MPI_Info_dup(info, &a->info);
    a->handle = *newcomm = __mpisim_comm_reserve(comm);
    return __mpisim_nbc_start((void *)MPII_Comm_idup_with_info_body, a, request, comm, "MPI_Comm_idup_with_info");
}
