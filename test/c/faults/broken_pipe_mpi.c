// Rank 1 writes to a pipe with no reader: SIGPIPE kills it, and mpiexec reports signal 13.
// mpisim-np: 2
// expect-fault: broken pipe at 16:9 (rank 1)
#include <mpi.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    int rank, p[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (pipe(p) != 0) return 1;
    close(p[0]);
    if (rank == 1)
        write(p[1], "x", 1); /*FAULT*/
    MPI_Barrier(MPI_COMM_WORLD);
    printf("rank %d passed the barrier\n", rank);
    MPI_Finalize();
    return 0;
}
