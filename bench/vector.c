/* Derived-datatype traffic: each iteration puts, gets and sends a vector of NBLOCK single ints
   (stride 2), the layout DTPools' tests move. Iterations from argv[1]. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define NBLOCK 10000

int main(int argc, char **argv)
{
    int rank, iters = argc > 1 ? atoi(argv[1]) : 10;
    int *a, *w;
    MPI_Win win;
    MPI_Datatype v;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    a = calloc(2 * NBLOCK, sizeof(int));
    for (int k = 0; k < 2 * NBLOCK; k++) a[k] = k;
    MPI_Type_vector(NBLOCK, 1, 2, MPI_INT, &v);
    MPI_Type_commit(&v);
    MPI_Win_allocate(2 * NBLOCK * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &w, &win);
    for (int it = 0; it < iters; it++) {
        MPI_Win_fence(0, win);
        if (rank == 0) {
            MPI_Put(a, 1, v, 1, 0, 1, v, win);
            MPI_Get(a + 1, 1, v, 1, 0, 1, v, win);
        }
        MPI_Win_fence(0, win);
        if (rank == 0) MPI_Send(a, 1, v, 1, 0, MPI_COMM_WORLD);
        else MPI_Recv(w, 1, v, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    if (rank == 1) printf("%d %d\n", w[0], w[2 * NBLOCK - 2]);
    MPI_Win_free(&win);
    MPI_Type_free(&v);
    free(a);
    MPI_Finalize();
    return 0;
}
