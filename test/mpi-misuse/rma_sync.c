/* One-sided calls outside the epochs they need: MPICH reports "Wrong synchronization of RMA
   calls" (MPI_ERR_RMA_SYNC) from its device. The window returns errors, which are printed; the
   last put has the default handler back and ends the job. */
#include "report.h"

int main(int argc, char **argv)
{
    int rank, buf[4] = { 0 }, v = 1, flag;
    long one = 1, res, cmp = 0;
    MPI_Win win;
    MPI_Group g;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_group(MPI_COMM_WORLD, &g);
    MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_set_errhandler(win, MPI_ERRORS_RETURN);
    report("put outside an epoch", MPI_Put(&v, 1, MPI_INT, 0, 0, 1, MPI_INT, win));
    report("get outside an epoch", MPI_Get(&v, 1, MPI_INT, 0, 0, 1, MPI_INT, win));
    report("accumulate outside an epoch", MPI_Accumulate(&v, 1, MPI_INT, 0, 0, 1, MPI_INT, MPI_SUM, win));
    report("fetch_and_op outside an epoch", MPI_Fetch_and_op(&one, &res, MPI_LONG, 0, 0, MPI_SUM, win));
    report("compare_and_swap outside an epoch", MPI_Compare_and_swap(&one, &cmp, &res, MPI_LONG, 0, 0, win));
    report("unlock without lock", MPI_Win_unlock(0, win));
    report("unlock_all without lock_all", MPI_Win_unlock_all(win));
    report("complete without start", MPI_Win_complete(win));
    report("wait without post", MPI_Win_wait(win));
    report("test without post", MPI_Win_test(win, &flag));
    report("flush without lock", MPI_Win_flush(0, win));
    report("flush_all without lock", MPI_Win_flush_all(win));
    report("sync without lock", MPI_Win_sync(win));
    MPI_Win_fence(0, win);
    report("put to a rank outside the window", MPI_Put(&v, 1, MPI_INT, 7, 0, 1, MPI_INT, win));
    report("put after a fence", MPI_Put(&v, 1, MPI_INT, 0, 0, 1, MPI_INT, win));
    report("lock in a fence epoch", MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win));
    report("lock_all in a fence epoch", MPI_Win_lock_all(0, win));
    report("start in a fence epoch", MPI_Win_start(g, 0, win));
    MPI_Win_fence(MPI_MODE_NOSUCCEED, win);
    MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
    report("lock the same target twice", MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win));
    report("fence in a lock epoch", MPI_Win_fence(0, win));
    MPI_Win_unlock(0, win);
    MPI_Barrier(MPI_COMM_WORLD);
    fflush(stdout);
    MPI_Win_set_errhandler(win, MPI_ERRORS_ARE_FATAL);
    if (rank == 0)
        MPI_Put(&v, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
