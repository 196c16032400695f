/* MPI_Send after MPI_Finalize, on every rank. */
#include <mpi.h>
int main(int argc, char **argv) {
    int x = 42;
    MPI_Init(&argc, &argv);
    MPI_Finalize();
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    return 0;
}
