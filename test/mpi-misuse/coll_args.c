/* Collective arguments MPICH's bindings reject at the call, nonblocking ones included (their
 * checks must not wait for the schedule to run), and NULL output pointers of local calls. Every
 * case fails on every rank, so no rank is left waiting in a collective the others refused. */
#include <stdlib.h>
#include "report.h"

int main(int argc, char **argv)
{
    int rank, size, buf[64] = {0}, out[64], counts[16], displs[16], dims[2];
    MPI_Request req;
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (int i = 0; i < size; i++) { counts[i] = 1; displs[i] = i; }

    report("Iallreduce MPI_OP_NULL", MPI_Iallreduce(buf, out, 1, MPI_INT, MPI_OP_NULL, MPI_COMM_WORLD, &req));
    report("Iscan MPI_OP_NULL", MPI_Iscan(buf, out, 1, MPI_INT, MPI_OP_NULL, MPI_COMM_WORLD, &req));
    report("Ibcast root=size", MPI_Ibcast(buf, 1, MPI_INT, size, MPI_COMM_WORLD, &req));
    report("Igather root=-3", MPI_Igather(buf, 1, MPI_INT, out, 1, MPI_INT, -3, MPI_COMM_WORLD, &req));
    report("Ireduce aliased at root", MPI_Ireduce(buf, buf, 1, MPI_INT, MPI_SUM, rank, MPI_COMM_WORLD, &req));
    report("Iallreduce aliased", MPI_Iallreduce(buf, buf, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req));
    report("Allgather own block aliased", MPI_Allgather(buf + rank, 1, MPI_INT, buf, 1, MPI_INT, MPI_COMM_WORLD));
    report("Alltoall aliased", MPI_Alltoall(buf, 1, MPI_INT, buf, 1, MPI_INT, MPI_COMM_WORLD));
    report("Ialltoall aliased", MPI_Ialltoall(buf, 1, MPI_INT, buf, 1, MPI_INT, MPI_COMM_WORLD, &req));
    report("Allgatherv own block aliased", MPI_Allgatherv(buf + rank, 1, MPI_INT, buf, counts, displs, MPI_INT, MPI_COMM_WORLD));
    report("Alltoallv NULL recvbuf", MPI_Alltoallv(buf, counts, displs, MPI_INT, NULL, counts, displs, MPI_INT, MPI_COMM_WORLD));
    report("Ialltoallv NULL sendbuf", MPI_Ialltoallv(NULL, counts, displs, MPI_INT, out, counts, displs, MPI_INT, MPI_COMM_WORLD, &req));
    counts[size - 1] = -2;
    report("Alltoallv negative count", MPI_Alltoallv(buf, counts, displs, MPI_INT, out, counts, displs, MPI_INT, MPI_COMM_WORLD));
    counts[size - 1] = 1;
    report("Reduce_scatter NULL sendbuf", MPI_Reduce_scatter(NULL, out, counts, MPI_INT, MPI_SUM, MPI_COMM_WORLD));
    report("Reduce_scatter aliased", MPI_Reduce_scatter(buf, buf, counts, MPI_INT, MPI_SUM, MPI_COMM_WORLD));

    int keyval = MPI_KEYVAL_INVALID, bsize, flag;
    void *attached;
    report("Keyval_create NULL keyval", MPI_Keyval_create(MPI_NULL_COPY_FN, MPI_NULL_DELETE_FN, NULL, NULL));
    report("Keyval_free NULL keyval", MPI_Keyval_free(NULL));
    report("Dims_create NULL dims", MPI_Dims_create(4, 2, NULL));
    report("Dims_create one node, no dims", MPI_Dims_create(1, 0, NULL));
    report("Buffer_detach NULL buffer_addr", MPI_Buffer_detach(NULL, &bsize));
    report("Type_get_attr bad keyval, NULL flag", MPI_Type_get_attr(MPI_INT, 12345, &attached, NULL));
    MPI_Type_create_keyval(MPI_TYPE_NULL_COPY_FN, MPI_TYPE_NULL_DELETE_FN, &keyval, NULL);
    report("Type_get_attr NULL flag", MPI_Type_get_attr(MPI_INT, keyval, &attached, NULL));
    report("Type_get_attr", MPI_Type_get_attr(MPI_INT, keyval, &attached, &flag));
    MPI_Type_free_keyval(&keyval);
    (void)dims;
    MPI_Finalize();
    return 0;
}
