// mpi-np: 1 2 3 4 7 8
/*
 * MPI_Comm_dup and MPI_Comm_split: ranks and sizes of the new communicators, split with
 * MPI_UNDEFINED (MPI_COMM_NULL), key ordering (descending keys, equal keys keep the old
 * order, negative keys), MPI_Comm_compare of every pair (IDENT, CONGRUENT, SIMILAR,
 * UNEQUAL), traffic on a dup not mixing with the parent, and MPI_Comm_free.
 */
#include <mpi.h>
#include <stdio.h>

static const char *cmpname(int r) {
    return r == MPI_IDENT ? "IDENT" : r == MPI_CONGRUENT ? "CONGRUENT" : r == MPI_SIMILAR ? "SIMILAR" : r == MPI_UNEQUAL ? "UNEQUAL" : "?";
}

int main(int argc, char **argv) {
    int rank, size, r, s, res;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Comm dup, dup2;
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Comm_rank(dup, &r);
    MPI_Comm_size(dup, &s);
    MPI_Comm_compare(MPI_COMM_WORLD, dup, &res);
    printf("dup: rank %d size %d, compare with world %s\n", r, s, cmpname(res));
    MPI_Comm_compare(dup, dup, &res);
    printf("dup vs itself: %s\n", cmpname(res));
    MPI_Comm_dup(dup, &dup2);
    MPI_Comm_compare(dup2, dup, &res);
    printf("dup of dup vs dup: %s\n", cmpname(res));

    /* a message on dup is not received by a receive on world with the same tag */
    if (size > 1) {
        if (rank == 0) {
            int a = 1, b = 2;
            MPI_Send(&a, 1, MPI_INT, 1, 5, dup);
            MPI_Send(&b, 1, MPI_INT, 1, 5, MPI_COMM_WORLD);
        } else if (rank == 1) {
            int x, y;
            MPI_Recv(&x, 1, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Recv(&y, 1, MPI_INT, 0, 5, dup, MPI_STATUS_IGNORE);
            printf("world received %d, dup received %d\n", x, y);
        }
    }

    /* colors: rank % 3, keys descending */
    MPI_Comm c3;
    MPI_Comm_split(MPI_COMM_WORLD, rank % 3, size - rank, &c3);
    MPI_Comm_rank(c3, &r);
    MPI_Comm_size(c3, &s);
    int sum;
    MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, c3);
    printf("split color %d key %d: rank %d of %d, sum of world ranks %d\n", rank % 3, size - rank, r, s, sum);
    MPI_Comm_compare(c3, MPI_COMM_WORLD, &res);
    printf("split vs world: %s\n", cmpname(res));

    /* MPI_UNDEFINED for odd ranks */
    MPI_Comm evens;
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2 == 0 ? 0 : MPI_UNDEFINED, 0, &evens);
    if (evens == MPI_COMM_NULL) {
        printf("undefined color: MPI_COMM_NULL\n");
    } else {
        MPI_Comm_rank(evens, &r);
        MPI_Comm_size(evens, &s);
        printf("even split: rank %d of %d\n", r, s);
        MPI_Comm_free(&evens);
        printf("freed: null %d\n", evens == MPI_COMM_NULL);
    }

    /* equal keys keep world order, a negative key goes first */
    MPI_Comm ek;
    int key = rank == size - 1 ? -5 : 1;
    MPI_Comm_split(MPI_COMM_WORLD, 0, key, &ek);
    MPI_Comm_rank(ek, &r);
    printf("equal keys (last rank key -5): rank %d\n", r);
    MPI_Comm_compare(ek, MPI_COMM_WORLD, &res);
    printf("reordered vs world: %s\n", cmpname(res));

    /* one color, same keys: congruent with world */
    MPI_Comm same;
    MPI_Comm_split(MPI_COMM_WORLD, 7, 0, &same);
    MPI_Comm_compare(same, MPI_COMM_WORLD, &res);
    printf("split(7, 0) vs world: %s\n", cmpname(res));
    MPI_Comm_compare(same, MPI_COMM_SELF, &res);
    printf("split(7, 0) vs self: %s\n", cmpname(res));
    MPI_Comm_compare(MPI_COMM_SELF, MPI_COMM_WORLD, &res);
    printf("self vs world: %s\n", cmpname(res));

    /* split of a split */
    MPI_Comm sub;
    MPI_Comm_split(c3, r % 2, r, &sub);
    int sr, ss;
    MPI_Comm_rank(sub, &sr);
    MPI_Comm_size(sub, &ss);
    printf("split of split: rank %d of %d\n", sr, ss);

    MPI_Comm_free(&sub);
    MPI_Comm_free(&same);
    MPI_Comm_free(&ek);
    MPI_Comm_free(&c3);
    MPI_Comm_free(&dup2);
    MPI_Comm_free(&dup);
    printf("all freed: %d\n", dup == MPI_COMM_NULL && c3 == MPI_COMM_NULL && sub == MPI_COMM_NULL);
    MPI_Finalize();
    return 0;
}
