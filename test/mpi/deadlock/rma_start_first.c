// mpi-np: 3
/*
 * Rank 0 opens an access epoch on rank 1 (MPI_Win_start), but rank 1 first waits for a message
 * from rank 0 and only then would post: MPICH's MPI_Win_start waits for the post
 * (MPIDIG_mpi_win_start's progress loop), so ranks 0 and 1 hang; rank 2 finishes its part.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, buf = 0, x = 0, one;
    MPI_Group world, g;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Win_create(&buf, sizeof buf, sizeof buf, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    one = rank == 0 ? 1 : 0;
    MPI_Group_incl(world, 1, &one, &g);
    printf("rank %d before epoch\n", rank);
    fflush(stdout);
    if (rank == 0) {
        MPI_Win_start(g, 0, win); /* deadlock-here */
        MPI_Put(&rank, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
        MPI_Win_complete(win);
        MPI_Send(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* deadlock-here */
        MPI_Win_post(g, 0, win);
        MPI_Win_wait(win);
    }
    printf("rank %d done\n", rank);
    fflush(stdout);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
