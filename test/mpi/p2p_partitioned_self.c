// mpi-np: 1 2 3
/* Partitioned communication from a process to itself (issue 13): MPI_Psend_init and
   MPI_Precv_init on one channel of one process, started together or apart, partitions made
   ready by range, one by one in reverse order and by list, different partition counts on the
   two sides, several rounds of one pair of persistent requests, MPI_Parrived polled, several
   pairs on one channel matched in init order, on MPI_COMM_WORLD and on MPI_COMM_SELF. */
#include <mpi.h>
#include <stdio.h>

static int rank;

static void fill(int *b, int n, int base) { for (int i = 0; i < n; i++) b[i] = base + i; }
static void clear(int *b, int n) { for (int i = 0; i < n; i++) b[i] = -1; }
static void show(const char *what, const int *b, int n, MPI_Status *st)
{
    int count = -1;
    if (st) MPI_Get_count(st, MPI_INT, &count);
    printf("%s:", what);
    for (int i = 0; i < n; i++) printf(" %d", b[i]);
    if (st) printf(" | source %d tag %d count %d", st->MPI_SOURCE, st->MPI_TAG, count);
    printf("\n");
}

/* Startall, Pready_range, Parrived, Waitall: the program. */
static void basic(MPI_Comm comm, int me)
{
    int sbuf[8], rbuf[8], flag = -1;
    MPI_Request r[2];
    MPI_Status st[2];
    MPI_Psend_init(sbuf, 4, 2, MPI_INT, me, 5, comm, MPI_INFO_NULL, &r[0]);
    MPI_Precv_init(rbuf, 4, 2, MPI_INT, me, 5, comm, MPI_INFO_NULL, &r[1]);
    fill(sbuf, 8, 100 * rank);
    clear(rbuf, 8);
    MPI_Startall(2, r);
    MPI_Pready_range(0, 3, r[0]);
    MPI_Parrived(r[1], 0, &flag);
    printf("basic: parrived %d\n", flag);
    MPI_Waitall(2, r, st);
    show("basic", rbuf, 8, &st[1]);
    MPI_Request_free(&r[0]);
    MPI_Request_free(&r[1]);
}

/* Started one at a time (the receive first or the send first), partitions ready one by one
   from the last, MPI_Parrived asked of every partition before and after the last is ready. */
static void one_by_one(MPI_Comm comm, int me, int recv_first)
{
    int sbuf[6], rbuf[6], flag;
    MPI_Request s, r;
    MPI_Status st;
    MPI_Psend_init(sbuf, 3, 2, MPI_INT, me, 7, comm, MPI_INFO_NULL, &s);
    MPI_Precv_init(rbuf, 3, 2, MPI_INT, me, 7, comm, MPI_INFO_NULL, &r);
    fill(sbuf, 6, 10 + 100 * rank);
    clear(rbuf, 6);
    if (recv_first) { MPI_Start(&r); MPI_Start(&s); }
    else { MPI_Start(&s); MPI_Start(&r); }
    for (int k = 2; k >= 0; k--) {
        int t;
        MPI_Test(&s, &t, MPI_STATUS_IGNORE);
        printf("one_by_one %d: before pready %d send done %d\n", recv_first, k, t);
        MPI_Pready(k, s);
    }
    for (int k = 0; k < 3; k++) {
        MPI_Parrived(r, k, &flag);
        printf("one_by_one %d: parrived %d -> %d\n", recv_first, k, flag);
    }
    /* The receive first, then the send. */
    MPI_Wait(&r, &st);
    MPI_Wait(&s, MPI_STATUS_IGNORE);
    show(recv_first ? "recv_first" : "send_first", rbuf, 6, &st);
    MPI_Request_free(&s);
    MPI_Request_free(&r);
}

