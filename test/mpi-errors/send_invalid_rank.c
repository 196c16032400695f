/* MPI_Send to a rank outside MPI_COMM_WORLD (rank 0 only; the others wait in a barrier). */
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 42;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) MPI_Send(&x, 1, MPI_INT, 5, 0, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
