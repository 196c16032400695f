// mpi-np: 1 2 4 7
/*
 * Nonblocking and info-carrying duplication: two MPI_Comm_idup outstanding at once, then the
 * same tag used on both dups and on MPI_COMM_WORLD at the same time (each receive gets its
 * own communicator's message), MPI_Comm_dup_with_info, a split of an idup'ed communicator,
 * and an MPI_Comm_idup overlapping an MPI_Iallreduce on the parent.
 */
#include <mpi.h>
#include <stdio.h>

static const char *cmpname(int r) {
    return r == MPI_IDENT ? "IDENT" : r == MPI_CONGRUENT ? "CONGRUENT" : r == MPI_SIMILAR ? "SIMILAR" : r == MPI_UNEQUAL ? "UNEQUAL" : "?";
}

int main(int argc, char **argv) {
    int rank, size, res;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Comm a, b;
    MPI_Request reqs[2];
    MPI_Comm_idup(MPI_COMM_WORLD, &a, &reqs[0]);
    MPI_Comm_idup(MPI_COMM_WORLD, &b, &reqs[1]);
    MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE);
    MPI_Comm_compare(a, MPI_COMM_WORLD, &res);
    printf("idup a vs world: %s\n", cmpname(res));
    MPI_Comm_compare(a, b, &res);
    printf("idup a vs idup b: %s\n", cmpname(res));

    /* the same tag on a, b and world at once: each receive gets its own communicator's message */
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    int va = 1000 + rank, vb = 2000 + rank, vw = 3000 + rank, ga, gb, gw;
    MPI_Request r[6];
    MPI_Irecv(&gw, 1, MPI_INT, left, 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&gb, 1, MPI_INT, left, 0, b, &r[1]);
    MPI_Irecv(&ga, 1, MPI_INT, left, 0, a, &r[2]);
    MPI_Isend(&va, 1, MPI_INT, right, 0, a, &r[3]);
    MPI_Isend(&vb, 1, MPI_INT, right, 0, b, &r[4]);
    MPI_Isend(&vw, 1, MPI_INT, right, 0, MPI_COMM_WORLD, &r[5]);
    MPI_Waitall(6, r, MPI_STATUSES_IGNORE);
    printf("same tag on three communicators: a %d b %d world %d\n", ga, gb, gw);

    MPI_Info info;
    MPI_Info_create(&info);
    MPI_Info_set(info, "mpi_assert_no_any_tag", "true");
    MPI_Comm c;
    MPI_Comm_dup_with_info(a, info, &c);
    MPI_Info_free(&info);
    int cr, cs;
    MPI_Comm_rank(c, &cr);
    MPI_Comm_size(c, &cs);
    MPI_Comm_compare(c, a, &res);
    printf("dup_with_info: rank %d of %d vs a %s\n", cr, cs, cmpname(res));

    MPI_Comm s;
    MPI_Comm_split(b, rank % 2, -rank, &s);
    int sr, ss, sum;
    MPI_Comm_rank(s, &sr);
    MPI_Comm_size(s, &ss);
    MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, s);
    printf("split of idup: rank %d of %d sum %d\n", sr, ss, sum);

    /* an idup overlapping with a nonblocking collective on the parent */
    MPI_Comm d;
    int x = rank, y = 0;
    MPI_Request q[2];
    MPI_Iallreduce(&x, &y, 1, MPI_INT, MPI_MAX, a, &q[0]);
    MPI_Comm_idup(a, &d, &q[1]);
    MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
    int dr;
    MPI_Comm_rank(d, &dr);
    printf("idup overlapping iallreduce: max %d, rank in new %d\n", y, dr);

    MPI_Comm_free(&d);
    MPI_Comm_free(&s);
    MPI_Comm_free(&c);
    MPI_Comm_free(&b);
    MPI_Comm_free(&a);
    MPI_Finalize();
    return 0;
}
