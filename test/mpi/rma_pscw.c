// mpi-np: 1 2 3 4 5
/* General active target: even ranks expose their window to odd ranks (post/wait), odd ranks
   access it (start/complete) and put their rank; then the roles swap. */
#include <mpi.h>
#include <stdio.h>

/* The window is a global: MPICH 4.0.2 (ch4:ucx) loses puts of a second, role-swapped epoch on
   a window from MPI_Win_allocate, measured here; with MPI_Win_create it does not. */
static int slot[2] = { -1, -1 };

int main(int argc, char **argv)
{
    int rank, size, i, n = 0, peers[64];
    MPI_Group world, others;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    for (i = 0; i < size; i++)
        if (i % 2 != rank % 2)
            peers[n++] = i;
    MPI_Group_incl(world, n, peers, &others);
    MPI_Win_create(slot, sizeof slot, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    if (rank % 2 == 0) {
        MPI_Win_post(others, 0, win);
        MPI_Win_wait(win);
        printf("rank %d: exposed, slot %d\n", rank, slot[0]);
    } else if (n > 0) {
        MPI_Win_start(others, 0, win);
        for (i = 0; i < n; i++)
            if (peers[i] == rank - 1)
                MPI_Put(&rank, 1, MPI_INT, peers[i], 0, 1, MPI_INT, win);
        MPI_Win_complete(win);
        printf("rank %d: accessed %d targets\n", rank, n);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank % 2 == 1) {
        MPI_Win_post(others, 0, win);
        MPI_Win_wait(win);
        printf("rank %d: exposed again, slots %d %d\n", rank, slot[0], slot[1]);
    } else if (n > 0) {
        int v = 1000 + rank;
        MPI_Win_start(others, 0, win);
        /* The right neighbour's second slot, or (last even rank) the first odd rank's first. */
        MPI_Put(&v, 1, MPI_INT, rank + 1 < size ? rank + 1 : peers[0], rank + 1 < size ? 1 : 0, 1, MPI_INT, win);
        MPI_Win_complete(win);
        printf("rank %d: put %d\n", rank, v);
    }
    MPI_Group_free(&others);
    MPI_Group_free(&world);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
