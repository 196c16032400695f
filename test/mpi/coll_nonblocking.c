// mpi-np: 1 2 4 7
/*
 * Nonblocking collectives: Ibarrier completed by a Test loop, several outstanding at once
 * (Ibcast, Iallreduce, Ireduce, Igather, Iscatter, Iallgather, Ialltoall, Iscan, Iexscan,
 * Ireduce_scatter_block, Iallgatherv) completed together by one Waitall, then Waitany over
 * a second batch (results printed in index order), then the remaining vector forms (Igatherv,
 * Iscatterv, Ialltoallv, Ialltoallw, Ireduce_scatter) completed by a Testall loop.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size, flag = 0;
    MPI_Request req;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Ibarrier(MPI_COMM_WORLD, &req);
    while (!flag) MPI_Test(&req, &flag, MPI_STATUS_IGNORE);
    printf("ibarrier done, request null %d\n", req == MPI_REQUEST_NULL);

    MPI_Request r[11];
    int b[2] = {rank == 0 ? 17 : -1, rank == 0 ? 18 : -1};
    int one = rank + 1, sum = 0, red = 0, scan = 0, exscan = -1;
    double dv = rank * 0.25, dmax = 0;
    int *gat = malloc(sizeof(int) * size), *src = malloc(sizeof(int) * size), part = -1;
    int *ag = malloc(sizeof(int) * size), *a2a_s = malloc(sizeof(int) * size), *a2a_r = malloc(sizeof(int) * size);
    int *rsb = malloc(sizeof(int) * size), rsb_out = 0;
    for (int i = 0; i < size; i++) { src[i] = 50 + i; a2a_s[i] = rank * 10 + i; rsb[i] = i * rank; }
    MPI_Ibcast(b, 2, MPI_INT, 0, MPI_COMM_WORLD, &r[0]);
    MPI_Iallreduce(&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &r[1]);
    MPI_Ireduce(&dv, &dmax, 1, MPI_DOUBLE, MPI_MAX, size - 1, MPI_COMM_WORLD, &r[2]);
    MPI_Igather(&one, 1, MPI_INT, gat, 1, MPI_INT, 0, MPI_COMM_WORLD, &r[3]);
    MPI_Iscatter(src, 1, MPI_INT, &part, 1, MPI_INT, 0, MPI_COMM_WORLD, &r[4]);
    MPI_Iallgather(&one, 1, MPI_INT, ag, 1, MPI_INT, MPI_COMM_WORLD, &r[5]);
    MPI_Ialltoall(a2a_s, 1, MPI_INT, a2a_r, 1, MPI_INT, MPI_COMM_WORLD, &r[6]);
    MPI_Iscan(&one, &scan, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &r[7]);
    MPI_Iexscan(&one, &exscan, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &r[8]);
    MPI_Ireduce_scatter_block(rsb, &rsb_out, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &r[9]);
    MPI_Ireduce(&one, &red, 1, MPI_INT, MPI_PROD, 0, MPI_COMM_WORLD, &r[10]);
    MPI_Waitall(11, r, MPI_STATUSES_IGNORE);
    printf("ibcast %d %d\n", b[0], b[1]);
    printf("iallreduce %d\n", sum);
    if (rank == size - 1) printf("ireduce max %g\n", dmax);
    if (rank == 0) {
        printf("igather:");
        for (int i = 0; i < size; i++) printf(" %d", gat[i]);
        printf("\nireduce prod %d\n", red);
    }
    printf("iscatter %d\n", part);
    printf("iallgather:");
    for (int i = 0; i < size; i++) printf(" %d", ag[i]);
    printf("\nialltoall:");
    for (int i = 0; i < size; i++) printf(" %d", a2a_r[i]);
    printf("\niscan %d\n", scan);
    if (rank > 0) printf("iexscan %d\n", exscan);
    printf("ireduce_scatter_block %d\n", rsb_out);

    /* second batch, completed with Waitany */
    int *counts = malloc(sizeof(int) * size), *displs = malloc(sizeof(int) * size), tot = 0;
    for (int i = 0; i < size; i++) { counts[i] = i % 3 + 1; displs[i] = tot; tot += counts[i]; }
    int *agv = malloc(sizeof(int) * tot), mine[3] = {rank, rank * 2, rank * 3};
    int m1 = rank, m2 = -rank, o1, o2;
    MPI_Request q[3];
    MPI_Iallgatherv(mine, counts[rank], MPI_INT, agv, counts, displs, MPI_INT, MPI_COMM_WORLD, &q[0]);
    MPI_Iallreduce(&m1, &o1, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD, &q[1]);
    MPI_Iallreduce(&m2, &o2, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD, &q[2]);
    int done[3] = {0, 0, 0};
    for (int k = 0; k < 3; k++) {
        int idx;
        MPI_Waitany(3, q, &idx, MPI_STATUS_IGNORE);
        done[idx]++;
    }
    printf("waitany completed each once: %d\n", done[0] == 1 && done[1] == 1 && done[2] == 1);
    printf("iallgatherv:");
    for (int i = 0; i < tot; i++) printf(" %d", agv[i]);
    printf("\niallreduce max %d min %d\n", o1, o2);

    /* third batch: the other vector forms, completed by a Testall loop */
    int *gv = malloc(sizeof(int) * tot), *sv = malloc(sizeof(int) * tot), part3[3] = {-1, -1, -1};
    for (int i = 0; i < tot; i++) { gv[i] = -1; sv[i] = 500 + i; }
    int *sc = malloc(sizeof(int) * size), *sd = malloc(sizeof(int) * size), *rc = malloc(sizeof(int) * size), *rd = malloc(sizeof(int) * size);
    int *a2v_s = malloc(sizeof(int) * 2 * size), *a2v_r = malloc(sizeof(int) * 2 * size);
    for (int j = 0; j < size; j++) {
        sc[j] = (rank + j) % 2 + 1; sd[j] = 2 * j;
        rc[j] = (j + rank) % 2 + 1; rd[j] = 2 * j;
        a2v_s[2 * j] = rank * 100 + j; a2v_s[2 * j + 1] = -(rank * 100 + j);
        a2v_r[2 * j] = a2v_r[2 * j + 1] = 0;
    }
    MPI_Datatype *wt = malloc(sizeof(MPI_Datatype) * size);
    int *wsd = malloc(sizeof(int) * size), *wrd = malloc(sizeof(int) * size), *one_each = malloc(sizeof(int) * size);
    int *w_s = malloc(sizeof(int) * size), *w_r = malloc(sizeof(int) * size);
    for (int j = 0; j < size; j++) { wt[j] = MPI_INT; wsd[j] = wrd[j] = j * (int)sizeof(int); one_each[j] = 1; w_s[j] = rank * 1000 + j; w_r[j] = -1; }
    int *rsc = malloc(sizeof(int) * size), rstot = 0;
    for (int j = 0; j < size; j++) { rsc[j] = j % 2 + 1; rstot += rsc[j]; }
    int *rs_in = malloc(sizeof(int) * rstot), rs_out[2] = {0, 0};
    for (int i = 0; i < rstot; i++) rs_in[i] = rank + i;
    MPI_Request t[5];
    MPI_Igatherv(mine, counts[rank], MPI_INT, gv, counts, displs, MPI_INT, size - 1, MPI_COMM_WORLD, &t[0]);
    MPI_Iscatterv(sv, counts, displs, MPI_INT, part3, counts[rank], MPI_INT, 0, MPI_COMM_WORLD, &t[1]);
    MPI_Ialltoallv(a2v_s, sc, sd, MPI_INT, a2v_r, rc, rd, MPI_INT, MPI_COMM_WORLD, &t[2]);
    MPI_Ialltoallw(w_s, one_each, wsd, wt, w_r, one_each, wrd, wt, MPI_COMM_WORLD, &t[3]);
    MPI_Ireduce_scatter(rs_in, rs_out, rsc, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &t[4]);
    flag = 0;
    while (!flag) MPI_Testall(5, t, &flag, MPI_STATUSES_IGNORE);
    if (rank == size - 1) {
        printf("igatherv:");
        for (int i = 0; i < tot; i++) printf(" %d", gv[i]);
        printf("\n");
    }
    printf("iscatterv: %d %d %d\n", part3[0], part3[1], part3[2]);
    printf("ialltoallv:");
    for (int i = 0; i < 2 * size; i++) printf(" %d", a2v_r[i]);
    printf("\nialltoallw:");
    for (int i = 0; i < size; i++) printf(" %d", w_r[i]);
    printf("\nireduce_scatter: %d %d\n", rs_out[0], rsc[rank] > 1 ? rs_out[1] : 0);
    free(gv); free(sv); free(sc); free(sd); free(rc); free(rd); free(a2v_s); free(a2v_r);
    free(wt); free(wsd); free(wrd); free(one_each); free(w_s); free(w_r); free(rsc); free(rs_in);
    free(gat); free(src); free(ag); free(a2a_s); free(a2a_r); free(rsb); free(counts); free(displs); free(agv);
    MPI_Finalize();
    return 0;
}
