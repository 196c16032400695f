/*
 * Differential test of mpisim's collective library (src/sim/mpi/lib/coll.ts) against real
 * MPICH: the library's C text is compiled here with mpicc.mpich, on top of a shim that
 * implements the <mpisim_mpi.h> runtime primitives with real MPI (point-to-point on private
 * duplicates of each communicator), with its MPI_* functions renamed SIM_*. Every case runs
 * SIM_X and the real MPI_X on the same inputs and compares the results bit for bit; each
 * process prints one line per case: "CASE <name> rank <r>: match" or "... MISMATCH ...".
 *
 * The test (coll-algorithms.test.ts) writes mpisim_mpi.h (the runtime header) and
 * coll_source.c (the library) next to this file's build and compiles with -I there.
 * Single node: node_comm is a duplicate of the communicator, node_roots_comm a duplicate of
 * MPI_COMM_SELF on rank 0, intranode rank = rank, internode rank = 0.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "mpisim_mpi.h"

/* ---------------------------------------------------------------------------------------- */
/* Shim: the runtime primitives over real MPI                                                 */
#include "coll_shim.c"

/* ---------------------------------------------------------------------------------------- */
/* The library under test, with its MPI functions renamed                                    */

#define MPI_Barrier SIM_Barrier
#define MPI_Bcast SIM_Bcast
#define MPI_Gather SIM_Gather
#define MPI_Gatherv SIM_Gatherv
#define MPI_Scatter SIM_Scatter
#define MPI_Scatterv SIM_Scatterv
#define MPI_Allgather SIM_Allgather
#define MPI_Allgatherv SIM_Allgatherv
#define MPI_Alltoall SIM_Alltoall
#define MPI_Alltoallv SIM_Alltoallv
#define MPI_Alltoallw SIM_Alltoallw
#define MPI_Reduce SIM_Reduce
#define MPI_Allreduce SIM_Allreduce
#define MPI_Reduce_scatter SIM_Reduce_scatter
#define MPI_Reduce_scatter_block SIM_Reduce_scatter_block
#define MPI_Scan SIM_Scan
#define MPI_Exscan SIM_Exscan
#define MPI_Reduce_local SIM_Reduce_local
#define MPISIM_COLL_REDUCE_LOCAL 1
#include "coll_source.c"
#undef MPI_Barrier
#undef MPI_Bcast
#undef MPI_Gather
#undef MPI_Gatherv
#undef MPI_Scatter
#undef MPI_Scatterv
#undef MPI_Allgather
#undef MPI_Allgatherv
#undef MPI_Alltoall
#undef MPI_Alltoallv
#undef MPI_Alltoallw
#undef MPI_Reduce
#undef MPI_Allreduce
#undef MPI_Reduce_scatter
#undef MPI_Reduce_scatter_block
#undef MPI_Scan
#undef MPI_Exscan
#undef MPI_Reduce_local

/* ---------------------------------------------------------------------------------------- */
/* Test data and comparison                                                                  */

static int wrank, wsize, ncases, nbad;

/* Doubles whose sums depend on the association order: magnitudes spread over many decades
   by rank and index, mixed signs, non-representable fractions. */
static double val(int r, int i, int salt)
{
    double m = (double)(((r * 7919 + i * 104729 + salt * 31) % 997) + 1) / 7.0;
    int e = ((r * 5 + i * 3 + salt) % 17) - 8;
    double v = m * pow(10.0, e);
    return ((r + i + salt) % 3 == 0) ? -v : v;
}

static void fill_d(double *b, int n, int r, int salt)
{
    int i;
    for (i = 0; i < n; i++)
        b[i] = val(r, i, salt);
}

static void report(const char *name, MPI_Comm comm, int ok, const char *detail)
{
    int r;
    PMPI_Comm_rank(comm, &r);
    ncases++;
    if (ok) {
        printf("CASE %s wrank %d rank %d: match%s%s\n", name, wrank, r, detail ? " " : "", detail ? detail : "");
    } else {
        nbad++;
        printf("CASE %s wrank %d rank %d: MISMATCH %s\n", name, wrank, r, detail ? detail : "");
    }
}

static void cmp_d(const char *name, MPI_Comm comm, const double *sim, const double *mpi, int n)
{
    int i;
    char buf[256];
    for (i = 0; i < n; i++) {
        if (memcmp(&sim[i], &mpi[i], sizeof(double)) != 0) {
            snprintf(buf, sizeof buf, "at %d: sim=%a mpi=%a", i, sim[i], mpi[i]);
            report(name, comm, 0, buf);
            return;
        }
    }
    if (n > 0) {
        snprintf(buf, sizeof buf, "sim=%a mpi=%a", sim[n - 1], mpi[n - 1]);
        report(name, comm, 1, buf);
    } else {
        report(name, comm, 1, NULL);
    }
}

static void cmp_i(const char *name, MPI_Comm comm, const int *sim, const int *mpi, int n)
{
    int i;
    char buf[128];
    for (i = 0; i < n; i++) {
        if (sim[i] != mpi[i]) {
            snprintf(buf, sizeof buf, "at %d: sim=%d mpi=%d", i, sim[i], mpi[i]);
            report(name, comm, 0, buf);
            return;
        }
    }
    report(name, comm, 1, NULL);
}

typedef struct {
    double v;
    int k;
} dint;

static void cmp_dint(const char *name, MPI_Comm comm, const dint *sim, const dint *mpi, int n)
{
    int i;
    char buf[128];
    for (i = 0; i < n; i++) {
        if (memcmp(&sim[i].v, &mpi[i].v, sizeof(double)) != 0 || sim[i].k != mpi[i].k) {
            snprintf(buf, sizeof buf, "at %d: sim=(%a,%d) mpi=(%a,%d)", i, sim[i].v, sim[i].k, mpi[i].v, mpi[i].k);
            report(name, comm, 0, buf);
            return;
        }
    }
    report(name, comm, 1, NULL);
}

