// mpi-np: 1 2 4 7
/*
 * MPI_Comm_create (collective over the parent; ranks outside the group get MPI_COMM_NULL)
 * with the even ranks, with a reordered group and with MPI_GROUP_EMPTY; MPI_Comm_create_group
 * (collective over the group only) called by the odd ranks alone; MPI_Comm_group and
 * MPI_Group_compare of the results.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size, r, s, res;
    MPI_Group world, evens, rev, odds, g;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_group(MPI_COMM_WORLD, &world);

    int *ranks = malloc(sizeof(int) * size), n = 0;
    for (int i = 0; i < size; i += 2) ranks[n++] = i;
    MPI_Group_incl(world, n, ranks, &evens);
    MPI_Comm ce;
    MPI_Comm_create(MPI_COMM_WORLD, evens, &ce);
    if (ce == MPI_COMM_NULL) printf("create(evens): MPI_COMM_NULL\n");
    else {
        MPI_Comm_rank(ce, &r);
        MPI_Comm_size(ce, &s);
        int sum;
        MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, ce);
        MPI_Comm_group(ce, &g);
        MPI_Group_compare(g, evens, &res);
        printf("create(evens): rank %d of %d, sum %d, group ident %d\n", r, s, sum, res == MPI_IDENT);
        MPI_Group_free(&g);
        MPI_Comm_free(&ce);
    }

    for (int i = 0; i < size; i++) ranks[i] = size - 1 - i;
    MPI_Group_incl(world, size, ranks, &rev);
    MPI_Comm cr;
    MPI_Comm_create(MPI_COMM_WORLD, rev, &cr);
    MPI_Comm_rank(cr, &r);
    MPI_Comm_compare(cr, MPI_COMM_WORLD, &res);
    printf("create(reversed): rank %d, compare with world %s\n", r, res == MPI_SIMILAR ? "SIMILAR" : res == MPI_CONGRUENT ? "CONGRUENT" : "other");
    MPI_Comm_free(&cr);

    MPI_Comm cempty;
    MPI_Comm_create(MPI_COMM_WORLD, MPI_GROUP_EMPTY, &cempty);
    printf("create(empty): null %d\n", cempty == MPI_COMM_NULL);

    n = 0;
    for (int i = 1; i < size; i += 2) ranks[n++] = i;
    MPI_Group_incl(world, n, ranks, &odds);
    if (rank % 2 == 1) {
        MPI_Comm co;
        MPI_Comm_create_group(MPI_COMM_WORLD, odds, 17, &co);
        MPI_Comm_rank(co, &r);
        MPI_Comm_size(co, &s);
        int mx;
        MPI_Allreduce(&rank, &mx, 1, MPI_INT, MPI_MAX, co);
        printf("create_group(odds): rank %d of %d, max world rank %d\n", r, s, mx);
        MPI_Comm_free(&co);
    } else {
        printf("not in the odd group: does not call create_group\n");
    }
    MPI_Barrier(MPI_COMM_WORLD);

    /* create_group of a single rank, each rank alone (no collective with anyone else) */
    MPI_Group me;
    MPI_Group_incl(world, 1, &rank, &me);
    MPI_Comm cme;
    MPI_Comm_create_group(MPI_COMM_WORLD, me, 3, &cme);
    MPI_Comm_size(cme, &s);
    MPI_Comm_compare(cme, MPI_COMM_SELF, &res);
    printf("create_group(self only): size %d, compare with self congruent %d\n", s, res == MPI_CONGRUENT);
    MPI_Comm_free(&cme);

    MPI_Group_free(&me);
    MPI_Group_free(&odds);
    MPI_Group_free(&rev);
    MPI_Group_free(&evens);
    MPI_Group_free(&world);
    free(ranks);
    MPI_Finalize();
    return 0;
}
