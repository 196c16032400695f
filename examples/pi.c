/* Computes pi by the midpoint rule; each rank sums a strided share, MPI_Reduce combines. */
#include <stdio.h>
#include <math.h>
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, size;
    const int n = 1000000;
    double h, sum = 0.0, mypi, pi;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    h = 1.0 / n;
    for (int i = rank + 1; i <= n; i += size) {
        double x = h * (i - 0.5);
        sum += 4.0 / (1.0 + x * x);
    }
    mypi = h * sum;
    MPI_Reduce(&mypi, &pi, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("pi is approximately %.12f, error %.3e\n", pi, fabs(pi - M_PI));

    MPI_Finalize();
    return 0;
}
