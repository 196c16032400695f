/* Rank 0 sends 10 ints, rank 1 receives them into a 5-int buffer. */
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, buf[10] = {0};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) MPI_Send(buf, 10, MPI_INT, 1, 7, MPI_COMM_WORLD);
    else if (rank == 1) MPI_Recv(buf, 5, MPI_INT, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
