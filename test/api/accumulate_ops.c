/* MPI_Accumulate of every predefined operation on the small integer types (signed and
   unsigned, where sums and products wrap), floats and doubles, and 8-byte integers: every
   rank but 0 accumulates its elements into rank 0's window, one epoch per operation
   (two ranks: with more, the order of the origins decides MPI_REPLACE and float sums). */
// mpi-np: 2
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#define N 6

/* Rank 0's window (origin 0) or an origin's elements: signs and sizes that make sums and
   products wrap in the small types. */
static void fill(void *buf, MPI_Datatype t, int rank, int origin)
{
    for (int k = 0; k < N; k++) {
        int v = origin ? (k % 3 == 0 ? 0 : (k + rank) % 2 ? -1 : 1) * (rank * 53 + k * 29 + 70) : (k % 2 ? -1 : 1) * (k * 37 + 90);
        if (t == MPI_CHAR) ((char *)buf)[k] = (char)v;
        else if (t == MPI_SIGNED_CHAR) ((signed char *)buf)[k] = (signed char)v;
        else if (t == MPI_UNSIGNED_CHAR) ((unsigned char *)buf)[k] = (unsigned char)(v * 3);
        else if (t == MPI_SHORT) ((short *)buf)[k] = (short)(v * 311);
        else if (t == MPI_UNSIGNED_SHORT) ((unsigned short *)buf)[k] = (unsigned short)(v * 701);
        else if (t == MPI_INT) ((int *)buf)[k] = v * 23456789;
        else if (t == MPI_UNSIGNED) ((unsigned *)buf)[k] = (unsigned)v * 2654435761u;
        else if (t == MPI_LONG_LONG) ((long long *)buf)[k] = (long long)v * 987654321987LL;
        else if (t == MPI_FLOAT) ((float *)buf)[k] = v / 7.0f;
        else ((double *)buf)[k] = v / 11.0;
    }
}

static void print_values(const char *tn, const char *on, const void *buf, MPI_Datatype t)
{
    printf("%s %s:", tn, on);
    for (int k = 0; k < N; k++) {
        if (t == MPI_CHAR) printf(" %d", ((char *)buf)[k]);
        else if (t == MPI_SIGNED_CHAR) printf(" %d", ((signed char *)buf)[k]);
        else if (t == MPI_UNSIGNED_CHAR) printf(" %u", ((unsigned char *)buf)[k]);
        else if (t == MPI_SHORT) printf(" %d", ((short *)buf)[k]);
        else if (t == MPI_UNSIGNED_SHORT) printf(" %u", ((unsigned short *)buf)[k]);
        else if (t == MPI_INT) printf(" %d", ((int *)buf)[k]);
        else if (t == MPI_UNSIGNED) printf(" %u", ((unsigned *)buf)[k]);
        else if (t == MPI_LONG_LONG) printf(" %lld", ((long long *)buf)[k]);
        else if (t == MPI_FLOAT) printf(" %.9g", ((float *)buf)[k]);
        else printf(" %.17g", ((double *)buf)[k]);
    }
    printf("\n");
}

int main(int argc, char **argv)
{
    MPI_Datatype types[] = { MPI_CHAR, MPI_SIGNED_CHAR, MPI_UNSIGNED_CHAR, MPI_SHORT, MPI_UNSIGNED_SHORT,
                             MPI_INT, MPI_UNSIGNED, MPI_LONG_LONG, MPI_FLOAT, MPI_DOUBLE };
    const char *tnames[] = { "char", "signed char", "unsigned char", "short", "unsigned short",
                             "int", "unsigned", "long long", "float", "double" };
    MPI_Op ops[] = { MPI_SUM, MPI_PROD, MPI_MAX, MPI_MIN, MPI_REPLACE, MPI_LAND, MPI_LOR, MPI_LXOR, MPI_BAND, MPI_BOR, MPI_BXOR };
    const char *onames[] = { "sum", "prod", "max", "min", "replace", "land", "lor", "lxor", "band", "bor", "bxor" };
    int rank;
    double target[N], origin[N];
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_create(target, sizeof target, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    for (int t = 0; t < 10; t++) {
        int floating = types[t] == MPI_FLOAT || types[t] == MPI_DOUBLE;
        for (int o = 0; o < 11; o++) {
            if (floating && o > 4) continue; /* logical and bitwise operations take integers only */
            fill(target, types[t], rank, 0);
            fill(origin, types[t], rank, 1);
            MPI_Win_fence(0, win);
            if (rank != 0) MPI_Accumulate(origin, N, types[t], 0, 0, N, types[t], ops[o], win);
            MPI_Win_fence(0, win);
            if (rank == 0) print_values(tnames[t], onames[o], target, types[t]);
        }
    }
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
