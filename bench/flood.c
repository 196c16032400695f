/* Unexpected-queue benchmark (MPICH's pt2pt/pingping pattern): rank 0 sends N small messages
   before rank 1 posts any receive, so all N wait in rank 1's unexpected queue; rank 1 then
   receives them in order. */
#include <stdio.h>
#include <stdlib.h>
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, n = argc > 1 ? atoi(argv[1]) : 10000, v = 0;
    long sum = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        for (int i = 0; i < n; i++) MPI_Send(&i, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) {
        for (int i = 0; i < n; i++) {
            MPI_Recv(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            sum += v;
        }
        printf("%d messages, sum %ld\n", n, sum);
    }
    MPI_Finalize();
    return 0;
}
