// mpi-np: 1 2 3
/*
 * The large-count (_c) vector collectives that return a request: the nonblocking and persistent
 * ones read their count and displacement arrays after the call returns (at every MPI_Start).
 * Memory the program allocates and overwrites between the call and its completion must not
 * change what they move.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void churn(int n)
{
    for (int i = 0; i < 16; i++) {
        int *junk = malloc(n * sizeof(int) * (1 + i % 3));
        memset(junk, 0x5a, n * sizeof(int) * (1 + i % 3));
        if (i % 2)
            free(junk);
    }
}

static void show(const char *what, int rank, int round, const int *b, int n)
{
    printf("%s rank %d round %d:", what, rank, round);
    for (int i = 0; i < n; i++)
        printf(" %d", b[i]);
    printf("\n");
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    /* rank i sends i+1 ints to each peer; blocks packed with a one-int gap */
    MPI_Count *sc = malloc(size * sizeof *sc), *rc = malloc(size * sizeof *rc);
    MPI_Aint *sd = malloc(size * sizeof *sd), *rd = malloc(size * sizeof *rd);
    MPI_Datatype *types = malloc(size * sizeof *types);
    MPI_Aint *sdb = malloc(size * sizeof *sdb), *rdb = malloc(size * sizeof *rdb);
    int stotal = 0, rtotal = 0;
    for (int i = 0; i < size; i++) {
        sc[i] = rank + 1;
        sd[i] = stotal;
        sdb[i] = stotal * (MPI_Aint)sizeof(int);
        stotal += rank + 2;
        rc[i] = i + 1;
        rd[i] = rtotal;
        rdb[i] = rtotal * (MPI_Aint)sizeof(int);
        rtotal += i + 2;
        types[i] = MPI_INT;
    }
    int *sb = malloc(stotal * sizeof(int)), *rb = malloc(rtotal * sizeof(int));
    MPI_Count *gc = malloc(size * sizeof *gc);
    MPI_Aint *gd = malloc(size * sizeof *gd);
    int gtotal = 0;
    for (int i = 0; i < size; i++) {
        gc[i] = i + 1;
        gd[i] = gtotal;
        gtotal += i + 1;
    }
    int *gb = malloc(gtotal * sizeof(int));

    MPI_Request p[3];
    MPI_Alltoallv_init_c(sb, sc, sd, MPI_INT, rb, rc, rd, MPI_INT, MPI_COMM_WORLD, MPI_INFO_NULL, &p[0]);
    MPI_Alltoallw_init_c(sb, sc, sdb, types, rb, rc, rdb, types, MPI_COMM_WORLD, MPI_INFO_NULL, &p[1]);
    MPI_Gatherv_init_c(sb, rank + 1, MPI_INT, gb, gc, gd, MPI_INT, 0, MPI_COMM_WORLD, MPI_INFO_NULL, &p[2]);
    churn(size);

    for (int round = 0; round < 2; round++) {
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < stotal; i++)
                sb[i] = 1000 * round + 100 * k + 10 * rank + i;
            for (int i = 0; i < rtotal; i++)
                rb[i] = -1;
            for (int i = 0; i < gtotal; i++)
                gb[i] = -1;
            MPI_Start(&p[k]);
            churn(size);
            MPI_Wait(&p[k], MPI_STATUS_IGNORE);
            if (k == 2) {
                if (rank == 0)
                    show("gatherv_init_c", rank, round, gb, gtotal);
            } else
                show(k ? "alltoallw_init_c" : "alltoallv_init_c", rank, round, rb, rtotal);
        }
    }
    for (int k = 0; k < 3; k++)
        MPI_Request_free(&p[k]);

    for (int round = 0; round < 2; round++) {
        MPI_Request r;
        for (int i = 0; i < stotal; i++)
            sb[i] = 5000 + 1000 * round + 10 * rank + i;
        for (int i = 0; i < rtotal; i++)
            rb[i] = -1;
        MPI_Ialltoallv_c(sb, sc, sd, MPI_INT, rb, rc, rd, MPI_INT, MPI_COMM_WORLD, &r);
        churn(size);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
        show("ialltoallv_c", rank, round, rb, rtotal);

        for (int i = 0; i < gtotal; i++)
            gb[i] = -1;
        MPI_Iallgatherv_c(sb, rank + 1, MPI_INT, gb, gc, gd, MPI_INT, MPI_COMM_WORLD, &r);
        churn(size);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
        show("iallgatherv_c", rank, round, gb, gtotal);
    }
    MPI_Finalize();
    return 0;
}
