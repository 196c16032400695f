/* MPI_Abort(dup, 5) on rank 1 of a duplicate of MPI_COMM_WORLD. */
#include <mpi.h>
int main(int argc, char **argv) {
    int rank;
    MPI_Comm dup;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    if (rank == 1) MPI_Abort(dup, 5);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
