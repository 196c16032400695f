/* Persistent collectives started in a different order on each rank (MPICH's coll/p_order):
   MPICH matches them by the order of their MPI_*_init calls, which take the schedule's tag, so
   any order of MPI_Start works, and again at every restart. Three processes only: at 2 and 4,
   MPICH 4.0.2's persistent MPI_Allgather_init gives the other ranks' first-start data again at
   every later start (and its MPI_Gather_init gives the root uninitialized data at any size);
   mpisim gives the data of each start. */
// mpi-np: 3
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, a = -1, sum = 0, one, gathered[8];
    MPI_Request req[4];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Bcast_init(&a, 1, MPI_INT, 0, MPI_COMM_WORLD, MPI_INFO_NULL, &req[0]);
    MPI_Allreduce_init(&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, MPI_INFO_NULL, &req[1]);
    MPI_Barrier_init(MPI_COMM_WORLD, MPI_INFO_NULL, &req[2]);
    MPI_Allgather_init(&one, 1, MPI_INT, gathered, 1, MPI_INT, MPI_COMM_WORLD, MPI_INFO_NULL, &req[3]);
    for (int round = 0; round < 3; round++) {
        one = rank + 10 * round;
        if (rank == 0)
            a = 100 + round;
        /* Each rank its own order: a rotation of the four requests. */
        for (int k = 0; k < 4; k++)
            MPI_Start(&req[(k + rank + round) % 4]);
        MPI_Waitall(4, req, MPI_STATUSES_IGNORE);
        printf("round %d: bcast %d allreduce %d", round, a, sum);
        for (int k = 0; k < size; k++)
                printf(" %d", gathered[k]);
        printf("\n");
    }
    for (int k = 0; k < 4; k++)
        MPI_Request_free(&req[k]);
    MPI_Finalize();
    return 0;
}
