// mpi-np: 1 2 3 4 7
/*
 * The basic blocking collectives on MPI_COMM_WORLD: Barrier, Bcast from every root, Gather,
 * Scatter, Allgather, Alltoall, Reduce (to a non-zero root) and Allreduce.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Barrier(MPI_COMM_WORLD);
    printf("barrier passed\n");

    for (int root = 0; root < size; root++) {
        int b[3] = {-1, -1, -1};
        if (rank == root) { b[0] = root; b[1] = root * root; b[2] = 42; }
        MPI_Bcast(b, 3, MPI_INT, root, MPI_COMM_WORLD);
        printf("bcast from %d: %d %d %d\n", root, b[0], b[1], b[2]);
    }
    char msg[16] = "";
    if (rank == 0) snprintf(msg, sizeof msg, "size=%d", size);
    MPI_Bcast(msg, 16, MPI_CHAR, 0, MPI_COMM_WORLD);
    printf("bcast string: %s\n", msg);

    int groot = size - 1;
    int mine[2] = {rank, 100 + rank};
    int *all = malloc(sizeof(int) * 2 * size);
    MPI_Gather(mine, 2, MPI_INT, all, 2, MPI_INT, groot, MPI_COMM_WORLD);
    if (rank == groot) {
        printf("gather at %d:", groot);
        for (int i = 0; i < 2 * size; i++) printf(" %d", all[i]);
        printf("\n");
    }

    int *src = malloc(sizeof(int) * 3 * size);
    if (rank == 0)
        for (int i = 0; i < 3 * size; i++) src[i] = i * i;
    int part[3];
    MPI_Scatter(src, 3, MPI_INT, part, 3, MPI_INT, 0, MPI_COMM_WORLD);
    printf("scatter: %d %d %d\n", part[0], part[1], part[2]);

    double me = rank * 1.5;
    double *every = malloc(sizeof(double) * size);
    MPI_Allgather(&me, 1, MPI_DOUBLE, every, 1, MPI_DOUBLE, MPI_COMM_WORLD);
    printf("allgather:");
    for (int i = 0; i < size; i++) printf(" %g", every[i]);
    printf("\n");

    int *sa = malloc(sizeof(int) * 2 * size), *ra = malloc(sizeof(int) * 2 * size);
    for (int i = 0; i < size; i++) { sa[2 * i] = rank * 100 + i; sa[2 * i + 1] = -i; }
    MPI_Alltoall(sa, 2, MPI_INT, ra, 2, MPI_INT, MPI_COMM_WORLD);
    printf("alltoall:");
    for (int i = 0; i < 2 * size; i++) printf(" %d", ra[i]);
    printf("\n");

    int rroot = 1 % size;
    long v[2] = {rank + 1, (long)(rank + 1) * (rank + 1)}, s[2] = {0, 0};
    MPI_Reduce(v, s, 2, MPI_LONG, MPI_SUM, rroot, MPI_COMM_WORLD);
    if (rank == rroot) printf("reduce sum at %d: %ld %ld\n", rroot, s[0], s[1]);

    int mx, mn;
    int val = (rank * 7) % 5;
    MPI_Allreduce(&val, &mx, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    MPI_Allreduce(&val, &mn, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    printf("allreduce max %d min %d\n", mx, mn);
    free(all); free(src); free(every); free(sa); free(ra);
    MPI_Finalize();
    return 0;
}
