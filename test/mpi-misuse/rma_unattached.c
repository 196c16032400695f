/* RMA to memory of a dynamic window that the target never attached: rank 1 puts into rank 0's
   window at an address rank 0 did not attach (MPI_BOTTOM + 64, where nothing is mapped).
   MPICH does not check it; the target process takes the write and dies. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, v = 7, buf[4] = { 0 };
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_attach(win, buf, sizeof buf);
    MPI_Win_fence(0, win);
    if (rank == 1)
        printf("put: %d\n", MPI_Put(&v, 1, MPI_INT, 0, 64, 1, MPI_INT, win));
    fflush(stdout);
    MPI_Win_fence(0, win);
    printf("rank %d: after the fence\n", rank);
    MPI_Win_detach(win, buf);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