/* MPI_Pready_list in a scrambled order; the receive has other partition counts. */
static void by_list(MPI_Comm comm, int me, int sparts, int rparts)
{
    int sbuf[12], rbuf[12], flag, list[12];
    MPI_Request r[2];
    MPI_Status st[2];
    MPI_Psend_init(sbuf, sparts, 12 / sparts, MPI_INT, me, 9, comm, MPI_INFO_NULL, &r[0]);
    MPI_Precv_init(rbuf, rparts, 12 / rparts, MPI_INT, me, 9, comm, MPI_INFO_NULL, &r[1]);
    fill(sbuf, 12, 20 + 100 * rank);
    clear(rbuf, 12);
    MPI_Startall(2, r);
    for (int k = 0; k < sparts; k++) list[k] = (k * 5 + 3) % sparts;
    MPI_Pready_list(sparts, list, r[0]);
    flag = 0;
    int polls = 0;
    while (!flag && polls < 1000000) { MPI_Parrived(r[1], rparts - 1, &flag); polls++; }
    printf("by_list %d/%d: parrived %d\n", sparts, rparts, flag);
    MPI_Waitall(2, r, st);
    char what[32];
    snprintf(what, sizeof what, "by_list %d/%d", sparts, rparts);
    show(what, rbuf, 12, &st[1]);
    MPI_Request_free(&r[0]);
    MPI_Request_free(&r[1]);
}

/* One pair started and completed three times, with new data each round. */
static void rounds(MPI_Comm comm, int me)
{
    int sbuf[4], rbuf[4], flag;
    MPI_Request r[2];
    MPI_Status st[2];
    MPI_Precv_init(rbuf, 2, 2, MPI_INT, me, 11, comm, MPI_INFO_NULL, &r[1]);
    MPI_Psend_init(sbuf, 4, 1, MPI_INT, me, 11, comm, MPI_INFO_NULL, &r[0]);
    for (int it = 0; it < 3; it++) {
        fill(sbuf, 4, 1000 * it + 100 * rank);
        clear(rbuf, 4);
        MPI_Start(&r[1]);
        MPI_Start(&r[0]);
        MPI_Pready_range(2, 3, r[0]);
        MPI_Parrived(r[1], 1, &flag);
        printf("round %d: half ready, parrived %d\n", it, flag);
        MPI_Pready_range(0, 1, r[0]);
        MPI_Waitall(2, r, st);
        char what[32];
        snprintf(what, sizeof what, "round %d", it);
        show(what, rbuf, 4, &st[1]);
    }
    MPI_Request_free(&r[0]);
    MPI_Request_free(&r[1]);
}

/* Two pairs on one channel: the first send init matches the first receive init. */
static void two_pairs(MPI_Comm comm, int me)
{
    int s1[2], s2[2], r1[2], r2[2];
    MPI_Request q[4];
    MPI_Psend_init(s1, 1, 2, MPI_INT, me, 13, comm, MPI_INFO_NULL, &q[0]);
    MPI_Psend_init(s2, 2, 1, MPI_INT, me, 13, comm, MPI_INFO_NULL, &q[1]);
    MPI_Precv_init(r1, 2, 1, MPI_INT, me, 13, comm, MPI_INFO_NULL, &q[2]);
    MPI_Precv_init(r2, 1, 2, MPI_INT, me, 13, comm, MPI_INFO_NULL, &q[3]);
    fill(s1, 2, 30 + 100 * rank);
    fill(s2, 2, 40 + 100 * rank);
    clear(r1, 2);
    clear(r2, 2);
    MPI_Startall(4, q);
    MPI_Pready(1, q[1]);
    MPI_Pready(0, q[1]);
    MPI_Pready(0, q[0]);
    MPI_Waitall(4, q, MPI_STATUSES_IGNORE);
    show("two_pairs first", r1, 2, NULL);
    show("two_pairs second", r2, 2, NULL);
    for (int k = 0; k < 4; k++) MPI_Request_free(&q[k]);
}

static void all(MPI_Comm comm, const char *name)
{
    int me;
    MPI_Comm_rank(comm, &me);
    printf("== %s\n", name);
    basic(comm, me);
    one_by_one(comm, me, 1);
    one_by_one(comm, me, 0);
    by_list(comm, me, 4, 4);
    by_list(comm, me, 6, 2);
    by_list(comm, me, 2, 6);
    by_list(comm, me, 12, 1);
    rounds(comm, me);
    two_pairs(comm, me);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    all(MPI_COMM_WORLD, "world");
    all(MPI_COMM_SELF, "self");
    MPI_Finalize();
    return 0;
}
