// mpi-np: 2 3 4 7
/*
 * Intercommunicators: MPI_Intercomm_create from a split (low = world ranks < size/2 ... the
 * rest, uneven for odd sizes), MPI_Comm_test_inter, MPI_Comm_remote_size and
 * MPI_Comm_remote_group (translated to world ranks), point-to-point across (ranks address the
 * remote group), MPI_Comm_dup of the intercommunicator, MPI_Intercomm_merge with both high
 * flags (order of the merged ranks), MPI_Comm_compare, and a second intercomm built from
 * rank % 2 groups with a non-zero remote leader.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static const char *cmpname(int r) {
    return r == MPI_IDENT ? "IDENT" : r == MPI_CONGRUENT ? "CONGRUENT" : r == MPI_SIMILAR ? "SIMILAR" : r == MPI_UNEQUAL ? "UNEQUAL" : "?";
}

int main(int argc, char **argv) {
    int rank, size, flag, lr, ls, rs, res;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int half = size / 2;
    int low = rank < half;

    MPI_Comm_test_inter(MPI_COMM_WORLD, &flag);
    printf("world is inter: %d\n", flag);

    MPI_Comm local, inter;
    MPI_Comm_split(MPI_COMM_WORLD, low, rank, &local);
    MPI_Intercomm_create(local, 0, MPI_COMM_WORLD, low ? half : 0, 7, &inter);
    MPI_Comm_test_inter(inter, &flag);
    MPI_Comm_rank(inter, &lr);
    MPI_Comm_size(inter, &ls);
    MPI_Comm_remote_size(inter, &rs);
    printf("%s group: inter %d, rank %d, size %d, remote size %d\n", low ? "low" : "high", flag, lr, ls, rs);

    MPI_Group rg, wg;
    MPI_Comm_remote_group(inter, &rg);
    MPI_Comm_group(MPI_COMM_WORLD, &wg);
    int *idx = malloc(sizeof(int) * rs), *wr = malloc(sizeof(int) * rs);
    for (int i = 0; i < rs; i++) idx[i] = i;
    MPI_Group_translate_ranks(rg, rs, idx, wg, wr);
    printf("remote group in world ranks:");
    for (int i = 0; i < rs; i++) printf(" %d", wr[i]);
    printf("\n");

    /* point to point: local rank i of each group talks to remote rank i if it exists */
    if (lr < rs) {
        int out = rank * 10, in = -1;
        MPI_Status st;
        MPI_Sendrecv(&out, 1, MPI_INT, lr, 1, &in, 1, MPI_INT, lr, 1, inter, &st);
        printf("exchanged with remote %d: got %d (status source %d)\n", lr, in, st.MPI_SOURCE);
    }

    MPI_Comm idup;
    MPI_Comm_dup(inter, &idup);
    MPI_Comm_test_inter(idup, &flag);
    MPI_Comm_compare(idup, inter, &res);
    int rs2;
    MPI_Comm_remote_size(idup, &rs2);
    printf("dup of intercomm: inter %d remote size %d compare %s\n", flag, rs2, cmpname(res));

    MPI_Comm m1, m2;
    MPI_Intercomm_merge(inter, !low, &m1); /* low group first */
    MPI_Intercomm_merge(inter, low, &m2);  /* high group first */
    int r1, r2, s1;
    MPI_Comm_rank(m1, &r1);
    MPI_Comm_rank(m2, &r2);
    MPI_Comm_size(m1, &s1);
    MPI_Comm_test_inter(m1, &flag);
    MPI_Comm_compare(m1, MPI_COMM_WORLD, &res);
    printf("merge(low first): rank %d of %d inter %d vs world %s\n", r1, s1, flag, cmpname(res));
    MPI_Comm_compare(m2, MPI_COMM_WORLD, &res);
    printf("merge(high first): rank %d vs world %s\n", r2, cmpname(res));
    int sum;
    MPI_Allreduce(&r2, &sum, 1, MPI_INT, MPI_SUM, m2);
    printf("allreduce on merged: %d\n", sum);

    /* second intercomm: even/odd world ranks; leaders world 0 and world 1 */
    MPI_Comm eo_local, eo;
    int color = rank % 2;
    MPI_Comm_split(MPI_COMM_WORLD, color, -rank, &eo_local); /* reversed order: leader = highest */
    int eolr, eols;
    MPI_Comm_rank(eo_local, &eolr);
    MPI_Comm_size(eo_local, &eols);
    int leader_world = color == 0 ? ((size - 1) / 2) * 2 : ((size - 2) / 2) * 2 + 1; /* highest rank of the group */
    int remote_leader = color == 0 ? ((size - 2) / 2) * 2 + 1 : ((size - 1) / 2) * 2;
    (void)leader_world;
    MPI_Intercomm_create(eo_local, 0, MPI_COMM_WORLD, remote_leader, 8, &eo);
    MPI_Comm_remote_size(eo, &rs);
    MPI_Comm eom;
    MPI_Intercomm_merge(eo, color, &eom);
    int mr;
    MPI_Comm_rank(eom, &mr);
    printf("even/odd intercomm: local rank %d of %d, remote size %d, merged rank %d\n", eolr, eols, rs, mr);

    MPI_Comm_free(&eom);
    MPI_Comm_free(&eo);
    MPI_Comm_free(&eo_local);
    MPI_Comm_free(&m2);
    MPI_Comm_free(&m1);
    MPI_Comm_free(&idup);
    MPI_Group_free(&rg);
    MPI_Group_free(&wg);
    MPI_Comm_free(&inter);
    MPI_Comm_free(&local);
    free(idx);
    free(wr);
    MPI_Finalize();
    return 0;
}
