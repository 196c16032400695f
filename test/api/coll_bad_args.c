/* Collectives with one bad datatype, count or buffer argument under MPI_ERRORS_RETURN: each
   check where MPICH's binding makes it (the send arguments unless sendbuf is MPI_IN_PLACE, a
   gather's receive arguments at the root only; every rank passes the same bad argument
   where the check is made on every rank, so that no rank waits for one that returned), including the neighborhood, nonblocking and persistent collectives (a NULL request), whose
   bad datatype once reached mpisim's packing code (the fuzzer's mutant 1710 of topo_dist_graph.c). */
// mpi-np: 3
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static void report(const char *what, int rc)
{
    char msg[MPI_MAX_ERROR_STRING], *last;
    int cls, len;
    MPI_Error_class(rc, &cls);
    MPI_Error_string(rc, msg, &len);
    last = strrchr(msg, '\n');
    printf("%s: class %d: %s\n", what, cls, rc == MPI_SUCCESS ? "ok" : last ? last + 1 : msg);
}

int main(int argc, char **argv)
{
    int rank, size, s[8] = { 0 }, r[64], garbage = 12345;
    MPI_Comm ring;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    report("Allgather recvtype null", MPI_Allgather(s, 1, MPI_INT, r, 1, MPI_DATATYPE_NULL, MPI_COMM_WORLD));
    report("Allgather sendtype null in place", MPI_Allgather(MPI_IN_PLACE, 1, MPI_DATATYPE_NULL, r, 1, MPI_INT, MPI_COMM_WORLD));
    report("Allgather recvcount -1", MPI_Allgather(s, 1, MPI_INT, r, -1, MPI_INT, MPI_COMM_WORLD));
    report("Alltoall recvbuf NULL", MPI_Alltoall(s, 1, MPI_INT, NULL, 1, MPI_INT, MPI_COMM_WORLD));
    /* A gather's receive arguments matter at its root only, a scatter's send arguments too. */
    report("Gather recvtype garbage off the root", MPI_Gather(s, 1, MPI_INT, r, 1, rank ? (MPI_Datatype)garbage : MPI_INT, 0, MPI_COMM_WORLD));
    report("Scatter sendtype null off the root", MPI_Scatter(s, 1, rank != 1 ? MPI_DATATYPE_NULL : MPI_INT, r, 1, MPI_INT, 1, MPI_COMM_WORLD));
    report("Allreduce sendbuf NULL", MPI_Allreduce(NULL, r, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD));
    {
        MPI_Request q;
        report("Iallgather request NULL", MPI_Iallgather(s, 1, MPI_INT, r, 1, MPI_INT, MPI_COMM_WORLD, NULL));
        report("Ibcast request NULL", MPI_Ibcast(s, 1, MPI_INT, 0, MPI_COMM_WORLD, NULL));
        report("Allgather_init request NULL", MPI_Allgather_init(s, 1, MPI_INT, r, 1, MPI_INT, MPI_COMM_WORLD, MPI_INFO_NULL, NULL));
        report("Ialltoall recvtype garbage", MPI_Ialltoall(s, 1, MPI_INT, r, 1, (MPI_Datatype)garbage, MPI_COMM_WORLD, &q));
        report("Iallgather", MPI_Iallgather(&rank, 1, MPI_INT, r, 1, MPI_INT, MPI_COMM_WORLD, &q));
        MPI_Wait(&q, MPI_STATUS_IGNORE);
        printf("gathered %d %d %d\n", r[0], r[1], r[2]);
    }
    {
        int periods = 1, dims = size;
        MPI_Cart_create(MPI_COMM_WORLD, 1, &dims, &periods, 0, &ring);
        MPI_Comm_set_errhandler(ring, MPI_ERRORS_RETURN);
        report("Neighbor_allgather sendtype garbage", MPI_Neighbor_allgather(s, 1, (MPI_Datatype)garbage, r, 1, MPI_INT, ring));
        report("Neighbor_alltoall recvtype null", MPI_Neighbor_alltoall(s, 1, MPI_INT, r, 1, MPI_DATATYPE_NULL, ring));
        report("Neighbor_allgather", MPI_Neighbor_allgather(&rank, 1, MPI_INT, r, 1, MPI_INT, ring));
        printf("neighbours %d %d\n", r[0], r[1]);
        MPI_Comm_free(&ring);
    }
    MPI_Finalize();
    return 0;
}