/* 2x2 integer matrix product (non-commutative): inout = in x inout, element-wise over len
   matrices; wrap-around arithmetic keeps it exact. */
static void matmul_fn(void *in, void *inout, int *len, MPI_Datatype *dt)
{
    unsigned int *a = (unsigned int *)in, *b = (unsigned int *)inout;
    int i;
    (void)dt;
    for (i = 0; i < *len; i++, a += 4, b += 4) {
        unsigned int c0 = a[0] * b[0] + a[1] * b[2], c1 = a[0] * b[1] + a[1] * b[3];
        unsigned int c2 = a[2] * b[0] + a[3] * b[2], c3 = a[2] * b[1] + a[3] * b[3];
        b[0] = c0;
        b[1] = c1;
        b[2] = c2;
        b[3] = c3;
    }
}

/* Declared commutative but not: inout = 2*in + inout - shows the operand order MPICH uses. */
static void lopsided_fn(void *in, void *inout, int *len, MPI_Datatype *dt)
{
    double *a = (double *)in, *b = (double *)inout;
    int i;
    (void)dt;
    for (i = 0; i < *len; i++)
        b[i] = 2.0 * a[i] + b[i] * 0.75;
}

static MPI_Datatype mat_t, vec_t;
static MPI_Op matmul_op, lopsided_op;

static void fill_mat(unsigned int *m, int nmat, int r, int salt)
{
    int i;
    for (i = 0; i < 4 * nmat; i++)
        m[i] = (unsigned int)(r * 2654435761u + i * 40503u + salt * 977u + 1u);
}

/* ---------------------------------------------------------------------------------------- */
/* Cases                                                                                     */

static void t_barrier(MPI_Comm comm, const char *tag)
{
    char name[96];
    snprintf(name, sizeof name, "%s/barrier", tag);
    SIM_Barrier(comm);
    report(name, comm, 1, NULL);
}

static void t_bcast(MPI_Comm comm, const char *tag, int count, int root)
{
    char name[96];
    int r, n;
    double *a = malloc(sizeof(double) * (count + 1)), *b = malloc(sizeof(double) * (count + 1));
    PMPI_Comm_rank(comm, &r);
    PMPI_Comm_size(comm, &n);
    fill_d(a, count, r == root ? 0 : r + 100, 1);
    fill_d(b, count, r == root ? 0 : r + 100, 1);
    SIM_Bcast(a, count, MPI_DOUBLE, root, comm);
    MPI_Bcast(b, count, MPI_DOUBLE, root, comm);
    snprintf(name, sizeof name, "%s/bcast/c%d/root%d", tag, count, root);
    cmp_d(name, comm, a, b, count);
    free(a);
    free(b);
}

/* a non-contiguous type: every other double */
static void t_bcast_vec(MPI_Comm comm, const char *tag, int count, int root)
{
    char name[96];
    int r, i;
    double *a = calloc(4 * count + 2, sizeof(double)), *b = calloc(4 * count + 2, sizeof(double));
    PMPI_Comm_rank(comm, &r);
    for (i = 0; i < 4 * count + 2; i++)
        a[i] = b[i] = (r == root) ? val(0, i, 2) : -1.0;
    SIM_Bcast(a, count, vec_t, root, comm);
    MPI_Bcast(b, count, vec_t, root, comm);
    snprintf(name, sizeof name, "%s/bcast-vec/c%d/root%d", tag, count, root);
    cmp_d(name, comm, a, b, 4 * count + 2);
    free(a);
    free(b);
}

static void t_reduce_d(MPI_Comm comm, const char *tag, int count, int root, MPI_Op op, const char *opname, int inplace)
{
    char name[96];
    int r;
    double *s = malloc(sizeof(double) * (count + 1)), *a = calloc(count + 1, sizeof(double)),
           *b = calloc(count + 1, sizeof(double));
    PMPI_Comm_rank(comm, &r);
    fill_d(s, count, r, 3);
    if (inplace && r == root) {
        memcpy(a, s, sizeof(double) * count);
        memcpy(b, s, sizeof(double) * count);
        SIM_Reduce(MPI_IN_PLACE, a, count, MPI_DOUBLE, op, root, comm);
        MPI_Reduce(MPI_IN_PLACE, b, count, MPI_DOUBLE, op, root, comm);
    } else {
        SIM_Reduce(s, a, count, MPI_DOUBLE, op, root, comm);
        MPI_Reduce(s, b, count, MPI_DOUBLE, op, root, comm);
    }
    snprintf(name, sizeof name, "%s/reduce-%s/c%d/root%d%s", tag, opname, count, root, inplace ? "/inplace" : "");
    if (r == root)
        cmp_d(name, comm, a, b, count);
    else
        report(name, comm, 1, NULL);
    free(s);
    free(a);
    free(b);
}

static void t_reduce_mat(MPI_Comm comm, const char *tag, int nmat, int root)
{
    char name[96];
    int r;
    unsigned int *s = malloc(16 * (nmat + 1)), *a = calloc(4 * (nmat + 1), 4), *b = calloc(4 * (nmat + 1), 4);
    PMPI_Comm_rank(comm, &r);
    fill_mat(s, nmat, r, 4);
    SIM_Reduce(s, a, nmat, mat_t, matmul_op, root, comm);
    MPI_Reduce(s, b, nmat, mat_t, matmul_op, root, comm);
    snprintf(name, sizeof name, "%s/reduce-matmul/c%d/root%d", tag, nmat, root);
    if (r == root)
        cmp_i(name, comm, (int *)a, (int *)b, 4 * nmat);
    else
        report(name, comm, 1, NULL);
    free(s);
    free(a);
    free(b);
}

