/*
 * Several MPI_Comm_idups pending at once, over two overlapping parents, while the program makes
 * communicators with blocking calls (dup, split, create, create_group) on a third: all of them
 * allocate context IDs together. Each communicator is then used (an allreduce of the world
 * ranks) and described, so that two sharing a context ID would cross their traffic.
 */
#include <mpi.h>
#include <stdio.h>

#define NIDUP 4

static void describe(const char *what, int k, MPI_Comm comm, int wrank)
{
    int size, rank, sum = -1;
    if (comm == MPI_COMM_NULL) {
        printf("%s[%d] null\n", what, k);
        return;
    }
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &rank);
    MPI_Allreduce(&wrank, &sum, 1, MPI_INT, MPI_SUM, comm);
    printf("%s[%d] size=%d rank=%d sum=%d\n", what, k, size, rank, sum);
}

int main(int argc, char **argv)
{
    int wrank, wsize, i, ranks[2] = {0, 1};
    MPI_Comm base, half, fromworld[NIDUP], fromhalf[NIDUP], made[6];
    MPI_Request reqs[2 * NIDUP];
    MPI_Group wgroup, pair;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
    MPI_Comm_size(MPI_COMM_WORLD, &wsize);
    MPI_Comm_dup(MPI_COMM_WORLD, &base);
    MPI_Comm_split(MPI_COMM_WORLD, wrank % 2, wrank, &half);

    for (i = 0; i < NIDUP; i++) {
        MPI_Comm_idup(MPI_COMM_WORLD, &fromworld[i], &reqs[2 * i]);
        MPI_Comm_idup(half, &fromhalf[i], &reqs[2 * i + 1]);
    }
    MPI_Comm_dup(base, &made[0]);
    MPI_Comm_split(base, wrank % 3, wsize - wrank, &made[1]);
    MPI_Comm_split(base, wrank == 0 ? MPI_UNDEFINED : 1, 0, &made[2]);
    MPI_Comm_group(base, &wgroup);
    MPI_Group_incl(wgroup, 2, ranks, &pair);
    MPI_Comm_create(base, pair, &made[3]);
    made[4] = MPI_COMM_NULL;
    if (wrank < 2)
        MPI_Comm_create_group(base, pair, 7, &made[4]);
    MPI_Comm_dup(half, &made[5]);
    MPI_Waitall(2 * NIDUP, reqs, MPI_STATUSES_IGNORE);

    for (i = 0; i < NIDUP; i++) {
        describe("idup_world", i, fromworld[i], wrank);
        describe("idup_half", i, fromhalf[i], wrank);
    }
    for (i = 0; i < 6; i++)
        describe("made", i, made[i], wrank);

    for (i = 0; i < NIDUP; i++) {
        MPI_Comm_free(&fromworld[i]);
        MPI_Comm_free(&fromhalf[i]);
    }
    for (i = 0; i < 6; i++)
        if (made[i] != MPI_COMM_NULL)
            MPI_Comm_free(&made[i]);
    MPI_Group_free(&pair);
    MPI_Group_free(&wgroup);
    MPI_Comm_free(&half);
    MPI_Comm_free(&base);
    MPI_Finalize();
    return 0;
}
