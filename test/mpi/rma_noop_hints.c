// mpi-np: 1 2 3
/* MPI_NO_OP reads no origin buffer (a NULL one is allowed, as MPICH's rma/get_accumulate passes
   it), and the hints given when a window is made are those MPI_Win_get_info reads back
   (MPICH's rma/win_info). Only the calls' return codes are printed: MPICH 4.0.2 on this machine
   fills the result buffers wrongly here (rank 0 reads its own values back, or none with
   MPI_Win_create), which is not what is tested. */
#include <mpi.h>
#include <stdio.h>

static void hint(MPI_Win win, const char *key, int rank)
{
    MPI_Info info;
    char value[MPI_MAX_INFO_VAL];
    int flag;
    MPI_Win_get_info(win, &info);
    MPI_Info_get(info, key, MPI_MAX_INFO_VAL - 1, value, &flag);
    printf("rank %d: %s = %s\n", rank, key, flag ? value : "(unset)");
    MPI_Info_free(&info);
}

int main(int argc, char **argv)
{
    int rank, size, *base, result[2] = { -1, -1 }, fetched = -1, target, e1, e2;
    MPI_Win win;
    MPI_Info info;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    target = (rank + 1) % size;

    MPI_Info_create(&info);
    MPI_Info_set(info, "no_locks", "false");
    MPI_Info_set(info, "accumulate_ordering", "none");
    MPI_Info_set(info, "not_a_hint", "true");
    MPI_Win_allocate(2 * sizeof(int), sizeof(int), info, MPI_COMM_WORLD, &base, &win);
    MPI_Info_free(&info);
    hint(win, "no_locks", rank);
    hint(win, "accumulate_ordering", rank);
    hint(win, "accumulate_ops", rank);
    hint(win, "not_a_hint", rank);

    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, rank, 0, win);
    base[0] = 10 * rank;
    base[1] = 10 * rank + 1;
    MPI_Win_unlock(rank, win);
    MPI_Barrier(MPI_COMM_WORLD);

    MPI_Win_lock(MPI_LOCK_SHARED, target, 0, win);
    e1 = MPI_Get_accumulate(NULL, 2, MPI_INT, result, 2, MPI_INT, target, 0, 2, MPI_INT, MPI_NO_OP, win);
    e2 = MPI_Fetch_and_op(NULL, &fetched, MPI_INT, target, 1, MPI_NO_OP, win);
    MPI_Win_unlock(target, win);
    printf("rank %d: MPI_NO_OP from rank %d without an origin buffer: %d %d\n", rank, target, e1, e2);

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, rank, 0, win);
    printf("rank %d: own window %d %d\n", rank, base[0], base[1]);
    MPI_Win_unlock(rank, win);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