static void t_reduce_maxloc(MPI_Comm comm, const char *tag, int count, int root, MPI_Op op, const char *opname)
{
    char name[96];
    int r, i;
    dint *s = calloc(count + 1, sizeof(dint)), *a = calloc(count + 1, sizeof(dint)), *b = calloc(count + 1, sizeof(dint));
    PMPI_Comm_rank(comm, &r);
    for (i = 0; i < count; i++) {
        s[i].v = (double)((r * 3 + i) % 4);
        s[i].k = r * 10 + i;
    }
    SIM_Reduce(s, a, count, MPI_DOUBLE_INT, op, root, comm);
    MPI_Reduce(s, b, count, MPI_DOUBLE_INT, op, root, comm);
    snprintf(name, sizeof name, "%s/reduce-%s/c%d/root%d", tag, opname, count, root);
    if (r == root)
        cmp_dint(name, comm, a, b, count);
    else
        report(name, comm, 1, NULL);
    free(s);
    free(a);
    free(b);
}

static void t_allreduce_d(MPI_Comm comm, const char *tag, int count, MPI_Op op, const char *opname, int inplace)
{
    char name[96];
    int r;
    double *s = malloc(sizeof(double) * (count + 1)), *a = calloc(count + 1, sizeof(double)),
           *b = calloc(count + 1, sizeof(double));
    PMPI_Comm_rank(comm, &r);
    fill_d(s, count, r, 5);
    if (inplace) {
        memcpy(a, s, sizeof(double) * count);
        memcpy(b, s, sizeof(double) * count);
        SIM_Allreduce(MPI_IN_PLACE, a, count, MPI_DOUBLE, op, comm);
        MPI_Allreduce(MPI_IN_PLACE, b, count, MPI_DOUBLE, op, comm);
    } else {
        SIM_Allreduce(s, a, count, MPI_DOUBLE, op, comm);
        MPI_Allreduce(s, b, count, MPI_DOUBLE, op, comm);
    }
    snprintf(name, sizeof name, "%s/allreduce-%s/c%d%s", tag, opname, count, inplace ? "/inplace" : "");
    cmp_d(name, comm, a, b, count);
    free(s);
    free(a);
    free(b);
}

static void t_allreduce_mat(MPI_Comm comm, const char *tag, int nmat)
{
    char name[96];
    int r;
    unsigned int *s = malloc(16 * (nmat + 1)), *a = calloc(4 * (nmat + 1), 4), *b = calloc(4 * (nmat + 1), 4);
    PMPI_Comm_rank(comm, &r);
    fill_mat(s, nmat, r, 6);
    SIM_Allreduce(s, a, nmat, mat_t, matmul_op, comm);
    MPI_Allreduce(s, b, nmat, mat_t, matmul_op, comm);
    snprintf(name, sizeof name, "%s/allreduce-matmul/c%d", tag, nmat);
    cmp_i(name, comm, (int *)a, (int *)b, 4 * nmat);
    free(s);
    free(a);
    free(b);
}

static void t_allreduce_loc(MPI_Comm comm, const char *tag, int count, MPI_Op op, const char *opname)
{
    char name[96];
    int r, i;
    dint *s = calloc(count + 1, sizeof(dint)), *a = calloc(count + 1, sizeof(dint)), *b = calloc(count + 1, sizeof(dint));
    PMPI_Comm_rank(comm, &r);
    for (i = 0; i < count; i++) {
        s[i].v = (double)((r * 7 + i * 3) % 5) * 0.5;
        s[i].k = (r * 13 + i) % 11;
    }
    SIM_Allreduce(s, a, count, MPI_DOUBLE_INT, op, comm);
    MPI_Allreduce(s, b, count, MPI_DOUBLE_INT, op, comm);
    snprintf(name, sizeof name, "%s/allreduce-%s/c%d", tag, opname, count);
    cmp_dint(name, comm, a, b, count);
    free(s);
    free(a);
    free(b);
}

static void t_allreduce_int(MPI_Comm comm, const char *tag, int count, MPI_Op op, const char *opname)
{
    char name[96];
    int r, i;
    int *s = malloc(sizeof(int) * (count + 1)), *a = calloc(count + 1, sizeof(int)), *b = calloc(count + 1, sizeof(int));
    PMPI_Comm_rank(comm, &r);
    for (i = 0; i < count; i++)
        s[i] = (r * 37 + i * 11) ^ (0x5a5a << (r % 5));
    SIM_Allreduce(s, a, count, MPI_INT, op, comm);
    MPI_Allreduce(s, b, count, MPI_INT, op, comm);
    snprintf(name, sizeof name, "%s/allreduce-%s/c%d", tag, opname, count);
    cmp_i(name, comm, a, b, count);
    free(s);
    free(a);
    free(b);
}

