/* An MPI program of two translation units (with mpi_sum.c). */
#include <mpi.h>
#include <stdio.h>

double rank_sum(double mine, MPI_Comm comm);
extern int sum_calls;

int main(int argc, char **argv)
{
    int rank, size;
    double total;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    total = rank_sum(rank + 0.5, MPI_COMM_WORLD);
    printf("rank %d of %d: sum %.1f calls %d argc %d last %s\n", rank, size, total, sum_calls, argc, argv[argc - 1]);
    MPI_Finalize();
    return 0;
}
