// mpi-np: 1 2
/* Partitioned send and receive of different sizes (MPICH's MPIDIG_precv_matched): the receive
   completes with an MPI_ERR_OTHER error in its status whose message names both sizes, the
   bytes that fit are delivered, and MPI_Get_count counts the send's bytes. To oneself, and
   from rank 0 to rank 1; by MPI_Wait (the error returned) and by MPI_Waitall (MPI_ERR_IN_STATUS). */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static int rank, size;

/* The error string without its frames that print addresses. */
static void print_error(const char *what, int err)
{
    char s[MPI_MAX_ERROR_STRING], *line, *save;
    int len, cls;
    MPI_Error_class(err, &cls);
    MPI_Error_string(err, s, &len);
    printf("%s: class %d\n", what, cls);
    for (line = strtok_r(s, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
        if (!strstr(line, "0x")) printf("  %s\n", line);
}

static void show(const char *what, const int *b, int n, MPI_Status *st)
{
    int count;
    MPI_Get_count(st, MPI_INT, &count);
    printf("%s:", what);
    for (int i = 0; i < n; i++) printf(" %d", b[i]);
    printf(" | count %d tag %d\n", count, st->MPI_TAG);
}

/* spart x scount ints sent, rpart x rcount received; from `src` to `dst`. */
static void run(int src, int dst, int spart, int scount, int rpart, int rcount, int waitall)
{
    int sbuf[24], rbuf[24];
    char what[64];
    MPI_Request s = MPI_REQUEST_NULL, r = MPI_REQUEST_NULL;
    MPI_Status st[2];
    for (int i = 0; i < 24; i++) { sbuf[i] = 100 * rank + i; rbuf[i] = -1; }
    snprintf(what, sizeof what, "%dx%d to %dx%d %s", spart, scount, rpart, rcount, waitall ? "waitall" : "wait");
    if (rank == src) MPI_Psend_init(sbuf, spart, scount, MPI_INT, dst, 3, MPI_COMM_WORLD, MPI_INFO_NULL, &s);
    if (rank == dst) MPI_Precv_init(rbuf, rpart, rcount, MPI_INT, src, 3, MPI_COMM_WORLD, MPI_INFO_NULL, &r);
    if (rank == dst) MPI_Start(&r);
    if (rank == src) {
        MPI_Start(&s);
        MPI_Pready_range(0, spart - 1, s);
    }
    if (waitall) {
        MPI_Request q[2] = { s, r };
        int err = MPI_Waitall(2, q, st);
        if (err) print_error(what, err);
        if (rank == dst) {
            int cls;
            MPI_Error_class(st[1].MPI_ERROR, &cls);
            printf("%s: receive's status class %d\n", what, cls);
            if (cls) print_error("  receive's status", st[1].MPI_ERROR);
            show(what, rbuf, 24, &st[1]);
        }
    } else {
        if (rank == dst) {
            int err = MPI_Wait(&r, &st[1]);
            if (err) print_error(what, err);
            show(what, rbuf, 24, &st[1]);
        }
        if (rank == src) {
            int err = MPI_Wait(&s, MPI_STATUS_IGNORE);
            printf("%s: send %d\n", what, err);
        }
    }
    if (rank == src) MPI_Request_free(&s);
    if (rank == dst) MPI_Request_free(&r);
    fflush(stdout);
    MPI_Barrier(MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    int other = size > 1 ? 1 : 0;
    for (int w = 0; w < 2; w++) {
        run(0, 0, 4, 3, 4, 2, w);     /* larger send, to oneself */
        run(0, 0, 2, 2, 3, 4, w);     /* smaller send */
        run(0, 0, 3, 4, 4, 3, w);     /* the same size: no error */
        run(0, other, 4, 3, 2, 4, w); /* larger send, to another rank */
        run(0, other, 2, 5, 4, 5, w); /* smaller send */
    }
    MPI_Finalize();
    return 0;
}
