/* MPI_Send with a datatype handle that is not a datatype. */
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 42;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) MPI_Send(&x, 1, (MPI_Datatype)12345, 1, 0, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