static void t_reduce_scatter(MPI_Comm comm, const char *tag, int irregular, int use_mat, int inplace)
{
    char name[96];
    int r, n, i, total = 0, *counts;
    PMPI_Comm_rank(comm, &r);
    PMPI_Comm_size(comm, &n);
    counts = malloc(sizeof(int) * n);
    for (i = 0; i < n; i++) {
        counts[i] = irregular ? (i * 7 + 3) % 4 : 3;
        total += counts[i];
    }
    snprintf(name, sizeof name, "%s/reduce_scatter-%s%s%s", tag, use_mat ? "matmul" : "sum",
             irregular ? "/irregular" : "", inplace ? "/inplace" : "");
    if (use_mat) {
        unsigned int *s = malloc(16 * (total + 1)), *a = calloc(4 * (total + 1), 4), *b = calloc(4 * (total + 1), 4);
        fill_mat(s, total, r, 7);
        if (inplace) {
            memcpy(a, s, 16 * total);
            memcpy(b, s, 16 * total);
            SIM_Reduce_scatter(MPI_IN_PLACE, a, counts, mat_t, matmul_op, comm);
            MPI_Reduce_scatter(MPI_IN_PLACE, b, counts, mat_t, matmul_op, comm);
        } else {
            SIM_Reduce_scatter(s, a, counts, mat_t, matmul_op, comm);
            MPI_Reduce_scatter(s, b, counts, mat_t, matmul_op, comm);
        }
        cmp_i(name, comm, (int *)a, (int *)b, 4 * counts[r]);
        free(s);
        free(a);
        free(b);
    } else {
        double *s = malloc(sizeof(double) * (total + 1)), *a = calloc(total + 1, sizeof(double)),
               *b = calloc(total + 1, sizeof(double));
        fill_d(s, total, r, 8);
        if (inplace) {
            memcpy(a, s, sizeof(double) * total);
            memcpy(b, s, sizeof(double) * total);
            SIM_Reduce_scatter(MPI_IN_PLACE, a, counts, MPI_DOUBLE, MPI_SUM, comm);
            MPI_Reduce_scatter(MPI_IN_PLACE, b, counts, MPI_DOUBLE, MPI_SUM, comm);
        } else {
            SIM_Reduce_scatter(s, a, counts, MPI_DOUBLE, MPI_SUM, comm);
            MPI_Reduce_scatter(s, b, counts, MPI_DOUBLE, MPI_SUM, comm);
        }
        cmp_d(name, comm, a, b, counts[r]);
        free(s);
        free(a);
        free(b);
    }
    free(counts);
}

static void t_reduce_scatter_block(MPI_Comm comm, const char *tag, int rc, int use_mat, int inplace)
{
    char name[96];
    int r, n, total;
    PMPI_Comm_rank(comm, &r);
    PMPI_Comm_size(comm, &n);
    total = rc * n;
    snprintf(name, sizeof name, "%s/reduce_scatter_block-%s/c%d%s", tag, use_mat ? "matmul" : "sum", rc,
             inplace ? "/inplace" : "");
    if (use_mat) {
        unsigned int *s = malloc(16 * (total + 1)), *a = calloc(4 * (total + 1), 4), *b = calloc(4 * (total + 1), 4);
        fill_mat(s, total, r, 9);
        if (inplace) {
            memcpy(a, s, 16 * total);
            memcpy(b, s, 16 * total);
            SIM_Reduce_scatter_block(MPI_IN_PLACE, a, rc, mat_t, matmul_op, comm);
            MPI_Reduce_scatter_block(MPI_IN_PLACE, b, rc, mat_t, matmul_op, comm);
        } else {
            SIM_Reduce_scatter_block(s, a, rc, mat_t, matmul_op, comm);
            MPI_Reduce_scatter_block(s, b, rc, mat_t, matmul_op, comm);
        }
        cmp_i(name, comm, (int *)a, (int *)b, 4 * rc);
        free(s);
        free(a);
        free(b);
    } else {
        double *s = malloc(sizeof(double) * (total + 1)), *a = calloc(total + 1, sizeof(double)),
               *b = calloc(total + 1, sizeof(double));
        fill_d(s, total, r, 10);
        if (inplace) {
            memcpy(a, s, sizeof(double) * total);
            memcpy(b, s, sizeof(double) * total);
            SIM_Reduce_scatter_block(MPI_IN_PLACE, a, rc, MPI_DOUBLE, MPI_SUM, comm);
            MPI_Reduce_scatter_block(MPI_IN_PLACE, b, rc, MPI_DOUBLE, MPI_SUM, comm);
        } else {
            SIM_Reduce_scatter_block(s, a, rc, MPI_DOUBLE, MPI_SUM, comm);
            MPI_Reduce_scatter_block(s, b, rc, MPI_DOUBLE, MPI_SUM, comm);
        }
        cmp_d(name, comm, a, b, rc);
        free(s);
        free(a);
        free(b);
    }
}

static void t_scan(MPI_Comm comm, const char *tag, int exclusive, int count, int kind, int inplace)
{
    /* kind 0: double sum, 1: matmul, 2: lopsided (declared commutative) */
    char name[96];
    int r;
    const char *kn = kind == 0 ? "sum" : kind == 1 ? "matmul" : "lopsided";
    PMPI_Comm_rank(comm, &r);
    snprintf(name, sizeof name, "%s/%s-%s/c%d%s", tag, exclusive ? "exscan" : "scan", kn, count,
             inplace ? "/inplace" : "");
    if (kind == 1) {
        unsigned int *s = malloc(16 * (count + 1)), *a = calloc(4 * (count + 1), 4), *b = calloc(4 * (count + 1), 4);
        fill_mat(s, count, r, 11);
        if (inplace) {
            memcpy(a, s, 16 * count);
            memcpy(b, s, 16 * count);
        }
        if (exclusive) {
            SIM_Exscan(inplace ? MPI_IN_PLACE : s, a, count, mat_t, matmul_op, comm);
            MPI_Exscan(inplace ? MPI_IN_PLACE : s, b, count, mat_t, matmul_op, comm);
        } else {
            SIM_Scan(inplace ? MPI_IN_PLACE : s, a, count, mat_t, matmul_op, comm);
            MPI_Scan(inplace ? MPI_IN_PLACE : s, b, count, mat_t, matmul_op, comm);
        }
        if (exclusive && r == 0)
            report(name, comm, 1, NULL);
        else
            cmp_i(name, comm, (int *)a, (int *)b, 4 * count);
        free(s);
        free(a);
        free(b);
    } else {
        MPI_Op op = kind == 0 ? MPI_SUM : lopsided_op;
        double *s = malloc(sizeof(double) * (count + 1)), *a = calloc(count + 1, sizeof(double)),
               *b = calloc(count + 1, sizeof(double));
        fill_d(s, count, r, 12);
        if (inplace) {
            memcpy(a, s, sizeof(double) * count);
            memcpy(b, s, sizeof(double) * count);
        }
        if (exclusive) {
            SIM_Exscan(inplace ? MPI_IN_PLACE : s, a, count, MPI_DOUBLE, op, comm);
            MPI_Exscan(inplace ? MPI_IN_PLACE : s, b, count, MPI_DOUBLE, op, comm);
        } else {
            SIM_Scan(inplace ? MPI_IN_PLACE : s, a, count, MPI_DOUBLE, op, comm);
            MPI_Scan(inplace ? MPI_IN_PLACE : s, b, count, MPI_DOUBLE, op, comm);
        }
        if (exclusive && r == 0)
            report(name, comm, 1, NULL);
        else
            cmp_d(name, comm, a, b, count);
        free(s);
        free(a);
        free(b);
    }
}

