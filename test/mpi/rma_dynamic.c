// mpi-np: 1 2 3 4
/* Dynamic windows: each rank attaches a stack array and a malloc'd block, sends their addresses
   (MPI_Get_address) to its neighbours, which put, get and accumulate at those absolute
   displacements (MPI_BOTTOM-based, disp_unit 1) under fences and passive-target locks;
   memory is detached and another block attached between epochs, and MPI_Aint_add/diff give
   displacements inside an attached block. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i, left, right, local[4];
    long *heap;
    MPI_Aint mine[2], theirs[2];
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    left = (rank + size - 1) % size;
    right = (rank + 1) % size;
    MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    for (i = 0; i < 4; i++)
        local[i] = 10 * rank + i;
    heap = malloc(8 * sizeof(long));
    for (i = 0; i < 8; i++)
        heap[i] = 0;
    MPI_Win_attach(win, local, sizeof local);
    MPI_Win_attach(win, heap, 8 * sizeof(long));
    MPI_Get_address(local, &mine[0]);
    MPI_Get_address(heap, &mine[1]);
    /* The right neighbour learns where my memory is. */
    MPI_Sendrecv(mine, 2, MPI_AINT, right, 0, theirs, 2, MPI_AINT, left, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);

    /* Fence epoch: read the left neighbour's array, write into its heap block. */
    MPI_Win_fence(0, win);
    {
        int got[4];
        long v = 100 + rank;
        MPI_Get(got, 4, MPI_INT, left, theirs[0], 4, MPI_INT, win);
        MPI_Put(&v, 1, MPI_LONG, left, MPI_Aint_add(theirs[1], 2 * sizeof(long)), 1, MPI_LONG, win);
        MPI_Win_fence(0, win);
        printf("rank %d: got from %d: %d %d %d %d\n", rank, left, got[0], got[1], got[2], got[3]);
    }
    printf("rank %d: heap[2] = %ld (from %d)\n", rank, heap[2], right);

    /* Passive target: every rank adds into rank 0's heap block, one at a time. */
    {
        MPI_Aint base0 = mine[1];
        long one = 1, prev = -1;
        MPI_Bcast(&base0, 1, MPI_AINT, 0, MPI_COMM_WORLD);
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win);
        MPI_Accumulate(&one, 1, MPI_LONG, 0, base0, 1, MPI_LONG, MPI_SUM, win);
        MPI_Win_unlock(0, win);
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
        MPI_Fetch_and_op(&one, &prev, MPI_LONG, 0, MPI_Aint_add(base0, sizeof(long)), MPI_NO_OP, win);
        MPI_Win_unlock(0, win);
        MPI_Barrier(MPI_COMM_WORLD);
        if (rank == 0)
            printf("rank 0: counter %ld, next %ld\n", heap[0], prev);
        else
            printf("rank %d: read next %ld\n", rank, prev);
    }

    /* Detach the stack array, attach a fresh block in its place; the peers get its address. */
    MPI_Win_detach(win, local);
    {
        double *more = malloc(3 * sizeof(double));
        MPI_Aint where, peer;
        for (i = 0; i < 3; i++)
            more[i] = rank + 0.5 * i;
        MPI_Win_attach(win, more, 3 * sizeof(double));
        MPI_Get_address(&more[1], &where);
        MPI_Sendrecv(&where, 1, MPI_AINT, left, 1, &peer, 1, MPI_AINT, right, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Win_fence(0, win);
        {
            double d[2];
            MPI_Get(d, 2, MPI_DOUBLE, right, peer, 2, MPI_DOUBLE, win);
            MPI_Win_fence(0, win);
            printf("rank %d: from %d's new block: %g %g (diff to its start %ld)\n", rank, right, d[0], d[1],
                   (long)MPI_Aint_diff(peer, MPI_Aint_add(peer, -(MPI_Aint)sizeof(double))));
        }
        MPI_Win_detach(win, more);
        free(more);
    }
    MPI_Win_detach(win, heap);
    MPI_Win_free(&win);
    free(heap);
    MPI_Finalize();
    return 0;
}
