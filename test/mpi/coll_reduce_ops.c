// mpi-np: 1 2 3 4 7 8
/*
 * Every predefined reduction operation: SUM PROD MAX MIN LAND LOR LXOR BAND BOR BXOR on
 * integers (signed, unsigned, long long, char), SUM/PROD/MAX/MIN on float and double (doubles
 * printed with %.17g so the order of the additions shows), MAXLOC/MINLOC on MPI_2INT,
 * MPI_DOUBLE_INT, MPI_FLOAT_INT, MPI_LONG_INT and MPI_SHORT_INT (with ties: the lowest index
 * wins), and the reduction collectives Reduce_scatter, Reduce_scatter_block, Scan, Exscan.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Op ops[10] = {MPI_SUM, MPI_PROD, MPI_MAX, MPI_MIN, MPI_LAND, MPI_LOR, MPI_LXOR, MPI_BAND, MPI_BOR, MPI_BXOR};
    const char *names[10] = {"SUM", "PROD", "MAX", "MIN", "LAND", "LOR", "LXOR", "BAND", "BOR", "BXOR"};
    int iv[3] = {rank + 1, (rank % 3) - 1, rank % 3 == 0 ? 3 : rank % 3 == 1 ? 5 : 6};
    unsigned uv[2] = {0xF0F0F0F0u >> rank, 3u * rank + 1};
    long long lv = (rank % 2 ? -1LL : 1LL) * (1LL << (40 + rank % 3));
    char cv = (char)(rank * 3 + 1);
    for (int k = 0; k < 10; k++) {
        int ir[3];
        unsigned ur[2];
        long long lr = 0, lin = k == 1 ? (rank % 2 ? -2 : 3) : lv; /* PROD: small factors, no overflow */
        MPI_Allreduce(iv, ir, 3, MPI_INT, ops[k], MPI_COMM_WORLD);
        MPI_Allreduce(uv, ur, 2, MPI_UNSIGNED, ops[k], MPI_COMM_WORLD);
        MPI_Allreduce(&lin, &lr, 1, MPI_LONG_LONG, ops[k], MPI_COMM_WORLD);
        printf("%-4s int %d %d %d unsigned %u %u long long %lld\n", names[k], ir[0], ir[1], ir[2], ur[0], ur[1], lr);
        if (k < 4 || k >= 7) {
            signed char cr;
            MPI_Reduce(&cv, &cr, 1, MPI_SIGNED_CHAR, ops[k], 0, MPI_COMM_WORLD);
            if (rank == 0) printf("%-4s signed char %d\n", names[k], cr);
        }
    }

    double dv[3] = {1.0 / (rank + 3), 1e16 * (rank % 2 ? -1 : 1) + rank * 0.1, 0.1 * (rank + 1)};
    float fv = 1.0f / (float)(rank + 7);
    for (int k = 0; k < 4; k++) {
        double dr[3];
        float fr;
        MPI_Allreduce(dv, dr, 3, MPI_DOUBLE, ops[k], MPI_COMM_WORLD);
        MPI_Allreduce(&fv, &fr, 1, MPI_FLOAT, ops[k], MPI_COMM_WORLD);
        printf("%-4s double %.17g %.17g %.17g float %.9g\n", names[k], dr[0], dr[1], dr[2], fr);
        double rr[3] = {0, 0, 0};
        int root = size / 2;
        MPI_Reduce(dv, rr, 3, MPI_DOUBLE, ops[k], root, MPI_COMM_WORLD);
        if (rank == root) printf("%-4s reduce at %d double %.17g %.17g %.17g\n", names[k], root, rr[0], rr[1], rr[2]);
    }

    /* MAXLOC / MINLOC with ties */
    struct { int v, i; } p2[2] = {{rank % 3, rank}, {-(rank / 2), rank}}, r2[2];
    MPI_Allreduce(p2, r2, 2, MPI_2INT, MPI_MAXLOC, MPI_COMM_WORLD);
    printf("MAXLOC 2INT (%d,%d) (%d,%d)\n", r2[0].v, r2[0].i, r2[1].v, r2[1].i);
    MPI_Allreduce(p2, r2, 2, MPI_2INT, MPI_MINLOC, MPI_COMM_WORLD);
    printf("MINLOC 2INT (%d,%d) (%d,%d)\n", r2[0].v, r2[0].i, r2[1].v, r2[1].i);
    struct { double v; int i; } pd = {(rank % 4) * 0.25, size - rank}, rd;
    MPI_Allreduce(&pd, &rd, 1, MPI_DOUBLE_INT, MPI_MAXLOC, MPI_COMM_WORLD);
    printf("MAXLOC DOUBLE_INT (%g,%d)\n", rd.v, rd.i);
    MPI_Allreduce(&pd, &rd, 1, MPI_DOUBLE_INT, MPI_MINLOC, MPI_COMM_WORLD);
    printf("MINLOC DOUBLE_INT (%g,%d)\n", rd.v, rd.i);
    struct { float v; int i; } pf = {1.5f - rank, rank * 2}, rf;
    MPI_Reduce(&pf, &rf, 1, MPI_FLOAT_INT, MPI_MINLOC, 0, MPI_COMM_WORLD);
    if (rank == 0) printf("MINLOC FLOAT_INT (%g,%d)\n", rf.v, rf.i);
    struct { long v; int i; } pl = {(long)(rank % 2) << 33, rank}, rl;
    MPI_Allreduce(&pl, &rl, 1, MPI_LONG_INT, MPI_MAXLOC, MPI_COMM_WORLD);
    printf("MAXLOC LONG_INT (%ld,%d)\n", rl.v, rl.i);
    struct { short v; int i; } ps = {(short)(7 - rank % 5), 10 + rank}, rs;
    MPI_Allreduce(&ps, &rs, 1, MPI_SHORT_INT, MPI_MINLOC, MPI_COMM_WORLD);
    printf("MINLOC SHORT_INT (%d,%d)\n", rs.v, rs.i);

    /* Reduce_scatter with counts i % 2 + 1, Reduce_scatter_block of 2 per rank */
    int *rcounts = malloc(sizeof(int) * size), tot = 0;
    for (int i = 0; i < size; i++) { rcounts[i] = i % 2 + 1; tot += rcounts[i]; }
    int *in = malloc(sizeof(int) * (tot + 2 * size)), out[2];
    for (int i = 0; i < tot; i++) in[i] = rank * i + 1;
    MPI_Reduce_scatter(in, out, rcounts, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    printf("reduce_scatter:");
    for (int i = 0; i < rcounts[rank]; i++) printf(" %d", out[i]);
    printf("\n");
    double *din = malloc(sizeof(double) * 2 * size), dout[2];
    for (int i = 0; i < 2 * size; i++) din[i] = 1.0 / (rank + i + 1);
    MPI_Reduce_scatter_block(din, dout, 2, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    printf("reduce_scatter_block: %.17g %.17g\n", dout[0], dout[1]);

    int sv = rank + 1, sr, er = -999;
    MPI_Scan(&sv, &sr, 1, MPI_INT, MPI_PROD, MPI_COMM_WORLD);
    printf("scan prod %d\n", sr);
    double ds = 0.1 * (rank + 1), dsr;
    MPI_Scan(&ds, &dsr, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    printf("scan sum %.17g\n", dsr);
    MPI_Exscan(&sv, &er, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank > 0) printf("exscan sum %d\n", er);
    MPI_Exscan(&ds, &dsr, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    if (rank > 0) printf("exscan max %.17g\n", dsr);
    free(rcounts); free(in); free(din);
    MPI_Finalize();
    return 0;
}
