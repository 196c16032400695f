/* MPI_Comm_split cuts MPI_COMM_WORLD into rows of a 2-column grid; each row sums its members'
   ranks. In the debugger, the Communicators view shows each row's new context ID (allocated
   from every member's context-ID mask) next to MPI_COMM_WORLD's 0x0000. */
#include <stdio.h>
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, size, row_rank, row_size, sum;
    MPI_Comm row;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    /* Same color, same row: ranks 0-1 form row 0, ranks 2-3 row 1, ... */
    MPI_Comm_split(MPI_COMM_WORLD, rank / 2, rank, &row);
    MPI_Comm_set_name(row, "row");
    MPI_Comm_rank(row, &row_rank);
    MPI_Comm_size(row, &row_size);

    MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, row);
    printf("world rank %d is rank %d of %d in row %d; the row's ranks sum to %d\n",
           rank, row_rank, row_size, rank / 2, sum);

    MPI_Comm_free(&row);
    MPI_Finalize();
    return 0;
}
