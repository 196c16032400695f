// mpi-np: 1 2 3 4 7
/*
 * User-defined operations (MPI_Op_create): a non-commutative one (2x2 integer matrix
 * product mod 1000003, which must be applied in rank order) with Reduce to two different
 * roots, Allreduce, Scan, Exscan and Reduce_scatter_block; a commutative one on doubles
 * (printed with %.17g: the order of combination shows); MPI_Op_commutative;
 * MPI_Reduce_local; MPI_Op_free.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define P 1000003LL
typedef struct { long long m[4]; } mat;

static void matmul(void *in, void *inout, int *len, MPI_Datatype *dt) {
    mat *a = in, *b = inout;
    (void)dt;
    for (int i = 0; i < *len; i++) {
        mat r;
        r.m[0] = (a[i].m[0] * b[i].m[0] + a[i].m[1] * b[i].m[2]) % P;
        r.m[1] = (a[i].m[0] * b[i].m[1] + a[i].m[1] * b[i].m[3]) % P;
        r.m[2] = (a[i].m[2] * b[i].m[0] + a[i].m[3] * b[i].m[2]) % P;
        r.m[3] = (a[i].m[2] * b[i].m[1] + a[i].m[3] * b[i].m[3]) % P;
        b[i] = r;
    }
}

static void dsum(void *in, void *inout, int *len, MPI_Datatype *dt) {
    double *a = in, *b = inout;
    (void)dt;
    for (int i = 0; i < *len; i++) b[i] = a[i] + b[i];
}

static void show(const char *what, mat *m, int n) {
    printf("%s:", what);
    for (int i = 0; i < n; i++) printf(" [%lld %lld %lld %lld]", m[i].m[0], m[i].m[1], m[i].m[2], m[i].m[3]);
    printf("\n");
}

int main(int argc, char **argv) {
    int rank, size, commute;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Datatype mt;
    MPI_Type_contiguous(4, MPI_LONG_LONG, &mt);
    MPI_Type_commit(&mt);
    MPI_Op nc, cm;
    MPI_Op_create(matmul, 0, &nc);
    MPI_Op_create(dsum, 1, &cm);
    MPI_Op_commutative(nc, &commute);
    printf("matmul commutative %d\n", commute);
    MPI_Op_commutative(cm, &commute);
    printf("dsum commutative %d\n", commute);
    MPI_Op_commutative(MPI_SUM, &commute);
    printf("MPI_SUM commutative %d\n", commute);

    mat mine[2];
    mine[0].m[0] = rank + 1; mine[0].m[1] = 1; mine[0].m[2] = rank; mine[0].m[3] = 2;
    mine[1].m[0] = 1; mine[1].m[1] = rank * 7 + 3; mine[1].m[2] = 0; mine[1].m[3] = 1;
    mat res[2];
    MPI_Reduce(mine, res, 2, mt, nc, 0, MPI_COMM_WORLD);
    if (rank == 0) show("reduce at 0", res, 2);
    MPI_Reduce(mine, res, 2, mt, nc, size - 1, MPI_COMM_WORLD);
    if (rank == size - 1) show("reduce at last", res, 2);
    MPI_Allreduce(mine, res, 2, mt, nc, MPI_COMM_WORLD);
    show("allreduce", res, 2);
    MPI_Scan(mine, res, 2, mt, nc, MPI_COMM_WORLD);
    show("scan", res, 2);
    MPI_Exscan(mine, res, 2, mt, nc, MPI_COMM_WORLD);
    if (rank > 0) show("exscan", res, 2);
    mat *blk = malloc(sizeof(mat) * size);
    for (int i = 0; i < size; i++) {
        blk[i].m[0] = rank + i + 1; blk[i].m[1] = i; blk[i].m[2] = rank; blk[i].m[3] = 1;
    }
    MPI_Reduce_scatter_block(blk, res, 1, mt, nc, MPI_COMM_WORLD);
    show("reduce_scatter_block", res, 1);

    double d[3] = {1.0 / (rank + 1), 1e15 + 0.3 * rank, -0.1 * rank}, dr[3];
    MPI_Allreduce(d, dr, 3, MPI_DOUBLE, cm, MPI_COMM_WORLD);
    printf("commutative allreduce: %.17g %.17g %.17g\n", dr[0], dr[1], dr[2]);
    MPI_Reduce(d, dr, 3, MPI_DOUBLE, cm, 0, MPI_COMM_WORLD);
    if (rank == 0) printf("commutative reduce: %.17g %.17g %.17g\n", dr[0], dr[1], dr[2]);

    mat a = {{1, 2, 3, 4}}, b = {{5, 6, 7, 8}};
    MPI_Reduce_local(&a, &b, 1, mt, nc);
    show("reduce_local a*b", &b, 1);
    int x[2] = {3, 4}, y[2] = {10, 20};
    MPI_Reduce_local(x, y, 2, MPI_INT, MPI_PROD);
    printf("reduce_local prod: %d %d\n", y[0], y[1]);

    MPI_Op_free(&nc);
    MPI_Op_free(&cm);
    printf("ops freed: %d\n", nc == MPI_OP_NULL && cm == MPI_OP_NULL);
    MPI_Type_free(&mt);
    free(blk);
    MPI_Finalize();
    return 0;
}
