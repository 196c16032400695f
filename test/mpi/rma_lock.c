// mpi-np: 1 2 3 4 5
/* Passive target: a counter on rank 0 that every rank increments under an exclusive lock,
   fetch-and-op tickets, compare-and-swap, and reads under shared locks and lock_all. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, *base, i, flag, *disp;
    long ticket = -1, one = 1;
    MPI_Aint *wsize;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Win_allocate(4 * sizeof(long), sizeof(long), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    for (i = 0; i < 4; i++)
        ((long *)base)[i] = 0;
    MPI_Win_get_attr(win, MPI_WIN_SIZE, &wsize, &flag);
    MPI_Win_get_attr(win, MPI_WIN_DISP_UNIT, &disp, &flag);
    printf("rank %d: window size %ld disp unit %d\n", rank, (long)*wsize, *disp);
    MPI_Barrier(MPI_COMM_WORLD);

    for (i = 0; i < 3; i++) {
        long cur;
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win);
        MPI_Get(&cur, 1, MPI_LONG, 0, 0, 1, MPI_LONG, win);
        MPI_Win_flush(0, win);
        cur += 1;
        MPI_Put(&cur, 1, MPI_LONG, 0, 0, 1, MPI_LONG, win);
        MPI_Win_unlock(0, win);
    }
    MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
    MPI_Fetch_and_op(&one, &ticket, MPI_LONG, 0, 1, MPI_SUM, win);
    MPI_Win_unlock(0, win);
    {
        long cmp = 0, mine = 10 + rank, old = -1;
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win);
        MPI_Compare_and_swap(&mine, &cmp, &old, MPI_LONG, 0, 2, win);
        MPI_Win_unlock(0, win);
        printf("rank %d: ticket below %d: %d, swapped: %d\n", rank, size, ticket >= 0 && ticket < size, old == 0);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    {
        long vals[4], total = 0;
        MPI_Win_lock_all(0, win);
        MPI_Request req;
        MPI_Rget(vals, 3, MPI_LONG, 0, 0, 3, MPI_LONG, win, &req);
        MPI_Wait(&req, MPI_STATUS_IGNORE);
        MPI_Win_flush_all(win);
        MPI_Win_unlock_all(win);
        total = vals[2] >= 10 && vals[2] < 10 + size;
        printf("rank %d: counter %ld tickets %ld one winner %ld\n", rank, vals[0], vals[1], total);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
