/* Message-rate benchmark: ranks 0 and 1 bounce a small message ITERS times. */
#include <stdio.h>
#include <stdlib.h>
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, iters = argc > 1 ? atoi(argv[1]) : 10000, buf[4] = { 0 };
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < iters; i++) {
        if (rank == 0) {
            MPI_Send(buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD);
            MPI_Recv(buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else if (rank == 1) {
            MPI_Recv(buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            buf[0]++;
            MPI_Send(buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD);
        }
    }
    if (rank == 0)
        printf("%d round trips, counter %d\n", iters, buf[0]);
    MPI_Finalize();
    return 0;
}
