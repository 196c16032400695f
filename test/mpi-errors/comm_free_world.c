/* MPI_Comm_free(&MPI_COMM_WORLD) on rank 0. */
#include <mpi.h>
int main(int argc, char **argv) {
    int rank;
    MPI_Comm c = MPI_COMM_WORLD;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) MPI_Comm_free(&c);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
