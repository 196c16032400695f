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

typedef struct {
    MPI_Comm user, coll, node, roots, local;
    int low;
} shim_entry;

static shim_entry shim_tab[256];
static int shim_n;

static shim_entry *shim_find(MPI_Comm c)
{
    int i;
    for (i = 0; i < shim_n; i++)
        if (shim_tab[i].user == c)
            return &shim_tab[i];
    fprintf(stderr, "shim: communicator %#x not registered\n", (unsigned)c);
    abort();
    return NULL;
}

static MPI_Comm shim_coll(MPI_Comm c)
{
    return shim_find(c)->coll;
}

/* Collective over c (both groups for an intercommunicator). */
static void shim_register_kind(MPI_Comm c, int leaf)
{
    shim_entry e;
    int inter, size, rank;
    e.user = c;
    e.node = e.roots = e.local = MPI_COMM_NULL;
    e.low = 0;
    PMPI_Comm_dup(c, &e.coll);
    PMPI_Comm_test_inter(c, &inter);
    PMPI_Comm_size(c, &size);
    PMPI_Comm_rank(c, &rank);
    if (!inter && !leaf && size > 1) {
        PMPI_Comm_dup(c, &e.node);
        shim_register_kind(e.node, 1);
        if (rank == 0) {
            PMPI_Comm_dup(MPI_COMM_SELF, &e.roots);
            shim_register_kind(e.roots, 1);
        }
    }
    if (inter) {
        MPI_Group lg, rg, wg;
        int zero = 0, lw, rw;
        PMPI_Comm_group(c, &lg);
        PMPI_Comm_remote_group(c, &rg);
        PMPI_Comm_group(MPI_COMM_WORLD, &wg);
        PMPI_Group_translate_ranks(lg, 1, &zero, wg, &lw);
        PMPI_Group_translate_ranks(rg, 1, &zero, wg, &rw);
        e.low = lw < rw;
        PMPI_Comm_create_group(MPI_COMM_WORLD, lg, 77, &e.local);
        PMPI_Group_free(&lg);
        PMPI_Group_free(&rg);
        PMPI_Group_free(&wg);
    }
    shim_tab[shim_n++] = e;
    if (inter)
        shim_register_kind(e.local, 0);
}

static void shim_register(MPI_Comm c)
{
    shim_register_kind(c, 0);
}

int MPIC_Send(const void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    return PMPI_Send(buf, (int)count, datatype, dest, tag, shim_coll(comm));
}

int MPIC_Ssend(const void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    return PMPI_Ssend(buf, (int)count, datatype, dest, tag, shim_coll(comm));
}

int MPIC_Recv(void *buf, MPI_Aint count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm,
              MPI_Status *status)
{
    return PMPI_Recv(buf, (int)count, datatype, source, tag, shim_coll(comm), status);
}

int MPIC_Sendrecv(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, int dest, int sendtag,
                  void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype, int source, int recvtag,
                  MPI_Comm comm, MPI_Status *status)
{
    return PMPI_Sendrecv(sendbuf, (int)sendcount, sendtype, dest, sendtag, recvbuf, (int)recvcount, recvtype, source,
                         recvtag, shim_coll(comm), status);
}

int MPIC_Sendrecv_replace(void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int sendtag, int source,
                          int recvtag, MPI_Comm comm, MPI_Status *status)
{
    return PMPI_Sendrecv_replace(buf, (int)count, datatype, dest, sendtag, source, recvtag, shim_coll(comm), status);
}

int MPIC_Isend(const void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm,
               MPI_Request *request)
{
    return PMPI_Isend(buf, (int)count, datatype, dest, tag, shim_coll(comm), request);
}

int MPIC_Irecv(void *buf, MPI_Aint count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm,
               MPI_Request *request)
{
    return PMPI_Irecv(buf, (int)count, datatype, source, tag, shim_coll(comm), request);
}

int MPIC_Waitall(int count, MPI_Request requests[], MPI_Status statuses[])
{
    return PMPI_Waitall(count, requests, statuses);
}