static void t_gather(MPI_Comm comm, const char *tag, int count, int root, int inplace)
{
    char name[96];
    int r, n;
    double *s, *a, *b;
    PMPI_Comm_rank(comm, &r);
    PMPI_Comm_size(comm, &n);
    s = malloc(sizeof(double) * (count + 1));
    a = calloc((size_t)count * n + 1, sizeof(double));
    b = calloc((size_t)count * n + 1, sizeof(double));
    fill_d(s, count, r, 13);
    if (inplace && r == root) {
        memcpy(a + (size_t)count * r, s, sizeof(double) * count);
        memcpy(b + (size_t)count * r, s, sizeof(double) * count);
        SIM_Gather(MPI_IN_PLACE, count, MPI_DOUBLE, a, count, MPI_DOUBLE, root, comm);
        MPI_Gather(MPI_IN_PLACE, count, MPI_DOUBLE, b, count, MPI_DOUBLE, root, comm);
    } else {
        SIM_Gather(s, count, MPI_DOUBLE, a, count, MPI_DOUBLE, root, comm);
        MPI_Gather(s, count, MPI_DOUBLE, b, count, MPI_DOUBLE, root, comm);
    }
    snprintf(name, sizeof name, "%s/gather/c%d/root%d%s", tag, count, root, inplace ? "/inplace" : "");
    cmp_d(name, comm, a, b, r == root ? count * n : 0);
    free(s);
    free(a);
    free(b);
}

static void t_scatter(MPI_Comm comm, const char *tag, int count, int root, int inplace)
{
    char name[96];
    int r, n;
    double *s, *a, *b;
    PMPI_Comm_rank(comm, &r);
    PMPI_Comm_size(comm, &n);
    s = malloc(sizeof(double) * ((size_t)count * n + 1));
    a = calloc((size_t)count * n + 1, sizeof(double));
    b = calloc((size_t)count * n + 1, sizeof(double));
    fill_d(s, count * n, r, 14);
    if (inplace && r == root) {
        memcpy(a, s, sizeof(double) * count * n);
        memcpy(b, s, sizeof(double) * count * n);
        SIM_Scatter(a, count, MPI_DOUBLE, MPI_IN_PLACE, count, MPI_DOUBLE, root, comm);
        MPI_Scatter(b, count, MPI_DOUBLE, MPI_IN_PLACE, count, MPI_DOUBLE, root, comm);
    } else {
        SIM_Scatter(s, count, MPI_DOUBLE, a, count, MPI_DOUBLE, root, comm);
        MPI_Scatter(s, count, MPI_DOUBLE, b, count, MPI_DOUBLE, root, comm);
    }
    snprintf(name, sizeof name, "%s/scatter/c%d/root%d%s", tag, count, root, inplace ? "/inplace" : "");
    cmp_d(name, comm, a, b, count * ((inplace && r == root) ? n : 1));
    free(s);
    free(a);
    free(b);
}

static void t_gatherv_scatterv(MPI_Comm comm, const char *tag, int root)
{
    char name[96];
    int r, n, i, total = 0, *cnt, *dsp;
    double *s, *a, *b;
    PMPI_Comm_rank(comm, &r);
    PMPI_Comm_size(comm, &n);
    cnt = malloc(sizeof(int) * n);
    dsp = malloc(sizeof(int) * n);
    for (i = 0; i < n; i++) {
        cnt[i] = (i * 5 + 2) % 4;
        dsp[i] = total + i; /* gaps */
        total += cnt[i] + i;
    }
    s = malloc(sizeof(double) * (total + 8));
    a = calloc(total + 8, sizeof(double));
    b = calloc(total + 8, sizeof(double));
    fill_d(s, total + 4, r, 15);
    SIM_Gatherv(s, cnt[r], MPI_DOUBLE, a, cnt, dsp, MPI_DOUBLE, root, comm);
    MPI_Gatherv(s, cnt[r], MPI_DOUBLE, b, cnt, dsp, MPI_DOUBLE, root, comm);
    snprintf(name, sizeof name, "%s/gatherv/root%d", tag, root);
    cmp_d(name, comm, a, b, r == root ? total : 0);
    memset(a, 0, sizeof(double) * (total + 8));
    memset(b, 0, sizeof(double) * (total + 8));
    SIM_Scatterv(s, cnt, dsp, MPI_DOUBLE, a, cnt[r], MPI_DOUBLE, root, comm);
    MPI_Scatterv(s, cnt, dsp, MPI_DOUBLE, b, cnt[r], MPI_DOUBLE, root, comm);
    snprintf(name, sizeof name, "%s/scatterv/root%d", tag, root);
    cmp_d(name, comm, a, b, cnt[r]);
    free(s);
    free(a);
    free(b);
    free(cnt);
    free(dsp);
}

