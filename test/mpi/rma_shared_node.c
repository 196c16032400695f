// mpi-np: 1 2 3 5
/* Shared-memory windows per node: MPI_Comm_split_type(MPI_COMM_TYPE_SHARED) gives the node's
   communicator, over which each rank allocates a segment of (node rank + 1) longs, stores into
   it and reads every node-mate's segment by load after MPI_Win_sync + MPI_Barrier; then each
   rank puts into its next node-mate's segment and adds into the last one's last long; loads see
   both after a fence. On one node (the corpus) this is the whole job; test/differential/rma.test.ts
   also runs it as several nodes (mpiexec -launcher fork -hosts a:K,b:K against
   mpisim --ranks-per-node K). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int wrank, nrank, nsize, i, r, *wranks;
    long *mine;
    MPI_Comm node;
    MPI_Win win;
    MPI_Aint qsize;
    int qdisp;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
    MPI_Comm_rank(node, &nrank);
    MPI_Comm_size(node, &nsize);
    wranks = malloc(nsize * sizeof(int));
    MPI_Allgather(&wrank, 1, MPI_INT, wranks, 1, MPI_INT, node);
    printf("rank %d: node rank %d of %d\n", wrank, nrank, nsize);

    MPI_Win_allocate_shared((nrank + 1) * sizeof(long), sizeof(long), MPI_INFO_NULL, node, &mine, &win);
    MPI_Win_lock_all(0, win);
    for (i = 0; i <= nrank; i++)
        mine[i] = 100L * wrank + i;
    MPI_Win_sync(win);
    MPI_Barrier(node);
    MPI_Win_sync(win);
    for (r = 0; r < nsize; r++) {
        long *p, sum = 0;
        MPI_Win_shared_query(win, r, &qsize, &qdisp, &p);
        for (i = 0; i < qsize / qdisp; i++)
            sum += p[i];
        printf("rank %d: segment of world rank %d: %ld longs, sum %ld, contiguous after mine: %d\n", wrank, wranks[r],
               (long)(qsize / qdisp), sum, r != nrank + 1 || p == mine + nrank + 1);
    }
    MPI_Win_unlock_all(win);

    MPI_Win_fence(0, win);
    {
        long v = -wrank, one = 1;
        MPI_Put(&v, 1, MPI_LONG, (nrank + 1) % nsize, 0, 1, MPI_LONG, win);
        if (nsize > 1)
            MPI_Accumulate(&one, 1, MPI_LONG, nsize - 1, nsize - 1, 1, MPI_LONG, MPI_SUM, win);
    }
    MPI_Win_fence(0, win);
    {
        long *leader, *last;
        MPI_Win_shared_query(win, 0, &qsize, &qdisp, &leader);
        MPI_Win_shared_query(win, nsize - 1, &qsize, &qdisp, &last);
        printf("rank %d: mine[0] %ld, leader's first %ld, last's last %ld\n", wrank, mine[0], leader[0], last[nsize - 1]);
    }
    MPI_Win_free(&win);
    free(wranks);
    MPI_Comm_free(&node);
    MPI_Finalize();
    return 0;
}
