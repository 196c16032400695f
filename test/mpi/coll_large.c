// mpi-np: 2 3 4 7
/*
 * Collectives on large buffers, where MPICH switches algorithms (e.g. reduce-scatter +
 * allgather for Allreduce, scatter + allgather for Bcast): Allreduce of 5000 doubles and of
 * 2000 ints, Reduce of 5000 doubles to a non-zero root, Bcast of 300000 bytes from the last
 * rank, Allgather of 3000 ints per rank. Doubles are printed with %.17g at a few indices and
 * their sum in index order, so the order of the additions shows.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    int nd = 5000;
    double *d = malloc(sizeof(double) * nd), *r = malloc(sizeof(double) * nd);
    for (int i = 0; i < nd; i++) d[i] = 1.0 / (rank + 1 + i % 7) + (i % 3 ? 1e8 : -1e8) * (rank % 2);
    MPI_Allreduce(d, r, nd, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    double s = 0;
    for (int i = 0; i < nd; i++) s += r[i];
    printf("allreduce doubles: [0] %.17g [1] %.17g [2501] %.17g [4999] %.17g sum %.17g\n", r[0], r[1], r[2501], r[4999], s);

    int ni = 2000;
    int *iv = malloc(sizeof(int) * ni), *ir = malloc(sizeof(int) * ni);
    for (int i = 0; i < ni; i++) iv[i] = (i * 31 + rank * 17) % 1000;
    MPI_Allreduce(iv, ir, ni, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    long long is = 0;
    for (int i = 0; i < ni; i++) is += ir[i] * (long long)(i + 1);
    printf("allreduce ints max: weighted sum %lld\n", is);

    int root = 1;
    for (int i = 0; i < nd; i++) r[i] = -1;
    MPI_Reduce(d, r, nd, MPI_DOUBLE, MPI_SUM, root, MPI_COMM_WORLD);
    if (rank == root) {
        s = 0;
        for (int i = 0; i < nd; i++) s += r[i];
        printf("reduce doubles at %d: [0] %.17g [4998] %.17g sum %.17g\n", root, r[0], r[4998], s);
    }

    int nb = 300000;
    unsigned char *b = malloc(nb);
    for (int i = 0; i < nb; i++) b[i] = rank == size - 1 ? (unsigned char)(i * 7 % 256) : 0;
    MPI_Bcast(b, nb, MPI_BYTE, size - 1, MPI_COMM_WORLD);
    long bs = 0;
    for (int i = 0; i < nb; i++) bs += b[i] * (long)(i % 13);
    printf("bcast 300000 bytes: checksum %ld\n", bs);

    int na = 3000;
    int *mine = malloc(sizeof(int) * na), *all = malloc(sizeof(int) * na * size);
    for (int i = 0; i < na; i++) mine[i] = rank * na + i;
    MPI_Allgather(mine, na, MPI_INT, all, na, MPI_INT, MPI_COMM_WORLD);
    int ok = 1;
    for (int i = 0; i < na * size; i++)
        if (all[i] != i) ok = 0;
    printf("allgather of %d ints per rank correct: %d\n", na, ok);
    free(d); free(r); free(iv); free(ir); free(b); free(mine); free(all);
    MPI_Finalize();
    return 0;
}
