/* MPI_Comm_create on an intercommunicator (MPICH's MPIR_Comm_create_inter): subgroups of each
   side, one side's group empty, every process; traffic over the new intercommunicators. And
   MPI_Comm_create_group called by processes outside the group (MPI_COMM_NULL, no error). */
// mpi-np: 4 5
#include <mpi.h>
#include <stdio.h>

static void show(const char *what, MPI_Comm c, int wrank)
{
    if (c == MPI_COMM_NULL) {
        printf("%s: world %d: MPI_COMM_NULL\n", what, wrank);
        return;
    }
    int rank, size, rsize = 0, inter, sum = -1, mine = wrank;
    MPI_Comm_test_inter(c, &inter);
    MPI_Comm_rank(c, &rank);
    MPI_Comm_size(c, &size);
    if (inter)
        MPI_Comm_remote_size(c, &rsize);
    /* Every process gets the sum of the remote group's world ranks. */
    MPI_Allreduce(&mine, &sum, 1, MPI_INT, MPI_SUM, c);
    printf("%s: world %d: inter %d rank %d size %d remote %d remote sum %d\n", what, wrank, inter, rank, size, rsize, sum);
    MPI_Comm_free(&c);
}

int main(int argc, char **argv)
{
    int wrank, wsize;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
    MPI_Comm_size(MPI_COMM_WORLD, &wsize);
    MPI_Comm half, inter, c;
    int color = wrank % 2;
    MPI_Comm_split(MPI_COMM_WORLD, color, wrank, &half);
    MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, 1 - color, 7, &inter);
    MPI_Group local, sub, empty = MPI_GROUP_EMPTY;
    MPI_Comm_group(inter, &local);
    int hsize, first[1] = {0};
    MPI_Group_size(local, &hsize);

    MPI_Comm_create(inter, local, &c);
    show("all", c, wrank);

    int ranks[8], n = 0;
    for (int k = hsize - 1; k >= 0; k -= 2) ranks[n++] = k;
    MPI_Group_incl(local, n, ranks, &sub);
    MPI_Comm_create(inter, sub, &c);
    show("every other, reversed", c, wrank);
    MPI_Group_free(&sub);

    MPI_Group_incl(local, 1, first, &sub);
    MPI_Comm_create(inter, color == 0 ? sub : local, &c);
    show("one against all", c, wrank);
    MPI_Group_free(&sub);

    MPI_Comm_create(inter, color == 0 ? empty : local, &c);
    show("empty side", c, wrank);

    MPI_Group world, pair;
    int two[2] = {0, 1}, e;
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, 2, two, &pair);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    e = MPI_Comm_create_group(MPI_COMM_WORLD, pair, 5, &c);
    printf("create_group: world %d: err %d\n", wrank, e);
    show("create_group", c, wrank);
    MPI_Group_free(&pair);
    MPI_Group_free(&world);

    MPI_Group_free(&local);
    MPI_Comm_free(&inter);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