/* Copy by type signature (MPICH's MPIR_Localcopy): pack, then unpack. */
int MPIR_Localcopy(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                   MPI_Aint recvcount, MPI_Datatype recvtype)
{
    int ssz, rsz, psize, pos = 0, pos2 = 0, n;
    MPI_Aint sbytes;
    char *tmp;
    PMPI_Type_size(sendtype, &ssz);
    PMPI_Type_size(recvtype, &rsz);
    sbytes = (MPI_Aint)ssz * sendcount;
    if (sbytes > (MPI_Aint)rsz * recvcount)
        return MPI_ERR_TRUNCATE;
    if (sbytes == 0)
        return MPI_SUCCESS;
    PMPI_Pack_size((int)sendcount, sendtype, MPI_COMM_SELF, &psize);
    tmp = (char *)malloc(psize);
    PMPI_Pack(sendbuf, (int)sendcount, sendtype, tmp, psize, &pos, MPI_COMM_SELF);
    n = (int)(sbytes / rsz);
    PMPI_Unpack(tmp, pos, &pos2, recvbuf, n, recvtype, MPI_COMM_SELF);
    free(tmp);
    return MPI_SUCCESS;
}

int MPIR_Localcopy_blocks(void *typed, const int *displs, int nblocks, MPI_Aint count, MPI_Datatype datatype,
                          void *packed, int unpack)
{
    int i, sz, ret = MPI_SUCCESS, e;
    MPI_Aint lb, ext;
    PMPI_Type_size(datatype, &sz);
    PMPI_Type_get_extent(datatype, &lb, &ext);
    for (i = 0; i < nblocks; i++) {
        char *t = (char *)typed + displs[i] * ext, *p = (char *)packed + i * count * sz;
        e = unpack ? MPIR_Localcopy(p, count * sz, MPI_BYTE, t, count, datatype)
                   : MPIR_Localcopy(t, count, datatype, p, count * sz, MPI_BYTE);
        if (ret == MPI_SUCCESS)
            ret = e;
    }
    return ret;
}

int MPIR_Reduce_local(const void *inbuf, void *inoutbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op)
{
    if (count == 0)
        return MPI_SUCCESS;
    return PMPI_Reduce_local(inbuf, inoutbuf, (int)count, datatype, op);
}

int MPIR_Op_is_commutative(MPI_Op op)
{
    int c;
    PMPI_Op_commutative(op, &c);
    return c;
}

MPI_Aint MPIR_Datatype_get_extent(MPI_Datatype datatype)
{
    MPI_Aint lb, extent;
    PMPI_Type_get_extent(datatype, &lb, &extent);
    return extent;
}

void MPIR_Type_get_true_extent(MPI_Datatype datatype, MPI_Aint *true_lb, MPI_Aint *true_extent)
{
    PMPI_Type_get_true_extent(datatype, true_lb, true_extent);
}

MPI_Aint MPIR_Datatype_get_size(MPI_Datatype datatype)
{
    MPI_Count s;
    PMPI_Type_size_x(datatype, &s);
    return (MPI_Aint)s;
}

int MPIR_Comm_rank(MPI_Comm comm)
{
    int r;
    PMPI_Comm_rank(comm, &r);
    return r;
}

int MPIR_Comm_size(MPI_Comm comm)
{
    int s;
    PMPI_Comm_size(comm, &s);
    return s;
}

int MPIR_Comm_remote_size(MPI_Comm comm)
{
    int inter, s = 0;
    PMPI_Comm_test_inter(comm, &inter);
    if (inter)
        PMPI_Comm_remote_size(comm, &s);
    return s;
}

int MPIR_Comm_is_inter(MPI_Comm comm)
{
    int inter;
    PMPI_Comm_test_inter(comm, &inter);
    return inter;
}

MPI_Comm MPIR_Comm_local_comm(MPI_Comm comm)
{
    return shim_find(comm)->local;
}

MPI_Comm MPIR_Comm_node_comm(MPI_Comm comm)
{
    return shim_find(comm)->node;
}

MPI_Comm MPIR_Comm_node_roots_comm(MPI_Comm comm)
{
    return shim_find(comm)->roots;
}

int MPIR_Get_intranode_rank(MPI_Comm comm, int rank)
{
    (void)comm;
    return rank;
}

int MPIR_Get_internode_rank(MPI_Comm comm, int rank)
{
    (void)comm;
    (void)rank;
    return 0;
}

