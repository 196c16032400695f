// MPI_Psend_init to MPI_PROC_NULL: the call passes MPICH 4.0.2's binding checks, then its ch4
// partitioned send init reads an address entry MPI_PROC_NULL has none of (SIGSEGV).
// mpisim-np: 1
// expect-fault: invalid memory access at 15:5 (rank 0)
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int x[4] = {0};
    MPI_Request req;
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    printf("partitioned send init to MPI_PROC_NULL\n");
    fflush(stdout);
    MPI_Psend_init(x, 2, 2, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, MPI_INFO_NULL, &req); /*FAULT*/
    MPI_Request_free(&req);
    MPI_Finalize();
    return 0;
}
