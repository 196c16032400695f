/* Rank 0 opens a port and sends its name, then waits for a message that never comes; rank 1
   connects, but nobody accepts: no process can make progress. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    char port[MPI_MAX_PORT_NAME];
    int rank, x;
    MPI_Comm inter;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Open_port(MPI_INFO_NULL, port);
        MPI_Send(port, MPI_MAX_PORT_NAME, MPI_CHAR, 1, 0, MPI_COMM_WORLD);
        MPI_Recv(&x, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
        MPI_Recv(port, MPI_MAX_PORT_NAME, MPI_CHAR, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Comm_connect(port, MPI_INFO_NULL, 0, MPI_COMM_SELF, &inter);
    }
    MPI_Finalize();
    return 0;
}
