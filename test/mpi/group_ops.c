// mpi-np: 1 2 4 7 8
// mpi-check: type-matching,collective-matching,pending-buffer,buffer-overlap,request-lifecycle
/* (no leak check: the group of MPI_Group_difference(b, a, &e) is lost when e is reused below) */
/*
 * Group operations on the world group: size/rank, incl, excl, range_incl (with negative
 * strides), range_excl, union, intersection, difference, translate_ranks (including
 * MPI_UNDEFINED and MPI_PROC_NULL), compare (IDENT, SIMILAR, UNEQUAL), MPI_GROUP_EMPTY and
 * Group_free. Every rank prints its rank in each group.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static const char *cmpname(int r) {
    return r == MPI_IDENT ? "IDENT" : r == MPI_SIMILAR ? "SIMILAR" : r == MPI_UNEQUAL ? "UNEQUAL" : "?";
}

static void show(const char *name, MPI_Group g, MPI_Group world) {
    int n, r;
    MPI_Group_size(g, &n);
    MPI_Group_rank(g, &r);
    printf("%s: size %d my rank ", name, n);
    if (r == MPI_UNDEFINED) printf("UNDEFINED");
    else printf("%d", r);
    if (n > 0) {
        int *in = malloc(sizeof(int) * n), *out = malloc(sizeof(int) * n);
        for (int i = 0; i < n; i++) in[i] = i;
        MPI_Group_translate_ranks(g, n, in, world, out);
        printf(" members");
        for (int i = 0; i < n; i++) printf(" %d", out[i]);
        free(in);
        free(out);
    }
    printf("\n");
}

int main(int argc, char **argv) {
    int rank, size, res;
    MPI_Group world, a, b, u, in, d, e, ri, re, t;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    show("world", world, world);

    int *ranks = malloc(sizeof(int) * size), n = 0;
    for (int i = size - 1; i >= 0; i -= 2) ranks[n++] = i; /* every other, from the top */
    MPI_Group_incl(world, n, ranks, &a);
    show("incl(top, every other)", a, world);
    n = 0;
    for (int i = 0; i < size; i += 3) ranks[n++] = i;
    MPI_Group_excl(world, n, ranks, &b);
    show("excl(multiples of 3)", b, world);

    MPI_Group_union(a, b, &u);
    show("union", u, world);
    MPI_Group_intersection(a, b, &in);
    show("intersection", in, world);
    MPI_Group_difference(a, b, &d);
    show("difference a-b", d, world);
    MPI_Group_difference(b, a, &e);
    show("difference b-a", e, world);

    int r3[2][3] = {{size - 1, size / 2, -2}, {0, size / 2 - 1, 3}}; /* disjoint */
    MPI_Group_range_incl(world, size > 1 ? 2 : 1, r3, &ri);
    MPI_Group_size(ri, &n);
    show("range_incl", ri, world);
    int r1[1][3] = {{1 % size, size - 1, 2}};
    MPI_Group_range_excl(world, size > 1 ? 1 : 0, r1, &re);
    show("range_excl", re, world);

    MPI_Group_compare(world, world, &res);
    printf("world vs world: %s\n", cmpname(res));
    for (int i = 0; i < size; i++) ranks[i] = (i + 1) % size;
    MPI_Group_incl(world, size, ranks, &t);
    MPI_Group_compare(world, t, &res);
    printf("world vs rotated: %s\n", cmpname(res));
    MPI_Group_compare(a, b, &res);
    printf("a vs b: %s\n", cmpname(res));
    MPI_Group_compare(u, world, &res);
    printf("union vs world: %s\n", cmpname(res));

    int q[4] = {0, size - 1, MPI_PROC_NULL, size / 2}, out[4];
    MPI_Group_translate_ranks(world, 4, q, a, out);
    printf("translate world -> a:");
    for (int i = 0; i < 4; i++) {
        if (out[i] == MPI_UNDEFINED) printf(" UNDEFINED");
        else if (out[i] == MPI_PROC_NULL) printf(" PROC_NULL");
        else printf(" %d", out[i]);
    }
    printf("\n");

    int es, er;
    MPI_Group_size(MPI_GROUP_EMPTY, &es);
    MPI_Group_rank(MPI_GROUP_EMPTY, &er);
    printf("empty group: size %d rank undefined %d\n", es, er == MPI_UNDEFINED);
    MPI_Group none;
    MPI_Group_incl(world, 0, ranks, &none);
    MPI_Group_compare(none, MPI_GROUP_EMPTY, &res);
    printf("incl of nothing vs GROUP_EMPTY: %s\n", cmpname(res));
    MPI_Group_intersection(a, MPI_GROUP_EMPTY, &e);

    MPI_Group gs[] = {a, b, u, in, d, ri, re, t, none, e};
    for (int i = 0; i < 10; i++) MPI_Group_free(&gs[i]);
    MPI_Group_free(&world);
    printf("freed: %d\n", world == MPI_GROUP_NULL && gs[0] == MPI_GROUP_NULL);
    free(ranks);
    MPI_Finalize();
    return 0;
}
