/* Sending with a derived datatype that was never committed. */
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, buf[4] = {0};
    MPI_Datatype t;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Type_contiguous(4, MPI_INT, &t);
    if (rank == 0) MPI_Send(buf, 1, t, 1, 0, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
