/* 1-D Jacobi relaxation on a periodic Cartesian communicator: each rank owns N cells, swaps one
   halo cell with each neighbour (MPI_Sendrecv) and the ranks agree on convergence (MPI_Allreduce). */
#include <stdio.h>
#include <math.h>
#include <mpi.h>

#define N 8
#define ITERS 50

static double relax(double *u, double *next)
{
    double diff = 0;
    for (int i = 1; i <= N; i++) {
        next[i] = 0.5 * (u[i - 1] + u[i + 1]);
        diff += fabs(next[i] - u[i]);
    }
    for (int i = 1; i <= N; i++) u[i] = next[i];
    return diff;
}

int main(int argc, char **argv)
{
    int rank, size, left, right, iter;
    int dims[1] = {0}, periods[1] = {1};
    double a[N + 2], next[N + 2], gdiff = 1, ldiff;
    MPI_Comm cart;

    MPI_Init(&argc, &argv);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Dims_create(size, 1, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &cart);
    MPI_Comm_rank(cart, &rank);
    MPI_Cart_shift(cart, 0, 1, &left, &right);
    for (int i = 0; i < N + 2; i++) a[i] = rank * N + i;

    for (iter = 0; iter < ITERS && gdiff > 1e-3; iter++) {
        MPI_Sendrecv(&a[N], 1, MPI_DOUBLE, right, 0, &a[0], 1, MPI_DOUBLE, left, 0, cart, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&a[1], 1, MPI_DOUBLE, left, 1, &a[N + 1], 1, MPI_DOUBLE, right, 1, cart, MPI_STATUS_IGNORE);
        ldiff = relax(a, next);
        MPI_Allreduce(&ldiff, &gdiff, 1, MPI_DOUBLE, MPI_SUM, cart);
    }
    if (rank == 0) printf("%d iterations, residual %.6f\n", iter, gdiff);
    MPI_Comm_free(&cart);
    MPI_Finalize();
    return 0;
}
