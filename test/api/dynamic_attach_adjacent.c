/* A dynamic window's RMA may span two adjacent attached regions (MPICH's
   rma/win_dynamic_rma_flush_get attaches two halves of one array and puts across both). */
// mpi-np: 2
#include <mpi.h>
#include <stdio.h>

#define N 64

int main(int argc, char **argv)
{
    int rank, mem[2 * N], src[2 * N], i, sum = 0;
    MPI_Aint addr;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (i = 0; i < 2 * N; i++) { mem[i] = 0; src[i] = i + 1; }
    MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_attach(win, &mem[0], sizeof(int) * N);
    MPI_Win_attach(win, &mem[N], sizeof(int) * N);
    MPI_Get_address(&mem[N / 2], &addr);
    MPI_Bcast(&addr, 1, MPI_AINT, 1, MPI_COMM_WORLD);
    if (rank == 0) {
        MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
        MPI_Put(src, N, MPI_INT, 1, addr, N, MPI_INT, win);
        MPI_Win_unlock(1, win);
        MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
        MPI_Accumulate(src, N, MPI_INT, 1, addr, N, MPI_INT, MPI_SUM, win);
        MPI_Win_unlock(1, win);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) {
        MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
        for (i = 0; i < 2 * N; i++) sum += mem[i];
        MPI_Win_unlock(1, win);
        printf("sum %d first %d last %d\n", sum, mem[N / 2], mem[N / 2 + N - 1]);
    }
    MPI_Win_detach(win, &mem[N]);
    MPI_Win_detach(win, &mem[0]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
