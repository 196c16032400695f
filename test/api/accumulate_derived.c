/* MPI_Accumulate and MPI_Get_accumulate into derived target datatypes of one basic type:
   vectors with gaps, an indexed type whose blocks go backwards, a contiguous type of a vector,
   and a struct of one basic type, for ints, unsigned shorts, signed chars, floats and doubles,
   with every operation that takes them. Each origin is a plain array of the elements. */
// mpi-np: 2
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#define NT 5
#define NE 12

static void show(const char *what, MPI_Datatype base, const void *buf, int n)
{
    printf("%s:", what);
    for (int k = 0; k < n; k++) {
        if (base == MPI_INT) printf(" %d", ((const int *)buf)[k]);
        else if (base == MPI_UNSIGNED_SHORT) printf(" %u", ((const unsigned short *)buf)[k]);
        else if (base == MPI_SIGNED_CHAR) printf(" %d", ((const signed char *)buf)[k]);
        else if (base == MPI_FLOAT) printf(" %.9g", ((const float *)buf)[k]);
        else printf(" %.17g", ((const double *)buf)[k]);
    }
    printf("\n");
}

static void fill(MPI_Datatype base, void *buf, int n, int salt)
{
    for (int k = 0; k < n; k++) {
        int v = (k * 37 + salt * 11) % 23 - 9;
        if (base == MPI_INT) ((int *)buf)[k] = v * 100003;
        else if (base == MPI_UNSIGNED_SHORT) ((unsigned short *)buf)[k] = (unsigned short)(v * 4001);
        else if (base == MPI_SIGNED_CHAR) ((signed char *)buf)[k] = (signed char)(v * 13);
        else if (base == MPI_FLOAT) ((float *)buf)[k] = v / 3.0f;
        else ((double *)buf)[k] = v / 7.0;
    }
}

int main(int argc, char **argv)
{
    MPI_Datatype bases[] = { MPI_INT, MPI_UNSIGNED_SHORT, MPI_SIGNED_CHAR, MPI_FLOAT, MPI_DOUBLE };
    const char *bnames[] = { "int", "unsigned short", "signed char", "float", "double" };
    MPI_Op ops[] = { MPI_SUM, MPI_PROD, MPI_MAX, MPI_MIN, MPI_REPLACE, MPI_BAND, MPI_BXOR, MPI_LOR };
    const char *onames[] = { "sum", "prod", "max", "min", "replace", "band", "bxor", "lor" };
    double win_buf[4 * NE], origin[NE], result[4 * NE];
    int rank;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_create(win_buf, sizeof win_buf, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    for (int b = 0; b < 5; b++) {
        MPI_Datatype base = bases[b], types[NT], vec;
        int sz, blens[3] = { 2, 1, 3 }, disps[3] = { 9, 5, 0 }, tn[NT] = { 4, 6, 4, 3, 4 };
        MPI_Aint sdisps[2];
        MPI_Datatype stypes[2] = { base, base };
        int slens[2] = { 2, 1 };
        MPI_Type_size(base, &sz);
        sdisps[0] = 0; sdisps[1] = 3 * sz;
        MPI_Type_vector(4, 1, 3, base, &types[0]);              /* 4 elements, gaps of 2 */
        MPI_Type_indexed(3, blens, disps, base, &types[1]);     /* 6 elements, blocks backwards */
        MPI_Type_vector(2, 2, 3, base, &vec);
        MPI_Type_contiguous(1, vec, &types[2]);                 /* 4 elements, through a vector */
        MPI_Type_create_struct(2, slens, sdisps, stypes, &types[3]); /* 3 elements */
        MPI_Type_create_resized(types[0], 0, 13 * sz, &types[4]);   /* 4 elements, extent 13 */
        for (int t = 0; t < NT; t++) MPI_Type_commit(&types[t]);
        for (int o = 0; o < 8; o++) {
            int floating = base == MPI_FLOAT || base == MPI_DOUBLE;
            if (floating && o >= 5) continue;
            for (int t = 0; t < NT; t++) {
                int count = t == 4 ? 2 : 1, n = tn[t] * count;
                char what[96];
                fill(base, win_buf, (int)(sizeof win_buf / sz), 0);
                fill(base, origin, n, rank + o);
                memset(result, 0, sizeof result);
                MPI_Win_fence(0, win);
                if (rank == 1) {
                    if (t % 2) MPI_Get_accumulate(origin, n, base, result, n, base, 0, 0, count, types[t], ops[o], win);
                    else MPI_Accumulate(origin, n, base, 0, 0, count, types[t], ops[o], win);
                }
                MPI_Win_fence(0, win);
                snprintf(what, sizeof what, "%s %s type %d", bnames[b], onames[o], t);
                if (rank == 0) show(what, base, win_buf, 30);
                if (rank == 1 && t % 2) show("fetched", base, result, n);
            }
        }
        for (int t = 0; t < NT; t++) MPI_Type_free(&types[t]);
        MPI_Type_free(&vec);
    }
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
