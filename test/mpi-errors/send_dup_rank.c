/* MPI_Send to an invalid rank on a split of MPI_COMM_WORLD (rank 1 only). */
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 1;
    MPI_Comm half;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &half);
    if (rank == 1) MPI_Send(&x, 1, MPI_INT, 3, 0, half);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
