/*
 * One ordinary MPI program, run both by real MPICH (mpicc.mpich + mpiexec.mpich) and by mpisim
 * with its collective library (src/sim/mpi/lib/coll.ts) in the MPI prelude: every rank prints
 * its results (floating-point ones with %a), and the two outputs must be identical line for
 * line once sorted. The sums are chosen so that a different combining order changes the last
 * bits; the user-defined operations catch a wrong operand order.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double val(int r, int i)
{
    double v = (double)(((r * 7919 + i * 104729) % 997) + 1) / 7.0;
    int e = ((r * 5 + i * 3) % 17) - 8;
    while (e > 0) {
        v *= 10;
        e--;
    }
    while (e < 0) {
        v /= 10;
        e++;
    }
    return ((r + i) % 3 == 0) ? -v : v;
}

/* 2x2 matrix product over unsigned ints: not commutative */
static void matmul_fn(void *in, void *inout, int *len, MPI_Datatype *dt)
{
    unsigned *a = (unsigned *)in, *b = (unsigned *)inout;
    int i;
    (void)dt;
    for (i = 0; i < *len; i++, a += 4, b += 4) {
        unsigned c0 = a[0] * b[0] + a[1] * b[2], c1 = a[0] * b[1] + a[1] * b[3];
        unsigned c2 = a[2] * b[0] + a[3] * b[2], c3 = a[2] * b[1] + a[3] * b[3];
        b[0] = c0;
        b[1] = c1;
        b[2] = c2;
        b[3] = c3;
    }
}

/* declared commutative, but the result depends on the operand order */
static void lopsided_fn(void *in, void *inout, int *len, MPI_Datatype *dt)
{
    double *a = (double *)in, *b = (double *)inout;
    int i;
    (void)dt;
    for (i = 0; i < *len; i++)
        b[i] = 2.0 * a[i] + b[i] * 0.75;
}

static double s[4096], a[4096 * 8];

