/* MPI_MAX and MPI_MIN on every unsigned integer type (and the char types beside them) through
   every reduction and one-sided operation, by element count and through derived datatypes.
   MPICH 4.0.2 compares unsigned elements as signed ones of their size everywhere (yaksa's
   builtin types alias each unsigned type to the signed one): the values mix elements with
   and without their top bit set, so either comparison shows. */
// mpi-np: 3
// mpi-timeout: 120
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#define MAXN 7
#define MAXSZ 8

static const struct { MPI_Datatype t; const char *name; int size; } types[] = {
    { MPI_UNSIGNED_CHAR, "unsigned char", 1 }, { MPI_UNSIGNED_SHORT, "unsigned short", 2 },
    { MPI_UNSIGNED, "unsigned", 4 }, { MPI_UNSIGNED_LONG, "unsigned long", 8 },
    { MPI_UNSIGNED_LONG_LONG, "unsigned long long", 8 }, { MPI_UINT8_T, "uint8_t", 1 },
    { MPI_UINT16_T, "uint16_t", 2 }, { MPI_UINT32_T, "uint32_t", 4 }, { MPI_UINT64_T, "uint64_t", 8 },
    { MPI_CHAR, "char", 1 }, { MPI_SIGNED_CHAR, "signed char", 1 }, { MPI_INT, "int", 4 },
    { MPI_AINT, "MPI_Aint", 8 },
};
#define NTYPES (int)(sizeof types / sizeof types[0])

/* Element k of `rank`'s data: the top byte alternates between top bit set and clear across
   ranks and elements, the low byte tells ranks apart. */
static void fill(unsigned char *buf, int size, int n, int rank, int salt)
{
    memset(buf, 0, (size_t)n * size);
    for (int k = 0; k < n; k++) {
        unsigned char *e = buf + k * size;
        e[size - 1] = (unsigned char)(((k + rank + salt) % 2 ? 0xE0 : 0x70) + rank * 3 + k);
        if (size > 1) e[0] = (unsigned char)(rank * 17 + k + salt);
    }
}

static void print(const char *what, const char *tn, const char *on, int n, const unsigned char *buf, int size)
{
    printf("%s %s %s n=%d:", what, tn, on, n);
    for (int k = 0; k < n; k++) {
        printf(" ");
        for (int b = size - 1; b >= 0; b--) printf("%02x", buf[k * size + b]);
    }
    printf("\n");
}