static void t_allgather(MPI_Comm comm, const char *tag, int count, int inplace)
{
    char name[96];
    int r, n;
    double *s, *a, *b;
    PMPI_Comm_rank(comm, &r);
    PMPI_Comm_size(comm, &n);
    s = malloc(sizeof(double) * (count + 1));
    a = calloc((size_t)count * n + 1, sizeof(double));
    b = calloc((size_t)count * n + 1, sizeof(double));
    fill_d(s, count, r, 16);
    if (inplace) {
        memcpy(a + (size_t)count * r, s, sizeof(double) * count);
        memcpy(b + (size_t)count * r, s, sizeof(double) * count);
        SIM_Allgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, a, count, MPI_DOUBLE, comm);
        MPI_Allgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, b, count, MPI_DOUBLE, comm);
    } else {
        SIM_Allgather(s, count, MPI_DOUBLE, a, count, MPI_DOUBLE, comm);
        MPI_Allgather(s, count, MPI_DOUBLE, b, count, MPI_DOUBLE, comm);
    }
    snprintf(name, sizeof name, "%s/allgather/c%d%s", tag, count, inplace ? "/inplace" : "");
    cmp_d(name, comm, a, b, count * n);
    free(s);
    free(a);
    free(b);
}

static void t_allgatherv(MPI_Comm comm, const char *tag, int scale, int inplace)
{
    char name[96];
    int r, n, i, total = 0, *cnt, *dsp;
    double *s, *a, *b;
    PMPI_Comm_rank(comm, &r);
    PMPI_Comm_size(comm, &n);
    cnt = malloc(sizeof(int) * n);
    dsp = malloc(sizeof(int) * n);
    for (i = 0; i < n; i++) {
        cnt[i] = ((i * 3 + 1) % 3) * scale; /* some zeros */
        dsp[i] = total;
        total += cnt[i] + 1;
    }
    s = malloc(sizeof(double) * (total + 1));
    a = calloc(total + 1, sizeof(double));
    b = calloc(total + 1, sizeof(double));
    fill_d(s, cnt[r] + 1, r, 17);
    if (inplace) {
        memcpy(a + dsp[r], s, sizeof(double) * cnt[r]);
        memcpy(b + dsp[r], s, sizeof(double) * cnt[r]);
        SIM_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, a, cnt, dsp, MPI_DOUBLE, comm);
        MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, b, cnt, dsp, MPI_DOUBLE, comm);
    } else {
        SIM_Allgatherv(s, cnt[r], MPI_DOUBLE, a, cnt, dsp, MPI_DOUBLE, comm);
        MPI_Allgatherv(s, cnt[r], MPI_DOUBLE, b, cnt, dsp, MPI_DOUBLE, comm);
    }
    snprintf(name, sizeof name, "%s/allgatherv/x%d%s", tag, scale, inplace ? "/inplace" : "");
    cmp_d(name, comm, a, b, total);
    free(s);
    free(a);
    free(b);
    free(cnt);
    free(dsp);
}

static void t_alltoall(MPI_Comm comm, const char *tag, int count, int inplace)
{
    char name[96];
    int r, n;
    double *s, *a, *b;
    PMPI_Comm_rank(comm, &r);
    PMPI_Comm_size(comm, &n);
    s = malloc(sizeof(double) * ((size_t)count * n + 1));
    a = calloc((size_t)count * n + 1, sizeof(double));
    b = calloc((size_t)count * n + 1, sizeof(double));
    fill_d(s, count * n, r, 18);
    if (inplace) {
        memcpy(a, s, sizeof(double) * count * n);
        memcpy(b, s, sizeof(double) * count * n);
        SIM_Alltoall(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, a, count, MPI_DOUBLE, comm);
        MPI_Alltoall(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, b, count, MPI_DOUBLE, comm);
    } else {
        SIM_Alltoall(s, count, MPI_DOUBLE, a, count, MPI_DOUBLE, comm);
        MPI_Alltoall(s, count, MPI_DOUBLE, b, count, MPI_DOUBLE, comm);
    }
    snprintf(name, sizeof name, "%s/alltoall/c%d%s", tag, count, inplace ? "/inplace" : "");
    cmp_d(name, comm, a, b, count * n);
    free(s);
    free(a);
    free(b);
}