static void suite(MPI_Comm comm, const char *tag, MPI_Op lop, MPI_Op mop, MPI_Datatype mt)
{
    int r, n, i, k;
    unsigned m[4 * 16], mr[4 * 16];
    struct {
        double v;
        int k;
    } di[3], dr[3];
    MPI_Comm_rank(comm, &r);
    MPI_Comm_size(comm, &n);
    for (i = 0; i < 4096; i++)
        s[i] = val(r + 3, i);
    MPI_Allreduce(s, a, 1, MPI_DOUBLE, MPI_SUM, comm);
    printf("%s r%d allreduce1 %a\n", tag, r, a[0]);
    MPI_Allreduce(s, a, 1000, MPI_DOUBLE, MPI_SUM, comm);
    printf("%s r%d allreduce1000 %a %a\n", tag, r, a[0], a[999]);
    MPI_Allreduce(s, a, 3, MPI_DOUBLE, lop, comm);
    printf("%s r%d allreduce-lopsided %a %a\n", tag, r, a[0], a[2]);
    for (k = 0; k < n; k++) {
        memset(a, 0, sizeof(double) * 400);
        MPI_Reduce(s, a, 400, MPI_DOUBLE, MPI_SUM, k, comm);
        if (r == k)
            printf("%s r%d reduce400 root%d %a %a\n", tag, r, k, a[0], a[399]);
        MPI_Reduce(s, a, 3, MPI_DOUBLE, MPI_SUM, k, comm);
        if (r == k)
            printf("%s r%d reduce3 root%d %a %a\n", tag, r, k, a[0], a[2]);
        MPI_Reduce(s, a, 5, MPI_DOUBLE, lop, k, comm);
        if (r == k)
            printf("%s r%d reduce-lopsided root%d %a %a\n", tag, r, k, a[0], a[4]);
    }
    memcpy(a, s, sizeof(double) * 7);
    MPI_Allreduce(MPI_IN_PLACE, a, 7, MPI_DOUBLE, MPI_SUM, comm);
    printf("%s r%d allreduce-inplace %a\n", tag, r, a[6]);
    MPI_Scan(s, a, 4, MPI_DOUBLE, MPI_SUM, comm);
    printf("%s r%d scan %a\n", tag, r, a[3]);
    MPI_Scan(s, a, 4, MPI_DOUBLE, lop, comm);
    printf("%s r%d scan-lopsided %a\n", tag, r, a[3]);
    MPI_Exscan(s, a, 4, MPI_DOUBLE, MPI_SUM, comm);
    if (r)
        printf("%s r%d exscan %a\n", tag, r, a[3]);
    for (i = 0; i < 4 * 16; i++)
        m[i] = (unsigned)(r * 2654435761u + i * 40503u + 1u);
    MPI_Allreduce(m, mr, 2, mt, mop, comm);
    printf("%s r%d allreduce-matmul %u %u\n", tag, r, mr[0], mr[7]);
    MPI_Reduce(m, mr, 2, mt, mop, n - 1, comm);
    if (r == n - 1)
        printf("%s r%d reduce-matmul %u %u\n", tag, r, mr[0], mr[7]);
    MPI_Scan(m, mr, 2, mt, mop, comm);
    printf("%s r%d scan-matmul %u %u\n", tag, r, mr[0], mr[7]);
    for (i = 0; i < 3; i++) {
        di[i].v = (double)((r * 7 + i * 3) % 5);
        di[i].k = (r * 13 + i) % 11;
    }
    MPI_Allreduce(di, dr, 3, MPI_DOUBLE_INT, MPI_MAXLOC, comm);
    printf("%s r%d maxloc %a %d %a %d\n", tag, r, dr[0].v, dr[0].k, dr[2].v, dr[2].k);
    MPI_Allreduce(di, dr, 3, MPI_DOUBLE_INT, MPI_MINLOC, comm);
    printf("%s r%d minloc %a %d %a %d\n", tag, r, dr[0].v, dr[0].k, dr[2].v, dr[2].k);
    MPI_Reduce_scatter_block(s, a, 2, MPI_DOUBLE, MPI_SUM, comm);
    printf("%s r%d reduce_scatter_block %a %a\n", tag, r, a[0], a[1]);
    MPI_Reduce_scatter_block(m, mr, 1, mt, mop, comm);
    printf("%s r%d reduce_scatter_block-matmul %u %u\n", tag, r, mr[0], mr[3]);
    {
        int *rc = (int *)malloc(sizeof(int) * n);
        for (i = 0; i < n; i++)
            rc[i] = (i * 7 + 3) % 4;
        MPI_Reduce_scatter(s, a, rc, MPI_DOUBLE, MPI_SUM, comm);
        if (rc[r])
            printf("%s r%d reduce_scatter %a\n", tag, r, a[rc[r] - 1]);
        free(rc);
    }
    MPI_Allgather(s, 2, MPI_DOUBLE, a, 2, MPI_DOUBLE, comm);
    printf("%s r%d allgather %a\n", tag, r, a[2 * n - 1]);
    MPI_Alltoall(s, 3, MPI_DOUBLE, a, 3, MPI_DOUBLE, comm);
    printf("%s r%d alltoall %a\n", tag, r, a[3 * n - 1]);
    for (i = 0; i < 4096; i++)
        a[i] = r == n - 1 ? s[i] : 0;
    MPI_Bcast(a, 4096, MPI_DOUBLE, n - 1, comm);
    printf("%s r%d bcast %a\n", tag, r, a[4095]);
    MPI_Gather(s, 2, MPI_DOUBLE, a, 2, MPI_DOUBLE, 1 % n, comm);
    if (r == 1 % n)
        printf("%s r%d gather %a\n", tag, r, a[2 * n - 1]);
    MPI_Scatter(s, 2, MPI_DOUBLE, a, 2, MPI_DOUBLE, 0, comm);
    printf("%s r%d scatter %a\n", tag, r, a[1]);
    MPI_Barrier(comm);
}

int main(int argc, char **argv)
{
    int r, n;
    MPI_Op lop, mop;
    MPI_Datatype mt;
    MPI_Comm half;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    MPI_Type_contiguous(4, MPI_UNSIGNED, &mt);
    MPI_Type_commit(&mt);
    MPI_Op_create(matmul_fn, 0, &mop);
    MPI_Op_create(lopsided_fn, 1, &lop);
    suite(MPI_COMM_WORLD, "world", lop, mop, mt);
    MPI_Comm_split(MPI_COMM_WORLD, r % 2, n - r, &half);
    suite(half, r % 2 ? "odd" : "even", lop, mop, mt);
    MPI_Comm_free(&half);
    MPI_Op_free(&lop);
    MPI_Op_free(&mop);
    MPI_Type_free(&mt);
    MPI_Finalize();
    return 0;
}
