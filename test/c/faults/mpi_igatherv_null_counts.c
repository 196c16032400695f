// MPI_Igatherv with recvcounts NULL at the root: MPICH's binding reads recvcounts[i] at the call
// and its process dies there (SIGSEGV); mpisim's fault is the user's call, not the MPI library's.
// mpisim-np: 2
// expect-fault: null pointer dereference at 22:5 (rank 0)
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, size, x, buf[8], displs[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    MPI_Request req;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    x = rank;
    printf("rank %d of %d ready\n", rank, size);
    fflush(stdout);
    if (rank != 0) {
        MPI_Finalize();
        return 0;
    }
    /* The root's counts are read at the call. */
    MPI_Igatherv(&x, 1, MPI_INT, buf, NULL, displs, MPI_INT, 0, MPI_COMM_WORLD, &req); /*FAULT*/
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}