static void t_alltoallvw(MPI_Comm comm, const char *tag, int inplace, int w)
{
    char name[96];
    int r, n, i, st = 0, rt = 0, *sc, *sd, *rc, *rd, *sdb, *rdb;
    MPI_Datatype *sty, *rty;
    double *s, *a, *b;
    PMPI_Comm_rank(comm, &r);
    PMPI_Comm_size(comm, &n);
    sc = malloc(sizeof(int) * n);
    sd = malloc(sizeof(int) * n);
    rc = malloc(sizeof(int) * n);
    rd = malloc(sizeof(int) * n);
    sdb = malloc(sizeof(int) * n);
    rdb = malloc(sizeof(int) * n);
    sty = malloc(sizeof(MPI_Datatype) * n);
    rty = malloc(sizeof(MPI_Datatype) * n);
    for (i = 0; i < n; i++) {
        /* r sends (r + i) % 3 to i; with MPI_IN_PLACE counts must be symmetric */
        sc[i] = inplace ? (r + i) % 3 : (r * 2 + i) % 3;
        rc[i] = inplace ? (r + i) % 3 : (i * 2 + r) % 3;
        sd[i] = st;
        rd[i] = rt;
        st += sc[i] + 1;
        rt += rc[i] + 1;
        sdb[i] = sd[i] * (int)sizeof(double);
        rdb[i] = rd[i] * (int)sizeof(double);
        sty[i] = rty[i] = MPI_DOUBLE;
    }
    s = malloc(sizeof(double) * (st + rt + 1));
    a = calloc(st + rt + 1, sizeof(double));
    b = calloc(st + rt + 1, sizeof(double));
    fill_d(s, st + rt, r, 19);
    if (inplace) {
        memcpy(a, s, sizeof(double) * rt);
        memcpy(b, s, sizeof(double) * rt);
    }
    if (w) {
        SIM_Alltoallw(inplace ? MPI_IN_PLACE : s, sc, sdb, sty, a, rc, rdb, rty, comm);
        MPI_Alltoallw(inplace ? MPI_IN_PLACE : s, sc, sdb, sty, b, rc, rdb, rty, comm);
    } else {
        SIM_Alltoallv(inplace ? MPI_IN_PLACE : s, sc, sd, MPI_DOUBLE, a, rc, rd, MPI_DOUBLE, comm);
        MPI_Alltoallv(inplace ? MPI_IN_PLACE : s, sc, sd, MPI_DOUBLE, b, rc, rd, MPI_DOUBLE, comm);
    }
    snprintf(name, sizeof name, "%s/alltoall%s%s", tag, w ? "w" : "v", inplace ? "/inplace" : "");
    cmp_d(name, comm, a, b, rt);
    free(s);
    free(a);
    free(b);
    free(sc);
    free(sd);
    free(rc);
    free(rd);
    free(sdb);
    free(rdb);
    free(sty);
    free(rty);
}

/* gather and alltoall of a non-contiguous type (packed paths) */
static void t_vec_moves(MPI_Comm comm, const char *tag, int count, int root)
{
    char name[96];
    int r, n, i, len;
    double *s, *a, *b;
    PMPI_Comm_rank(comm, &r);
    PMPI_Comm_size(comm, &n);
    len = 3 * count * n + 2;
    s = malloc(sizeof(double) * len);
    a = calloc(len, sizeof(double));
    b = calloc(len, sizeof(double));
    for (i = 0; i < len; i++)
        s[i] = val(r, i, 27);
    SIM_Gather(s, count, vec_t, a, count, vec_t, root, comm);
    MPI_Gather(s, count, vec_t, b, count, vec_t, root, comm);
    snprintf(name, sizeof name, "%s/gather-vec/c%d/root%d", tag, count, root);
    cmp_d(name, comm, a, b, r == root ? len : 0);
    memset(a, 0, sizeof(double) * len);
    memset(b, 0, sizeof(double) * len);
    SIM_Alltoall(s, count, vec_t, a, count, vec_t, comm);
    MPI_Alltoall(s, count, vec_t, b, count, vec_t, comm);
    snprintf(name, sizeof name, "%s/alltoall-vec/c%d", tag, count);
    cmp_d(name, comm, a, b, len);
    free(s);
    free(a);
    free(b);
}

