// mpi-np: 1 2 3
/*
 * MPI_Cancel and MPI_Test_cancelled: a receive that nothing matches is cancelled; a cancelled
 * wildcard receive does not consume a message sent afterwards; cancelling a receive that has
 * already completed has no effect; a started persistent receive can be cancelled and restarted.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, size, flag;
    MPI_Status st;
    MPI_Request req;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    int buf = -1;
    MPI_Irecv(&buf, 1, MPI_INT, rank, 42, MPI_COMM_WORLD, &req);
    MPI_Cancel(&req);
    MPI_Wait(&req, &st);
    MPI_Test_cancelled(&st, &flag);
    printf("unmatched irecv cancelled: %d, buffer %d, request null %d\n", flag, buf, req == MPI_REQUEST_NULL);

    /* completed receive: cancel is a no-op */
    int out = 5 + rank;
    MPI_Irecv(&buf, 1, MPI_INT, rank, 43, MPI_COMM_WORLD, &req);
    MPI_Send(&out, 1, MPI_INT, rank, 43, MPI_COMM_WORLD);
    flag = 0;
    while (!flag) MPI_Request_get_status(req, &flag, MPI_STATUS_IGNORE);
    MPI_Cancel(&req);
    MPI_Wait(&req, &st);
    MPI_Test_cancelled(&st, &flag);
    printf("completed irecv cancelled: %d, buffer %d, source %d\n", flag, buf, st.MPI_SOURCE);

    /* a cancelled ANY_SOURCE receive leaves later messages for the next receive */
    if (size > 1) {
        if (rank == 0) {
            MPI_Irecv(&buf, 1, MPI_INT, MPI_ANY_SOURCE, 5, MPI_COMM_WORLD, &req);
            MPI_Cancel(&req);
            MPI_Wait(&req, &st);
            MPI_Test_cancelled(&st, &flag);
            printf("any-source irecv cancelled: %d\n", flag);
            MPI_Barrier(MPI_COMM_WORLD);
            int sum = 0;
            for (int k = 1; k < size; k++) {
                MPI_Recv(&buf, 1, MPI_INT, MPI_ANY_SOURCE, 5, MPI_COMM_WORLD, &st);
                sum += buf;
            }
            printf("later messages all received, sum %d\n", sum);
        } else {
            MPI_Barrier(MPI_COMM_WORLD);
            int v = rank * 100;
            MPI_Send(&v, 1, MPI_INT, 0, 5, MPI_COMM_WORLD);
        }
    }

    /* persistent receive: start, cancel, then start again and complete */
    MPI_Recv_init(&buf, 1, MPI_INT, rank, 44, MPI_COMM_WORLD, &req);
    MPI_Start(&req);
    MPI_Cancel(&req);
    MPI_Wait(&req, &st);
    MPI_Test_cancelled(&st, &flag);
    printf("persistent recv cancelled: %d, request still allocated %d\n", flag, req != MPI_REQUEST_NULL);
    MPI_Start(&req);
    out = 77;
    MPI_Send(&out, 1, MPI_INT, rank, 44, MPI_COMM_WORLD);
    MPI_Wait(&req, &st);
    MPI_Test_cancelled(&st, &flag);
    printf("persistent recv restarted: got %d, cancelled %d\n", buf, flag);
    MPI_Request_free(&req);
    MPI_Finalize();
    return 0;
}
