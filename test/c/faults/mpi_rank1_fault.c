// Two ranks; only rank 1 dereferences a null pointer: the report names rank 1.
// mpisim-np: 2
// expect-fault: null pointer dereference at 16:12 (rank 1)
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    printf("rank %d of %d ready\n", rank, size);
    fflush(stdout);
    if (rank == 1) {
        int *p = NULL;
        *p = rank; /*FAULT*/
    }
    MPI_Finalize();
    return 0;
}
