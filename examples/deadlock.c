/* Ranks 0 and 1 both wait to receive before sending: neither can proceed. */
#include <stdio.h>
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, value = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank < 2) {
        int other = 1 - rank;
        printf("rank %d before recv\n", rank);
        MPI_Recv(&value, 1, MPI_INT, other, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Send(&rank, 1, MPI_INT, other, 0, MPI_COMM_WORLD);
    }
    printf("rank %d done\n", rank);

    MPI_Finalize();
    return 0;
}
