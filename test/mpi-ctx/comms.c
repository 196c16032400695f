/* Creates communicators the way real programs do and reveals each one's context IDs:
   on real MPICH through an error on the communicator (the shim prints MPIR_Comm's fields),
   on mpisim through --log-comms. Each rank prints the handles it pokes, in order. */
#include <mpi.h>
#include <stdio.h>

static void poke(MPI_Comm c, const char *what)
{
    int x = 0, rank, size, inter;
    if (c == MPI_COMM_NULL)
        return;
    MPI_Comm_test_inter(c, &inter);
    MPI_Comm_rank(c, &rank);
    if (inter) MPI_Comm_remote_size(c, &size); else MPI_Comm_size(c, &size);
    printf("%s handle=%x size=%d rank=%d\n", what, (unsigned)c, size, rank);
    fflush(stdout);
    MPI_Comm_set_errhandler(c, MPI_ERRORS_RETURN);
    MPI_Send(&x, 1, MPI_INT, 9999, 0, c); /* fails: MPICH hands MPIR_Comm* to MPIR_Err_return_comm */
}

int main(int argc, char **argv)
{
    int rank, size, k;
    MPI_Comm d[8], s1, s2, ic, m, st, sub, cr, cg;
    MPI_Group wg, eg;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (k = 0; k < 5; k++) { MPI_Comm_dup(MPI_COMM_WORLD, &d[k]); poke(d[k], "dup"); }
    MPI_Comm_free(&d[1]);
    MPI_Comm_dup(MPI_COMM_WORLD, &d[5]); poke(d[5], "dup-after-free");
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &s1); poke(s1, "split");
    /* The even half does one extra dup: the two halves' masks differ. */
    if (rank % 2 == 0) { MPI_Comm_dup(s1, &s2); poke(s2, "half-dup"); }
    MPI_Intercomm_create(s1, 0, MPI_COMM_WORLD, rank % 2 == 0 ? 1 : 0, 99, &ic); poke(ic, "intercomm");
    MPI_Intercomm_merge(ic, rank % 2, &m); poke(m, "merge");
    MPI_Comm_dup(ic, &d[6]); poke(d[6], "intercomm-dup");
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &st); poke(st, "split_type");
    MPI_Comm_split(MPI_COMM_WORLD, rank == size - 1 ? MPI_UNDEFINED : 0, rank, &sub); poke(sub, "split-undefined");
    MPI_Comm_group(MPI_COMM_WORLD, &wg);
    { int r0 = 0; MPI_Group_incl(wg, 1, &r0, &eg); }
    MPI_Comm_create(MPI_COMM_WORLD, eg, &cr); poke(cr, "create");
    if (rank % 2 == 0) {
        MPI_Group evens; int ranks[8], n = 0;
        for (k = 0; k < size; k += 2) ranks[n++] = k;
        MPI_Group_incl(wg, n, ranks, &evens);
        MPI_Comm_create_group(MPI_COMM_WORLD, evens, 7, &cg); poke(cg, "create_group");
    }
    {
        /* A window dups its communicator (MPICH's win_init): the next dup gets the ID after it. */
        int buf[4];
        MPI_Win win;
        MPI_Comm w1, w2;
        MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
        MPI_Comm_dup(MPI_COMM_WORLD, &w1); poke(w1, "dup-after-win");
        MPI_Win_free(&win);
        MPI_Comm_dup(MPI_COMM_WORLD, &w2); poke(w2, "dup-after-win-free");
    }
    MPI_Finalize();
    return 0;
}
