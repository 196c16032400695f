// mpi-np: 2 4
/*
 * Matched probes: MPI_Mprobe removes the message from matching (a later MPI_Probe sees the
 * next one), MPI_Mrecv / MPI_Imrecv receive exactly the matched message, MPI_Improbe loops,
 * and MPI_PROC_NULL gives MPI_MESSAGE_NO_PROC (Mrecv of it: empty PROC_NULL status).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, size, count, flag;
    MPI_Status st;
    MPI_Message msg;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank == 0) {
        for (int r = 1; r < size; r++) {
            MPI_Mprobe(r, 4, MPI_COMM_WORLD, &msg, &st);
            MPI_Get_count(&st, MPI_INT, &count);
            printf("mprobe from %d: count %d\n", r, count);
            MPI_Status st2;
            MPI_Probe(r, 4, MPI_COMM_WORLD, &st2);
            int count2;
            MPI_Get_count(&st2, MPI_INT, &count2);
            printf("probe after mprobe sees the next message: count %d\n", count2);
            int a[8] = {0};
            MPI_Mrecv(a, 8, MPI_INT, &msg, &st);
            printf("mrecv: %d %d, source %d, message null %d\n", a[0], a[1], st.MPI_SOURCE, msg == MPI_MESSAGE_NULL);
            int b[8] = {0};
            MPI_Request req;
            flag = 0;
            while (!flag) MPI_Improbe(r, 4, MPI_COMM_WORLD, &flag, &msg, &st);
            MPI_Imrecv(b, 8, MPI_INT, &msg, &req);
            MPI_Wait(&req, &st);
            MPI_Get_count(&st, MPI_INT, &count);
            printf("imrecv: %d %d %d count %d tag %d\n", b[0], b[1], b[2], count, st.MPI_TAG);
        }
        MPI_Improbe(MPI_ANY_SOURCE, 77, MPI_COMM_WORLD, &flag, &msg, &st);
        printf("improbe of an unsent tag: flag %d\n", flag);
    } else {
        int a[2] = {rank, -rank};
        int b[3] = {rank * 10, rank * 20, rank * 30};
        MPI_Send(a, 2, MPI_INT, 0, 4, MPI_COMM_WORLD);
        MPI_Send(b, 3, MPI_INT, 0, 4, MPI_COMM_WORLD);
    }
    MPI_Mprobe(MPI_PROC_NULL, 0, MPI_COMM_WORLD, &msg, &st);
    printf("mprobe proc_null: no_proc %d source %d tag %d\n", msg == MPI_MESSAGE_NO_PROC, st.MPI_SOURCE, st.MPI_TAG);
    int x = 42;
    MPI_Mrecv(&x, 1, MPI_INT, &msg, &st);
    MPI_Get_count(&st, MPI_INT, &count);
    printf("mrecv no_proc: x %d source %d count %d message null %d\n", x, st.MPI_SOURCE, count, msg == MPI_MESSAGE_NULL);
    MPI_Improbe(MPI_PROC_NULL, 0, MPI_COMM_WORLD, &flag, &msg, &st);
    printf("improbe proc_null: flag %d no_proc %d\n", flag, msg == MPI_MESSAGE_NO_PROC);
    MPI_Request req;
    MPI_Imrecv(&x, 1, MPI_INT, &msg, &req);
    MPI_Wait(&req, &st);
    printf("imrecv no_proc: source %d\n", st.MPI_SOURCE);
    MPI_Finalize();
    return 0;
}
