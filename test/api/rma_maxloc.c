/* MPI_Accumulate with MPI_MAXLOC/MPI_MINLOC on the pair types (MPI_2INT, MPI_DOUBLE_INT,
   MPI_SHORT_INT): the better value wins with its index, ties keep the smaller index. */
// mpi-np: 3
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    struct { int v, i; } t2[3], o2[3];
    struct { double v; int i; } td[2], od[2];
    struct { short v; int i; } ts[2], os[2];
    for (int k = 0; k < 3; k++) { t2[k].v = 5; t2[k].i = 100; o2[k].v = (rank * 7 + k * 3) % 10; o2[k].i = rank; }
    for (int k = 0; k < 2; k++) { td[k].v = 2.5; td[k].i = 100; od[k].v = rank * 1.5 - k; od[k].i = rank; ts[k].v = 3; ts[k].i = 100; os[k].v = (short)(rank - k); os[k].i = rank; }
    MPI_Win w2, wd, ws;
    MPI_Win_create(t2, sizeof t2, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &w2);
    MPI_Win_create(td, sizeof td, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &wd);
    MPI_Win_create(ts, sizeof ts, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &ws);
    MPI_Win_fence(0, w2); MPI_Win_fence(0, wd); MPI_Win_fence(0, ws);
    MPI_Accumulate(o2, 3, MPI_2INT, 0, 0, 3, MPI_2INT, MPI_MAXLOC, w2);
    MPI_Accumulate(od, 2, MPI_DOUBLE_INT, 0, 0, 2, MPI_DOUBLE_INT, MPI_MINLOC, wd);
    MPI_Accumulate(os, 2, MPI_SHORT_INT, 0, 0, 2, MPI_SHORT_INT, MPI_MAXLOC, ws);
    MPI_Win_fence(0, w2); MPI_Win_fence(0, wd); MPI_Win_fence(0, ws);
    if (rank == 0) {
        for (int k = 0; k < 3; k++) printf("2int maxloc %d: %d at %d\n", k, t2[k].v, t2[k].i);
        for (int k = 0; k < 2; k++) printf("double_int minloc %d: %g at %d\n", k, td[k].v, td[k].i);
        for (int k = 0; k < 2; k++) printf("short_int maxloc %d: %d at %d\n", k, ts[k].v, ts[k].i);
    }
    MPI_Win_free(&w2); MPI_Win_free(&wd); MPI_Win_free(&ws);
    MPI_Finalize();
    return 0;
}
