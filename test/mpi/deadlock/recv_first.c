// mpi-np: 4
/*
 * A deadlock: ranks 0 and 1 both call MPI_Recv from each other before sending; the other
 * ranks finish. Real MPICH hangs (the differential test runs it under `timeout`); mpisim must
 * stop with exit status 3 and a wait-for graph naming ranks 0 and 1, MPI_Recv and the line
 * marked below. Each rank flushes what it prints, so the output before the hang is visible.
 * Not part of the main corpus (test/mpi/*.c): test/differential/mpi-mpich.test.ts runs it.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, size, x = 0, y;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    printf("rank %d before recv\n", rank);
    fflush(stdout);
    if (rank < 2) {
        int other = 1 - rank;
        MPI_Recv(&y, 1, MPI_INT, other, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* deadlock-here */
        MPI_Send(&x, 1, MPI_INT, other, 0, MPI_COMM_WORLD);
    }
    printf("rank %d done\n", rank);
    fflush(stdout);
    MPI_Finalize();
    return 0;
}
