// mpi-np: 1 2 4 5
/*
 * MPI_IN_PLACE in every collective that allows it: Reduce (at the root), Allreduce,
 * Gather/Gatherv (root), Scatter/Scatterv (root), Allgather, Allgatherv, Alltoall,
 * Reduce_scatter_block, Reduce_scatter, Scan and Exscan.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void line(const char *what, const int *v, int n) {
    printf("%s:", what);
    for (int i = 0; i < n; i++) printf(" %d", v[i]);
    printf("\n");
}

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int n = 2 * size;
    int *buf = malloc(sizeof(int) * (n + 8)), *counts = malloc(sizeof(int) * size), *displs = malloc(sizeof(int) * size);
    int root = size > 1 ? 1 : 0;

    int v[2] = {rank, rank * rank};
    if (rank == root) {
        MPI_Reduce(MPI_IN_PLACE, v, 2, MPI_INT, MPI_SUM, root, MPI_COMM_WORLD);
        line("reduce in place at root", v, 2);
    } else {
        MPI_Reduce(v, NULL, 2, MPI_INT, MPI_SUM, root, MPI_COMM_WORLD);
    }

    double d[2] = {1.0 / (rank + 1), 0.1 * rank};
    MPI_Allreduce(MPI_IN_PLACE, d, 2, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    printf("allreduce in place: %.17g %.17g\n", d[0], d[1]);

    for (int i = 0; i < n; i++) buf[i] = -1;
    buf[2 * rank] = rank * 10;
    buf[2 * rank + 1] = rank * 10 + 1;
    if (rank == 0) {
        MPI_Gather(MPI_IN_PLACE, 2, MPI_INT, buf, 2, MPI_INT, 0, MPI_COMM_WORLD);
        line("gather in place", buf, n);
    } else {
        MPI_Gather(&buf[2 * rank], 2, MPI_INT, NULL, 0, MPI_INT, 0, MPI_COMM_WORLD);
    }

    for (int i = 0; i < size; i++) { counts[i] = i + 1; displs[i] = i * (i + 1) / 2; }
    int tot = size * (size + 1) / 2;
    int *vb = malloc(sizeof(int) * tot);
    for (int i = 0; i < tot; i++) vb[i] = -1;
    for (int i = 0; i <= rank; i++) vb[displs[rank] + i] = rank * 100 + i;
    if (rank == root) {
        MPI_Gatherv(MPI_IN_PLACE, 0, MPI_INT, vb, counts, displs, MPI_INT, root, MPI_COMM_WORLD);
        line("gatherv in place", vb, tot);
    } else {
        MPI_Gatherv(&vb[displs[rank]], rank + 1, MPI_INT, NULL, NULL, NULL, MPI_INT, root, MPI_COMM_WORLD);
    }

    for (int i = 0; i < n; i++) buf[i] = rank == 0 ? 500 + i : -1;
    if (rank == 0) {
        MPI_Scatter(buf, 2, MPI_INT, MPI_IN_PLACE, 2, MPI_INT, 0, MPI_COMM_WORLD);
        line("scatter in place root keeps", buf, 2);
    } else {
        MPI_Scatter(NULL, 2, MPI_INT, &buf[2 * rank], 2, MPI_INT, 0, MPI_COMM_WORLD);
        line("scatter in place", &buf[2 * rank], 2);
    }
    for (int i = 0; i < tot; i++) vb[i] = rank == root ? 700 + i : -1;
    if (rank == root) {
        MPI_Scatterv(vb, counts, displs, MPI_INT, MPI_IN_PLACE, 0, MPI_INT, root, MPI_COMM_WORLD);
        line("scatterv in place root keeps", vb, tot);
    } else {
        MPI_Scatterv(NULL, NULL, NULL, MPI_INT, vb, rank + 1, MPI_INT, root, MPI_COMM_WORLD);
        line("scatterv in place", vb, rank + 1);
    }

    for (int i = 0; i < n; i++) buf[i] = -1;
    buf[2 * rank] = rank;
    buf[2 * rank + 1] = -rank;
    MPI_Allgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, buf, 2, MPI_INT, MPI_COMM_WORLD);
    line("allgather in place", buf, n);

    for (int i = 0; i < tot; i++) vb[i] = -1;
    for (int i = 0; i <= rank; i++) vb[displs[rank] + i] = rank * 10 + i;
    MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, vb, counts, displs, MPI_INT, MPI_COMM_WORLD);
    line("allgatherv in place", vb, tot);

    for (int i = 0; i < n; i++) buf[i] = rank * 100 + i;
    MPI_Alltoall(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, buf, 2, MPI_INT, MPI_COMM_WORLD);
    line("alltoall in place", buf, n);

    for (int i = 0; i < n; i++) buf[i] = rank + i;
    MPI_Reduce_scatter_block(MPI_IN_PLACE, buf, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    line("reduce_scatter_block in place", buf, 2);

    for (int i = 0; i < size; i++) counts[i] = (i % 2) + 1;
    int rtot = 0;
    for (int i = 0; i < size; i++) rtot += counts[i];
    for (int i = 0; i < rtot; i++) buf[i] = rank * i + 1;
    MPI_Reduce_scatter(MPI_IN_PLACE, buf, counts, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    line("reduce_scatter in place", buf, counts[rank]);

    int s = rank + 2;
    MPI_Scan(MPI_IN_PLACE, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    printf("scan in place %d\n", s);
    int e = rank + 2;
    MPI_Exscan(MPI_IN_PLACE, &e, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank > 0) printf("exscan in place %d\n", e);
    free(buf); free(counts); free(displs); free(vb);
    MPI_Finalize();
    return 0;
}
