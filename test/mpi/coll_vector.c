// mpi-np: 1 2 4 5
/*
 * The vector collectives with uneven counts and gapped displacements: Gatherv, Scatterv,
 * Allgatherv, Alltoallv and Alltoallw (byte displacements, a different datatype per peer).
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int *counts = malloc(sizeof(int) * size), *displs = malloc(sizeof(int) * size);
    int total = 0;
    for (int i = 0; i < size; i++) {
        counts[i] = i + 1;
        displs[i] = total + i; /* one-element gap before each block */
        total += counts[i] + i;
    }
    int *big = malloc(sizeof(int) * (total + 1));

    /* Gatherv to root 0 */
    int mine[16];
    for (int i = 0; i < rank + 1; i++) mine[i] = rank * 10 + i;
    for (int i = 0; i < total; i++) big[i] = -1;
    MPI_Gatherv(mine, rank + 1, MPI_INT, big, counts, displs, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("gatherv:");
        for (int i = 0; i < total; i++) printf(" %d", big[i]);
        printf("\n");
    }

    /* Scatterv from the last rank */
    int root = size - 1;
    if (rank == root)
        for (int i = 0; i < total; i++) big[i] = 1000 + i;
    int part[16];
    MPI_Scatterv(big, counts, displs, MPI_INT, part, rank + 1, MPI_INT, root, MPI_COMM_WORLD);
    printf("scatterv:");
    for (int i = 0; i < rank + 1; i++) printf(" %d", part[i]);
    printf("\n");

    /* Allgatherv */
    for (int i = 0; i < total; i++) big[i] = -2;
    MPI_Allgatherv(mine, rank + 1, MPI_INT, big, counts, displs, MPI_INT, MPI_COMM_WORLD);
    printf("allgatherv:");
    for (int i = 0; i < total; i++) printf(" %d", big[i]);
    printf("\n");

    /* Alltoallv: rank sends (rank + j) % 3 elements to j */
    int *sc = malloc(sizeof(int) * size), *sd = malloc(sizeof(int) * size);
    int *rc = malloc(sizeof(int) * size), *rd = malloc(sizeof(int) * size);
    int stot = 0, rtot = 0;
    for (int j = 0; j < size; j++) {
        sc[j] = (rank + j) % 3;
        sd[j] = stot;
        stot += sc[j];
        rc[j] = (j + rank) % 3;
        rd[j] = rtot;
        rtot += rc[j] + 1;
    }
    int *sb = malloc(sizeof(int) * (stot + 1)), *rb = malloc(sizeof(int) * (rtot + 1));
    for (int j = 0; j < size; j++)
        for (int k = 0; k < sc[j]; k++) sb[sd[j] + k] = rank * 100 + j * 10 + k;
    for (int i = 0; i < rtot; i++) rb[i] = -1;
    MPI_Alltoallv(sb, sc, sd, MPI_INT, rb, rc, rd, MPI_INT, MPI_COMM_WORLD);
    printf("alltoallv:");
    for (int i = 0; i < rtot; i++) printf(" %d", rb[i]);
    printf("\n");

    /* Alltoallw: to even peers one int, to odd peers two doubles; byte displacements */
    int *wsc = malloc(sizeof(int) * size), *wsd = malloc(sizeof(int) * size);
    int *wrc = malloc(sizeof(int) * size), *wrd = malloc(sizeof(int) * size);
    MPI_Datatype *wst = malloc(sizeof(MPI_Datatype) * size), *wrt = malloc(sizeof(MPI_Datatype) * size);
    double *wsb = malloc(16 * size), *wrb = malloc(16 * size);
    for (int j = 0; j < size; j++) {
        int evenpeer = (j % 2 == 0), evenme = (rank % 2 == 0);
        wsd[j] = wrd[j] = 16 * j;
        if (evenpeer) { wsc[j] = 1; wst[j] = MPI_INT; ((int *)((char *)wsb + 16 * j))[0] = rank * 1000 + j; }
        else { wsc[j] = 2; wst[j] = MPI_DOUBLE; ((double *)((char *)wsb + 16 * j))[0] = rank + j / 10.0; ((double *)((char *)wsb + 16 * j))[1] = -rank; }
        if (evenme) { wrc[j] = 1; wrt[j] = MPI_INT; } else { wrc[j] = 2; wrt[j] = MPI_DOUBLE; }
    }
    MPI_Alltoallw(wsb, wsc, wsd, wst, wrb, wrc, wrd, wrt, MPI_COMM_WORLD);
    printf("alltoallw:");
    for (int j = 0; j < size; j++) {
        if (rank % 2 == 0) printf(" %d", ((int *)((char *)wrb + 16 * j))[0]);
        else printf(" %g/%g", ((double *)((char *)wrb + 16 * j))[0], ((double *)((char *)wrb + 16 * j))[1]);
    }
    printf("\n");
    free(counts); free(displs); free(big); free(sc); free(sd); free(rc); free(rd); free(sb); free(rb);
    free(wsc); free(wsd); free(wrc); free(wrd); free(wst); free(wrt); free(wsb); free(wrb);
    MPI_Finalize();
    return 0;
}
