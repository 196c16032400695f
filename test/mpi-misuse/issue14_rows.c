/* The MPI rows of issue 14's table, each through MPI_ERRORS_RETURN: the error class and MPICH's
 * error text (compared with real MPICH by test/robust/mpi-rows.test.ts), then the persistent send
 * whose datatype was freed before MPI_Start (the request holds the type: the message arrives).
 * Run with 2 ranks. */
#include <mpi.h>
#include <stdio.h>

static void show(int rank, const char *what, int err) {
    char s[MPI_MAX_ERROR_STRING];
    int len, cls;
    if (err == MPI_SUCCESS) { printf("[%d] %s: success\n", rank, what); return; }
    MPI_Error_class(err, &cls);
    MPI_Error_string(err, s, &len);
    printf("[%d] %s: class %d\n%s\n", rank, what, cls, s);
}

int main(int argc, char **argv) {
    int rank, size, buf[8] = {1, 2, 3, 4, 5, 6, 7, 8}, rbuf[64] = {0}, counts[8] = {1, 1, 1, 1, 1, 1, 1, 1}, displs[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);

    /* A bad datatype handle in MPI_Scatter / MPI_Scatterv (on every rank, so none waits). */
    MPI_Datatype garbage = (MPI_Datatype)0x12345;
    show(rank, "MPI_Scatter, garbage datatype", MPI_Scatter(buf, 1, garbage, rbuf, 1, garbage, 0, MPI_COMM_WORLD));
    show(rank, "MPI_Scatter, MPI_DATATYPE_NULL", MPI_Scatter(buf, 1, MPI_DATATYPE_NULL, rbuf, 1, MPI_DATATYPE_NULL, 0, MPI_COMM_WORLD));
    show(rank, "MPI_Scatterv, garbage datatype", MPI_Scatterv(buf, counts, displs, garbage, rbuf, 1, garbage, 0, MPI_COMM_WORLD));
    show(rank, "MPI_Scatterv, MPI_DATATYPE_NULL", MPI_Scatterv(buf, counts, displs, MPI_DATATYPE_NULL, rbuf, 1, MPI_DATATYPE_NULL, 0, MPI_COMM_WORLD));

    /* MPI_Put / MPI_Get with MPI_DATATYPE_NULL. */
    MPI_Win win;
    MPI_Win_create(rbuf, sizeof rbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_set_errhandler(win, MPI_ERRORS_RETURN);
    MPI_Datatype pair, freed;
    MPI_Type_contiguous(2, MPI_INT, &pair);
    MPI_Type_commit(&pair);
    freed = pair;
    MPI_Type_free(&pair);
    MPI_Win_fence(0, win);
    show(rank, "MPI_Put, MPI_DATATYPE_NULL origin", MPI_Put(buf, 1, MPI_DATATYPE_NULL, 0, 0, 1, MPI_INT, win));
    show(rank, "MPI_Put, MPI_DATATYPE_NULL target", MPI_Put(buf, 1, MPI_INT, 0, 0, 1, MPI_DATATYPE_NULL, win));
    show(rank, "MPI_Get, MPI_DATATYPE_NULL origin", MPI_Get(buf, 1, MPI_DATATYPE_NULL, 0, 0, 1, MPI_INT, win));
    show(rank, "MPI_Get, MPI_DATATYPE_NULL target", MPI_Get(buf, 1, MPI_INT, 0, 0, 1, MPI_DATATYPE_NULL, win));
    /* (A freed datatype makes MPICH 4.0.2 itself crash (SIGSEGV) in MPI_Put and MPI_Get; see
     * issue14_freed_type.c.) */
    (void)freed;
    MPI_Win_fence(0, win);

    /* MPI_Win_lock with a rank outside the window's group. */
    show(rank, "MPI_Win_lock, rank = size", MPI_Win_lock(MPI_LOCK_SHARED, size, 0, win));
    show(rank, "MPI_Win_lock, rank = -5", MPI_Win_lock(MPI_LOCK_SHARED, -5, 0, win));
    MPI_Win_free(&win);

    /* MPI_Waitall with a negative count. */
    MPI_Request reqs[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    show(rank, "MPI_Waitall(-1)", MPI_Waitall(-1, reqs, MPI_STATUSES_IGNORE));

    /* MPI_Send_init with a derived type, MPI_Type_free, then MPI_Start: the request holds the type. */
    if (size >= 2) {
        MPI_Datatype vec;
        MPI_Request req;
        MPI_Type_vector(3, 1, 2, MPI_INT, &vec);
        MPI_Type_commit(&vec);
        if (rank == 0) {
            show(rank, "MPI_Send_init", MPI_Send_init(buf, 1, vec, 1, 7, MPI_COMM_WORLD, &req));
            show(rank, "MPI_Type_free", MPI_Type_free(&vec));
            show(rank, "MPI_Start", MPI_Start(&req));
            show(rank, "MPI_Wait", MPI_Wait(&req, MPI_STATUS_IGNORE));
            show(rank, "MPI_Request_free", MPI_Request_free(&req));
        } else if (rank == 1) {
            MPI_Type_free(&vec);
            show(rank, "MPI_Recv", MPI_Recv(rbuf, 3, MPI_INT, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE));
            printf("[1] received %d %d %d\n", rbuf[0], rbuf[1], rbuf[2]);
        }
    }
    MPI_Finalize();
    return 0;
}