/* level 2: everything; level 1: fewer roots and sizes (sub-communicators) */
static void intra_suite(MPI_Comm comm, const char *tag, int level)
{
    int n, r, roots[3], nr, k;
    PMPI_Comm_size(comm, &n);
    PMPI_Comm_rank(comm, &r);
    roots[0] = 0;
    roots[1] = n - 1;
    roots[2] = n / 2;
    nr = (n > 2) ? 3 : (n > 1 ? 2 : 1);
    if (level < 2 && nr > 2)
        nr = 2;

    t_barrier(comm, tag);
    for (k = 0; k < nr; k++) {
        /* the reductions' results depend on the root; data movement is checked for two roots */
        int moves = (k < 2);
        t_bcast(comm, tag, 3, roots[k]);
        if (moves)
            t_bcast(comm, tag, 2000, roots[k]);
        if (moves)
            t_bcast_vec(comm, tag, 700, roots[k]);
        t_reduce_d(comm, tag, 1, roots[k], MPI_SUM, "sum", 0);
        t_reduce_d(comm, tag, 7, roots[k], MPI_SUM, "sum", 1);
        t_reduce_d(comm, tag, 300, roots[k], MPI_SUM, "sum", 0);
        t_reduce_d(comm, tag, 5, roots[k], lopsided_op, "lopsided", 0);
        t_reduce_d(comm, tag, 400, roots[k], lopsided_op, "lopsided", 0);
        t_reduce_mat(comm, tag, 3, roots[k]);
        t_reduce_mat(comm, tag, 200, roots[k]);
        t_reduce_maxloc(comm, tag, 5, roots[k], MPI_MAXLOC, "maxloc");
        if (moves) {
            t_gather(comm, tag, 2, roots[k], 0);
            t_gather(comm, tag, 200, roots[k], 0);
            t_gather(comm, tag, 3, roots[k], 1);
            t_scatter(comm, tag, 2, roots[k], 0);
            t_scatter(comm, tag, 300, roots[k], 0);
            t_scatter(comm, tag, 3, roots[k], 1);
            t_gatherv_scatterv(comm, tag, roots[k]);
        }
    }
    t_reduce_d(comm, tag, 1000, 0, MPI_SUM, "sum", 1);
    if (level >= 2) {
        t_bcast(comm, tag, 70000, n - 1);
        t_reduce_d(comm, tag, 20000, n - 1, MPI_SUM, "sum", 0);
    }
    t_allreduce_d(comm, tag, 0, MPI_SUM, "sum", 0);
    t_allreduce_d(comm, tag, 0, lopsided_op, "lopsided", 0);
    t_allreduce_d(comm, tag, 1, MPI_SUM, "sum", 0);
    t_allreduce_d(comm, tag, 2, MPI_SUM, "sum", 0);
    t_allreduce_d(comm, tag, 7, MPI_SUM, "sum", 1);
    t_allreduce_d(comm, tag, 1000, MPI_SUM, "sum", 0);
    t_allreduce_d(comm, tag, 1001, MPI_SUM, "sum", 1);
    t_allreduce_d(comm, tag, 9, MPI_PROD, "prod", 0);
    t_allreduce_d(comm, tag, 1, lopsided_op, "lopsided", 0);
    t_allreduce_d(comm, tag, 50, lopsided_op, "lopsided", 1);
    t_allreduce_mat(comm, tag, 1);
    t_allreduce_mat(comm, tag, 33);
    t_allreduce_loc(comm, tag, 6, MPI_MAXLOC, "maxloc");
    t_allreduce_loc(comm, tag, 6, MPI_MINLOC, "minloc");
    t_allreduce_int(comm, tag, 5, MPI_BXOR, "bxor");
    t_allreduce_int(comm, tag, 5, MPI_MAX, "max");
    if (level >= 2)
        t_allreduce_d(comm, tag, 20000, MPI_SUM, "sum", 0);
    t_reduce_scatter(comm, tag, 0, 0, 0);
    t_reduce_scatter(comm, tag, 1, 0, 0);
    t_reduce_scatter(comm, tag, 0, 0, 1);
    t_reduce_scatter(comm, tag, 0, 1, 0);
    t_reduce_scatter(comm, tag, 1, 1, 0);
    t_reduce_scatter(comm, tag, 0, 1, 1);
    t_reduce_scatter_block(comm, tag, 1, 0, 0);
    t_reduce_scatter_block(comm, tag, 5, 0, 1);
    t_reduce_scatter_block(comm, tag, 2, 1, 0);
    t_reduce_scatter_block(comm, tag, 3, 1, 1);
    t_scan(comm, tag, 0, 3, 0, 0);
    t_scan(comm, tag, 0, 3, 0, 1);
    t_scan(comm, tag, 0, 2, 1, 0);
    t_scan(comm, tag, 0, 4, 2, 0);
    t_scan(comm, tag, 1, 3, 0, 0);
    t_scan(comm, tag, 1, 3, 0, 1);
    t_scan(comm, tag, 1, 2, 1, 0);
    t_scan(comm, tag, 1, 4, 2, 1);
    t_allgather(comm, tag, 1, 0);
    t_allgather(comm, tag, 3, 1);
    if (level >= 2)
        t_allgather(comm, tag, 1500, 0);
    t_allgatherv(comm, tag, 1, 0);
    t_allgatherv(comm, tag, 2, 1);
    if (level >= 2)
        t_allgatherv(comm, tag, 3000, 0);
    t_alltoall(comm, tag, 1, 0);
    t_alltoall(comm, tag, 40, 0);
    if (level >= 2)
        t_alltoall(comm, tag, 5000, 0);
    t_alltoall(comm, tag, 2, 1);
    t_vec_moves(comm, tag, 2, n - 1);
    if (level >= 2)
        t_vec_moves(comm, tag, 100, 0);
    t_alltoallvw(comm, tag, 0, 0);
    t_alltoallvw(comm, tag, 1, 0);
    t_alltoallvw(comm, tag, 0, 1);
    t_alltoallvw(comm, tag, 1, 1);
    t_barrier(comm, tag);
}

/* ---------------------------------------------------------------------------------------- */
/* Intercommunicator cases                                                                   */
#include "coll_inter_cases.c"

int main(int argc, char **argv)
{
    MPI_Comm dup, half;
    PMPI_Init(&argc, &argv);
    PMPI_Comm_rank(MPI_COMM_WORLD, &wrank);
    PMPI_Comm_size(MPI_COMM_WORLD, &wsize);
    PMPI_Type_contiguous(4, MPI_UNSIGNED, &mat_t);
    PMPI_Type_commit(&mat_t);
    PMPI_Type_vector(2, 1, 2, MPI_DOUBLE, &vec_t); /* 2 doubles, stride 2: non-contiguous */
    PMPI_Type_commit(&vec_t);
    PMPI_Op_create(matmul_fn, 0, &matmul_op);
    PMPI_Op_create(lopsided_fn, 1, &lopsided_op);

    shim_register(MPI_COMM_WORLD);
    intra_suite(MPI_COMM_WORLD, "world", 2);

    /* a duplicate (its own contexts), and a split communicator in reverse rank order */
    PMPI_Comm_dup(MPI_COMM_WORLD, &dup);
    shim_register(dup);
    t_bcast(dup, "dup", 5, wsize - 1);
    t_reduce_d(dup, "dup", 11, wsize - 1, MPI_SUM, "sum", 0);
    t_allreduce_d(dup, "dup", 3, MPI_SUM, "sum", 0);
    t_scan(dup, "dup", 0, 3, 2, 0);
    PMPI_Comm_split(MPI_COMM_WORLD, wrank % 2, wsize - wrank, &half);
    shim_register(half);
    intra_suite(half, wrank % 2 ? "odd" : "even", 1);

    if (wsize >= 2) {
        MPI_Comm ic, lower;
        int nlow = wsize / 2, in_a = wrank < nlow;
        PMPI_Comm_split(MPI_COMM_WORLD, in_a, wrank, &lower);
        PMPI_Intercomm_create(lower, 0, MPI_COMM_WORLD, in_a ? nlow : 0, 5, &ic);
        shim_register(ic);
        inter_suite(ic, in_a, in_a ? "interA" : "interB");
    }

    printf("DONE wrank %d cases %d mismatches %d\n", wrank, ncases, nbad);
    PMPI_Finalize();
    return 0;
}
