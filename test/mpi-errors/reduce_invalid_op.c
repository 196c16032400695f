/* MPI_Allreduce with an op handle that is not an op, on every rank. */
#include <mpi.h>
int main(int argc, char **argv) {
    int x = 1, y = 0;
    MPI_Init(&argc, &argv);
    MPI_Allreduce(&x, &y, 1, MPI_INT, (MPI_Op)12345, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
