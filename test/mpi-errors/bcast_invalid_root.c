/* MPI_Bcast with a root outside the communicator, on every rank. */
#include <mpi.h>
int main(int argc, char **argv) {
    int x = 42;
    MPI_Init(&argc, &argv);
    MPI_Bcast(&x, 1, MPI_INT, 7, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
