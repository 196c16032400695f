// mpi-np: 2 3
// journal: skip (each rank holds 1 GiB, which test/unit/journal.test.ts would hash at every check)
/* A window over a 1 GiB malloc'd buffer, as MPICH's DTPools RMA tests make one per rank
   (MTestDefaultMaxBufferSize): the buffer is hardly touched, the window is created and freed
   many times (once per communicator and datatype the tests try), and puts and gets reach both
   its first and its last ints. malloc(1 GiB) must succeed and nothing may cost in proportion to
   the window's size. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define BIG ((MPI_Aint) 1 << 30)

int main(int argc, char **argv)
{
    int rank, size, it;
    MPI_Comm comm;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int *buf = malloc(BIG);
    printf("rank %d: malloc(1 GiB) %s\n", rank, buf ? "succeeded" : "returned NULL");
    if (!buf) MPI_Abort(MPI_COMM_WORLD, 1);
    const MPI_Aint last = BIG / sizeof(int) - 1;
    buf[0] = -1;
    buf[last] = -1;
    for (it = 0; it < 16; it++) {
        MPI_Comm_dup(MPI_COMM_WORLD, &comm);
        MPI_Win_create(buf, BIG, sizeof(int), MPI_INFO_NULL, comm, &win);
        MPI_Win_fence(0, win);
        int target = (rank + 1) % size, v[2] = { 1000 * it + rank, 1000 * it + rank + 500 };
        MPI_Put(&v[0], 1, MPI_INT, target, 0, 1, MPI_INT, win);
        MPI_Put(&v[1], 1, MPI_INT, target, last, 1, MPI_INT, win);
        MPI_Win_fence(0, win);
        int got[2];
        MPI_Get(&got[0], 1, MPI_INT, target, 0, 1, MPI_INT, win);
        MPI_Get(&got[1], 1, MPI_INT, target, last, 1, MPI_INT, win);
        MPI_Win_fence(0, win);
        if (it % 5 == 0 || it == 15)
            printf("rank %d it %d: first %d last %d, read back from %d: %d %d\n", rank, it, buf[0], buf[last], target, got[0], got[1]);
        MPI_Win_free(&win);
        MPI_Comm_free(&comm);
    }
    free(buf);
    MPI_Finalize();
    return 0;
}