int MPIR_Comm_is_low_group(MPI_Comm comm)
{
    return shim_find(comm)->low;
}

int MPIR_Coll_enter(const char *fname, MPI_Comm comm, int root, MPI_Aint count, MPI_Datatype datatype, MPI_Op op)
{
    (void)fname;
    (void)root;
    (void)count;
    (void)datatype;
    (void)op;
    shim_find(comm);
    return MPI_SUCCESS;
}

int MPIR_Err_return_comm(MPI_Comm comm, const char *fname, int err)
{
    (void)comm;
    fprintf(stderr, "shim: %s returned error %d\n", fname, err);
    return err;
}

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

static void inter_suite(MPI_Comm ic, int in_a, const char *tag)
{
    char name[96];
    int r, ln, rn, i, k;
    PMPI_Comm_rank(ic, &r);
    PMPI_Comm_size(ic, &ln);
    PMPI_Comm_remote_size(ic, &rn);

    t_barrier(ic, tag);
    /* rooted collectives: root 0 of group A, then root rn-1 of group B */
    for (k = 0; k < 2; k++) {
        int root_in_a = (k == 0);
        int am_root_group = (in_a == root_in_a);
        int rootrank = root_in_a ? 0 : (in_a ? rn - 1 : ln - 1);
        int root = am_root_group ? (r == rootrank ? MPI_ROOT : MPI_PROC_NULL) : rootrank;
        int counts[2] = {3, 700}, ci;
        for (ci = 0; ci < 2; ci++) {
            int c = counts[ci];
            int big = c * (rn > ln ? rn : ln) + 1;
            double *s = malloc(sizeof(double) * big), *a = calloc(big, sizeof(double)), *b = calloc(big, sizeof(double));
            int *vc = malloc(sizeof(int) * (rn + ln)), *vd = malloc(sizeof(int) * (rn + ln));
            /* bcast */
            fill_d(a, c, root == MPI_ROOT ? 1 : r + 50, 20);
            fill_d(b, c, root == MPI_ROOT ? 1 : r + 50, 20);
            SIM_Bcast(a, c, MPI_DOUBLE, root, ic);
            MPI_Bcast(b, c, MPI_DOUBLE, root, ic);
            snprintf(name, sizeof name, "%s/bcast/c%d/k%d", tag, c, k);
            cmp_d(name, ic, a, b, root == MPI_PROC_NULL ? 0 : c);
            /* reduce: sum of the other group's data */
            fill_d(s, c, r + (in_a ? 0 : 100), 21);
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            SIM_Reduce(s, a, c, MPI_DOUBLE, MPI_SUM, root, ic);
            MPI_Reduce(s, b, c, MPI_DOUBLE, MPI_SUM, root, ic);
            snprintf(name, sizeof name, "%s/reduce-sum/c%d/k%d", tag, c, k);
            cmp_d(name, ic, a, b, root == MPI_ROOT ? c : 0);
            /* gather / scatter */
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            SIM_Gather(s, c, MPI_DOUBLE, a, c, MPI_DOUBLE, root, ic);
            MPI_Gather(s, c, MPI_DOUBLE, b, c, MPI_DOUBLE, root, ic);
            snprintf(name, sizeof name, "%s/gather/c%d/k%d", tag, c, k);
            cmp_d(name, ic, a, b, root == MPI_ROOT ? c * rn : 0);
            fill_d(s, c * rn, r + 7, 22);
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            SIM_Scatter(s, c, MPI_DOUBLE, a, c, MPI_DOUBLE, root, ic);
            MPI_Scatter(s, c, MPI_DOUBLE, b, c, MPI_DOUBLE, root, ic);
            snprintf(name, sizeof name, "%s/scatter/c%d/k%d", tag, c, k);
            cmp_d(name, ic, a, b, (root == MPI_ROOT || root == MPI_PROC_NULL) ? 0 : c);
            /* gatherv / scatterv */
            for (i = 0; i < rn; i++) {
                vc[i] = (i * 3 + 1) % 3;
                vd[i] = 2 * i;
            }
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            {
                int mine = (r * 3 + 1) % 3;
                SIM_Gatherv(s, mine, MPI_DOUBLE, a, vc, vd, MPI_DOUBLE, root, ic);
                MPI_Gatherv(s, mine, MPI_DOUBLE, b, vc, vd, MPI_DOUBLE, root, ic);
                snprintf(name, sizeof name, "%s/gatherv/c%d/k%d", tag, c, k);
                cmp_d(name, ic, a, b, root == MPI_ROOT ? 2 * rn : 0);
                memset(a, 0, sizeof(double) * big);
                memset(b, 0, sizeof(double) * big);
                SIM_Scatterv(s, vc, vd, MPI_DOUBLE, a, mine, MPI_DOUBLE, root, ic);
                MPI_Scatterv(s, vc, vd, MPI_DOUBLE, b, mine, MPI_DOUBLE, root, ic);
                snprintf(name, sizeof name, "%s/scatterv/c%d/k%d", tag, c, k);
                cmp_d(name, ic, a, b, (root == MPI_ROOT || root == MPI_PROC_NULL) ? 0 : mine);
            }
            free(s);
            free(a);
            free(b);
            free(vc);
            free(vd);
        }
    }
    /* all-to-all style */
    {
        int c, ci, cs[2] = {2, 600};
        for (ci = 0; ci < 2; ci++) {
            int big;
            double *s, *a, *b;
            c = cs[ci];
            big = c * (rn + ln) + 1;
            s = malloc(sizeof(double) * big);
            a = calloc(big, sizeof(double));
            b = calloc(big, sizeof(double));
            fill_d(s, c * rn, r + (in_a ? 0 : 100), 23);
            SIM_Allreduce(s, a, c, MPI_DOUBLE, MPI_SUM, ic);
            MPI_Allreduce(s, b, c, MPI_DOUBLE, MPI_SUM, ic);
            snprintf(name, sizeof name, "%s/allreduce-sum/c%d", tag, c);
            cmp_d(name, ic, a, b, c);
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            SIM_Allgather(s, c, MPI_DOUBLE, a, c, MPI_DOUBLE, ic);
            MPI_Allgather(s, c, MPI_DOUBLE, b, c, MPI_DOUBLE, ic);
            snprintf(name, sizeof name, "%s/allgather/c%d", tag, c);
            cmp_d(name, ic, a, b, c * rn);
            memset(a, 0, sizeof(double) * big);
            memset(b, 0, sizeof(double) * big);
            SIM_Alltoall(s, c, MPI_DOUBLE, a, c, MPI_DOUBLE, ic);
            MPI_Alltoall(s, c, MPI_DOUBLE, b, c, MPI_DOUBLE, ic);
            snprintf(name, sizeof name, "%s/alltoall/c%d", tag, c);
            cmp_d(name, ic, a, b, c * rn);
            free(s);
            free(a);
            free(b);
        }
    }
    {
        int *rc = malloc(sizeof(int) * (rn + 1)), *rd = malloc(sizeof(int) * (rn + 1));
        int *sc = malloc(sizeof(int) * (rn + 1)), *sd = malloc(sizeof(int) * (rn + 1));
        int *sdb = malloc(sizeof(int) * (rn + 1)), *rdb = malloc(sizeof(int) * (rn + 1));
        int *lc = malloc(sizeof(int) * (ln + 1));
        MPI_Datatype *ty = malloc(sizeof(MPI_Datatype) * (rn + 1));
        int tot = 0, stot = 0, ltot = 0;
        double *s, *a, *b;
        for (i = 0; i < rn; i++) {
            /* remote process i contributes (i + 1) % 3 to allgatherv; alltoallv: I send
               (r + i) % 2 + 1 to remote i and receive (i + r) % 2 + 1 from it */
            rc[i] = (i + 1) % 3;
            rd[i] = tot;
            tot += rc[i] + 1;
            sc[i] = (r + i) % 2 + 1;
            sd[i] = stot;
            stot += sc[i];
            ty[i] = MPI_DOUBLE;
        }
        for (i = 0; i < ln; i++) {
            lc[i] = (i + 1) % 2 + 1;
            ltot += lc[i];
        }
        s = malloc(sizeof(double) * (tot + stot + ltot * 2 + 8));
        a = calloc(tot + stot + ltot * 2 + 8, sizeof(double));
        b = calloc(tot + stot + ltot * 2 + 8, sizeof(double));
        fill_d(s, tot + stot + ltot * 2 + 4, r + (in_a ? 0 : 100), 24);
        SIM_Allgatherv(s, (r + 1) % 3, MPI_DOUBLE, a, rc, rd, MPI_DOUBLE, ic);
        MPI_Allgatherv(s, (r + 1) % 3, MPI_DOUBLE, b, rc, rd, MPI_DOUBLE, ic);
        snprintf(name, sizeof name, "%s/allgatherv", tag);
        cmp_d(name, ic, a, b, tot);
        for (i = 0; i < rn; i++) {
            sdb[i] = sd[i] * 8;
            rdb[i] = sd[i] * 8;
        }
        memset(a, 0, sizeof(double) * (tot + stot + 8));
        memset(b, 0, sizeof(double) * (tot + stot + 8));
        SIM_Alltoallv(s, sc, sd, MPI_DOUBLE, a, sc, sd, MPI_DOUBLE, ic);
        MPI_Alltoallv(s, sc, sd, MPI_DOUBLE, b, sc, sd, MPI_DOUBLE, ic);
        snprintf(name, sizeof name, "%s/alltoallv", tag);
        cmp_d(name, ic, a, b, stot);
        memset(a, 0, sizeof(double) * (tot + stot + 8));
        memset(b, 0, sizeof(double) * (tot + stot + 8));
        SIM_Alltoallw(s, sc, sdb, ty, a, sc, rdb, ty, ic);
        MPI_Alltoallw(s, sc, sdb, ty, b, sc, rdb, ty, ic);
        snprintf(name, sizeof name, "%s/alltoallw", tag);
        cmp_d(name, ic, a, b, stot);
        /* reduce_scatter: both groups reduce the same total */
        {
            int *lcs = malloc(sizeof(int) * (ln + 1)), lt = 0, rt = 0;
            for (i = 0; i < ln; i++) {
                lcs[i] = 0;
            }
            /* totals must agree: give each process of the smaller total the difference */
            for (i = 0; i < ln; i++) {
                lcs[i] = (i % 2) + 1;
                lt += lcs[i];
            }
            for (i = 0; i < rn; i++)
                rt += (i % 2) + 1;
            if (lt < rt)
                lcs[ln - 1] += rt - lt;
            lt = lt < rt ? rt : lt;
            memset(a, 0, sizeof(double) * (tot + stot + 8));
            memset(b, 0, sizeof(double) * (tot + stot + 8));
            free(s);
            s = malloc(sizeof(double) * (lt + 8));
            fill_d(s, lt + 4, r + (in_a ? 0 : 100), 25);
            free(a);
            free(b);
            a = calloc(lt + 8, sizeof(double));
            b = calloc(lt + 8, sizeof(double));
            SIM_Reduce_scatter(s, a, lcs, MPI_DOUBLE, MPI_SUM, ic);
            MPI_Reduce_scatter(s, b, lcs, MPI_DOUBLE, MPI_SUM, ic);
            snprintf(name, sizeof name, "%s/reduce_scatter", tag);
            cmp_d(name, ic, a, b, lcs[r]);
            free(lcs);
        }
        free(s);
        free(a);
        free(b);
        {
            /* reduce_scatter_block: each group reduces rc * its local size; use equal sizes */
            if (ln == rn) {
                int rcnt = 2;
                s = malloc(sizeof(double) * (rcnt * ln + 1));
                a = calloc(rcnt * ln + 1, sizeof(double));
                b = calloc(rcnt * ln + 1, sizeof(double));
                fill_d(s, rcnt * ln, r + (in_a ? 0 : 100), 26);
                SIM_Reduce_scatter_block(s, a, rcnt, MPI_DOUBLE, MPI_SUM, ic);
                MPI_Reduce_scatter_block(s, b, rcnt, MPI_DOUBLE, MPI_SUM, ic);
                snprintf(name, sizeof name, "%s/reduce_scatter_block", tag);
                cmp_d(name, ic, a, b, rcnt);
                free(s);
                free(a);
                free(b);
            }
        }
        free(rc);
        free(rd);
        free(sc);
        free(sd);
        free(sdb);
        free(rdb);
        free(lc);
        free(ty);
    }
    t_barrier(ic, tag);
}

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
