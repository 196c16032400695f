/* MPI_Win_allocate_shared over MPI_COMM_WORLD when the ranks are on two nodes
   (mpisim -n 4 --ranks-per-node 2): the processes cannot share memory. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int *base;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Win_allocate_shared(16, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    printf("not reached\n");
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
