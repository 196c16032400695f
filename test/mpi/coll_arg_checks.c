// mpi-np: 1 2
/*
 * Argument checks MPICH 4.0.2's bindings make at the call, printed as each error's class and the
 * last line of its stack: MPI_Reduce_local's op check (a predefined op's for the datatype, before
 * the datatype's own checks), and the neighbourhood collectives' checks of each neighbour's
 * count, datatype and buffer part (one entry per neighbour of the topology, not per member), in
 * the blocking, nonblocking and persistent forms.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static void report(const char *what, int rc)
{
    char s[MPI_MAX_ERROR_STRING], *last;
    int n, cls;
    if (rc == MPI_SUCCESS) {
        printf("%s: MPI_SUCCESS\n", what);
        return;
    }
    MPI_Error_class(rc, &cls);
    MPI_Error_string(rc, s, &n);
    last = strrchr(s, '\n');
    printf("%s: class %d: %s\n", what, cls, last ? last + 1 : s);
}

int main(int argc, char **argv)
{
    int in[8] = { 0 }, inout[8] = { 0 }, sbuf[8] = { 0 }, rbuf[8] = { 0 };
    int size, dims[1], periods[1] = { 1 }, ones[2] = { 1, 1 }, zeros[2] = { 0, 0 }, neg[2] = { 1, -2 }, negs[2] = { -3, -3 }, idispls[2] = { 0, 1 };
    MPI_Aint displs[2] = { 0, 4 };
    MPI_Datatype types[2] = { MPI_INT, MPI_INT }, badtypes[2] = { MPI_INT, MPI_DATATYPE_NULL };
    MPI_Comm ring;
    MPI_Request req;
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    report("Reduce_local MPI_DATATYPE_NULL", MPI_Reduce_local(in, inout, 1, MPI_DATATYPE_NULL, MPI_SUM));
    report("Reduce_local MAXLOC on MPI_INT", MPI_Reduce_local(in, inout, 1, MPI_INT, MPI_MAXLOC));
    report("Reduce_local MPI_OP_NULL", MPI_Reduce_local(in, inout, 1, MPI_INT, MPI_OP_NULL));
    report("Reduce_local BAND on MPI_FLOAT", MPI_Reduce_local(in, inout, 1, MPI_FLOAT, MPI_BAND));
    report("Reduce_local_c MPI_DATATYPE_NULL", MPI_Reduce_local_c(in, inout, 1, MPI_DATATYPE_NULL, MPI_PROD));
    report("Reduce_local SUM on MPI_INT", MPI_Reduce_local(in, inout, 2, MPI_INT, MPI_SUM));
    report("Alltoallv negative receive count",
           MPI_Alltoallv(sbuf, ones, idispls, MPI_INT, rbuf, negs, idispls, MPI_INT, MPI_COMM_WORLD));
    report("Ialltoallv negative send count",
           MPI_Ialltoallv(sbuf, negs, idispls, MPI_INT, rbuf, ones, idispls, MPI_INT, MPI_COMM_WORLD, &req));

    /* A periodic ring: two neighbours (left, right) at every rank, whatever the size. */
    dims[0] = size;
    MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &ring);
    MPI_Comm_set_errhandler(ring, MPI_ERRORS_RETURN);
    report("Neighbor_alltoallw null type, count 1",
           MPI_Neighbor_alltoallw(sbuf, ones, displs, badtypes, rbuf, ones, displs, types, ring));
    report("Neighbor_alltoallw null type, count 0",
           MPI_Neighbor_alltoallw(sbuf, zeros, displs, badtypes, rbuf, zeros, displs, badtypes, ring));
    report("Ineighbor_alltoallw null receive type",
           MPI_Ineighbor_alltoallw(sbuf, ones, displs, types, rbuf, ones, displs, badtypes, ring, &req));
    report("Neighbor_alltoallw_init negative count",
           MPI_Neighbor_alltoallw_init(sbuf, neg, displs, types, rbuf, ones, displs, types, ring, MPI_INFO_NULL, &req));
    report("Neighbor_alltoallv NULL send buffer",
           MPI_Neighbor_alltoallv(NULL, ones, idispls, MPI_INT, rbuf, ones, idispls, MPI_INT, ring));
    report("Ineighbor_alltoallv negative receive count",
           MPI_Ineighbor_alltoallv(sbuf, ones, idispls, MPI_INT, rbuf, neg, idispls, MPI_INT, ring, &req));
    report("Neighbor_allgatherv NULL receive buffer",
           MPI_Neighbor_allgatherv(sbuf, 1, MPI_INT, NULL, ones, idispls, MPI_INT, ring));
    report("Neighbor_allgatherv_init negative count",
           MPI_Neighbor_allgatherv_init(sbuf, 1, MPI_INT, rbuf, neg, idispls, MPI_INT, ring, MPI_INFO_NULL, &req));
    report("Neighbor_alltoallw", MPI_Neighbor_alltoallw(sbuf, ones, displs, types, rbuf, ones, displs, types, ring));
    MPI_Comm_free(&ring);
    MPI_Finalize();
    return 0;
}