int main(int argc, char **argv)
{
    int rank, np;
    MPI_Op ops[] = { MPI_MAX, MPI_MIN };
    const char *onames[] = { "max", "min" };
    unsigned char in[MAXN * MAXSZ * 3], out[MAXN * MAXSZ * 3], tmp[MAXN * MAXSZ * 3];
    unsigned char *base;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    MPI_Win_allocate(MAXN * MAXSZ, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    for (int t = 0; t < NTYPES; t++) {
        MPI_Datatype dt = types[t].t;
        int sz = types[t].size;
        for (int o = 0; o < 2; o++) {
            const char *tn = types[t].name, *on = onames[o];
            MPI_Op op = ops[o];
            for (int n = 1; n <= MAXN; n += 3) {
                MPI_Request req;
                fill(in, sz, n, rank, 0);
                memset(out, 0, sizeof out);
                MPI_Reduce(in, out, n, dt, op, 0, MPI_COMM_WORLD);
                if (rank == 0) print("reduce", tn, on, n, out, sz);
                MPI_Allreduce(in, out, n, dt, op, MPI_COMM_WORLD);
                print("allreduce", tn, on, n, out, sz);
                fill(tmp, sz, n, rank + 1, 1);
                MPI_Reduce_local(in, tmp, n, dt, op);
                print("reduce_local", tn, on, n, tmp, sz);
                MPI_Scan(in, out, n, dt, op, MPI_COMM_WORLD);
                print("scan", tn, on, n, out, sz);
                memset(out, 0, sizeof out);
                MPI_Exscan(in, out, n, dt, op, MPI_COMM_WORLD);
                if (rank > 0) print("exscan", tn, on, n, out, sz);
                MPI_Iallreduce(in, out, n, dt, op, MPI_COMM_WORLD, &req);
                MPI_Wait(&req, MPI_STATUS_IGNORE);
                print("iallreduce", tn, on, n, out, sz);
                MPI_Iscan(in, out, n, dt, op, MPI_COMM_WORLD, &req);
                MPI_Wait(&req, MPI_STATUS_IGNORE);
                print("iscan", tn, on, n, out, sz);
            }
            /* Reduce_scatter(_block) and the nonblocking reduce: n elements a rank. */
            for (int n = 1; n <= 2; n++) {
                int counts[3] = { n, n, n };
                MPI_Request req;
                fill(in, sz, n * np, rank, 0);
                MPI_Reduce_scatter_block(in, out, n, dt, op, MPI_COMM_WORLD);
                print("reduce_scatter_block", tn, on, n, out, sz);
                MPI_Reduce_scatter(in, out, counts, dt, op, MPI_COMM_WORLD);
                print("reduce_scatter", tn, on, n, out, sz);
                MPI_Ireduce(in, out, n, dt, op, 1, MPI_COMM_WORLD, &req);
                MPI_Wait(&req, MPI_STATUS_IGNORE);
                if (rank == 1) print("ireduce", tn, on, n, out, sz);
            }
            /* One-sided: ranks 1 and 2 combine into rank 0's window, one epoch per call. */
            for (int n = 1; n <= MAXN; n += n < 3 ? 1 : 3) {
                for (int how = 0; how < 5; how++) {
                    MPI_Datatype c = MPI_DATATYPE_NULL;
                    if (how == 2 && n > 1) continue; /* MPI_Fetch_and_op: one element */
                    fill(base, sz, n, 5, 1);
                    fill(in, sz, n, rank, 0);
                    memset(tmp, 0, sizeof tmp);
                    MPI_Win_fence(0, win);
                    if (rank == 1 || (rank == 2 && how != 1 && how != 2)) { /* one fetching origin: the order of two would decide */
                        if (how == 0) MPI_Accumulate(in, n, dt, 0, 0, n, dt, op, win);
                        else if (how == 1) MPI_Get_accumulate(in, n, dt, tmp, n, dt, 0, 0, n, dt, op, win);
                        else if (how == 2) MPI_Fetch_and_op(in, tmp, dt, 0, 0, op, win);
                        else {
                            /* a contiguous type on both sides, or elements into a vector */
                            if (how == 3) MPI_Type_contiguous(n, dt, &c);
                            else MPI_Type_vector(n, 1, 1, dt, &c);
                            MPI_Type_commit(&c);
                            if (how == 3) MPI_Accumulate(in, 1, c, 0, 0, 1, c, op, win);
                            else MPI_Accumulate(in, n, dt, 0, 0, 1, c, op, win);
                            MPI_Type_free(&c);
                        }
                    }
                    MPI_Win_fence(0, win);
                    if (rank == 0) {
                        char what[32];
                        snprintf(what, sizeof what, "rma%d", how);
                        print(what, tn, on, n, base, sz);
                    }
                    if (rank == 1 && (how == 1 || how == 2)) print("fetched", tn, on, n, tmp, sz);
                }
            }
        }
        /* MPI_Compare_and_swap on the same elements: equality, whatever the sign. */
        fill(base, sz, 1, 5, 1);
        fill(in, sz, 1, 5, 1);
        fill(out, sz, 1, 1, 0);
        MPI_Win_fence(0, win);
        if (rank == 1) MPI_Compare_and_swap(out, in, tmp, dt, 0, 0, win);
        MPI_Win_fence(0, win);
        if (rank == 0) print("cas", types[t].name, "-", 1, base, sz);
    }
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
