// mpi-np: 1 2
/*
 * MPI_PROC_NULL as source and destination of every kind of call: sends return at once,
 * receives complete at once with source MPI_PROC_NULL, tag MPI_ANY_TAG, count 0, and leave
 * the buffer untouched. (For MPI_Irecv and a started persistent receive, MPICH 4.0.2 returns
 * other source/tag values than the standard's, so only the count is printed for those.)
 */
#include <mpi.h>
#include <stdio.h>

static void count_only(const char *what, MPI_Status *st, int buf) {
    int count;
    MPI_Get_count(st, MPI_INT, &count);
    printf("%s: count %d buffer %d\n", what, count, buf);
}

static void show(const char *what, MPI_Status *st, int buf) {
    int count;
    MPI_Get_count(st, MPI_INT, &count);
    printf("%s: source %d (is PROC_NULL %d) tag %d (is ANY_TAG %d) count %d buffer %d\n", what, st->MPI_SOURCE,
           st->MPI_SOURCE == MPI_PROC_NULL, st->MPI_TAG, st->MPI_TAG == MPI_ANY_TAG, count, buf);
}

int main(int argc, char **argv) {
    int rank, flag;
    MPI_Status st;
    MPI_Request req;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int x = 10 + rank, buf = -7;
    MPI_Send(&x, 1, MPI_INT, MPI_PROC_NULL, 1, MPI_COMM_WORLD);
    MPI_Ssend(&x, 1, MPI_INT, MPI_PROC_NULL, 1, MPI_COMM_WORLD);
    MPI_Rsend(&x, 1, MPI_INT, MPI_PROC_NULL, 1, MPI_COMM_WORLD);
    printf("sends to PROC_NULL returned\n");
    MPI_Recv(&buf, 1, MPI_INT, MPI_PROC_NULL, 1, MPI_COMM_WORLD, &st);
    show("recv", &st, buf);
    MPI_Irecv(&buf, 1, MPI_INT, MPI_PROC_NULL, 2, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    count_only("irecv", &st, buf); /* MPICH 4.0.2 reports source 0, tag 0 here */
    MPI_Isend(&x, 1, MPI_INT, MPI_PROC_NULL, 2, MPI_COMM_WORLD, &req);
    MPI_Test(&req, &flag, &st);
    printf("isend test flag %d\n", flag);
    MPI_Sendrecv(&x, 1, MPI_INT, MPI_PROC_NULL, 3, &buf, 1, MPI_INT, MPI_PROC_NULL, 3, MPI_COMM_WORLD, &st);
    show("sendrecv", &st, buf);
    MPI_Sendrecv_replace(&x, 1, MPI_INT, MPI_PROC_NULL, 3, MPI_PROC_NULL, 3, MPI_COMM_WORLD, &st);
    show("sendrecv_replace", &st, x);
    MPI_Recv_init(&buf, 1, MPI_INT, MPI_PROC_NULL, 4, MPI_COMM_WORLD, &req);
    MPI_Start(&req);
    MPI_Wait(&req, &st);
    count_only("persistent recv", &st, buf); /* MPICH 4.0.2: an empty status (source MPI_ANY_SOURCE) */
    MPI_Request_free(&req);
    MPI_Finalize();
    return 0;
}
