/* Partitioned requests match in the order of their MPI_Psend_init/MPI_Precv_init calls on the
   same communicator, peer and tag, whatever the order of MPI_Start and MPI_Pready (MPICH's
   part/multipart), and a zero-count message may name MPI_DATATYPE_NULL (part/nonblocking_pready:
   MPICH's bindings check a buffer's datatype only when its count is positive). */
// mpi-np: 2
#include <mpi.h>
#include <stdio.h>

#define PARTS 4
#define COUNT 8

int main(int argc, char **argv)
{
    int rank, bufs[3][PARTS * COUNT];
    MPI_Request reqs[3];
    MPI_Status st[3];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    for (int k = 0; k < 3; k++)
        if (rank == 0)
            MPI_Psend_init(bufs[k], PARTS, COUNT, MPI_INT, 1, 5, MPI_COMM_WORLD, MPI_INFO_NULL, &reqs[k]);
        else
            MPI_Precv_init(bufs[k], PARTS, COUNT, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_INFO_NULL, &reqs[k]);
    for (int round = 0; round < 2; round++) {
        if (rank == 0) {
            /* Started and made ready last to first, partitions in reverse. */
            for (int k = 2; k >= 0; k--) {
                MPI_Start(&reqs[k]);
                for (int i = 0; i < PARTS * COUNT; i++)
                    bufs[k][i] = 100 * round + 10 * k + i % COUNT;
                for (int p = PARTS - 1; p >= 0; p--)
                    MPI_Pready(p, reqs[k]);
            }
        } else {
            for (int k = 0; k < 3; k++) {
                for (int i = 0; i < PARTS * COUNT; i++)
                    bufs[k][i] = -1;
                MPI_Start(&reqs[k]);
            }
        }
        MPI_Waitall(3, reqs, st);
        if (rank == 1)
            for (int k = 0; k < 3; k++)
                printf("round %d request %d: source %d tag %d first %d last %d\n", round, k, st[k].MPI_SOURCE, st[k].MPI_TAG, bufs[k][0], bufs[k][PARTS * COUNT - 1]);
    }
    for (int k = 0; k < 3; k++)
        MPI_Request_free(&reqs[k]);

    int e1, e2, e3;
    MPI_Request r;
    if (rank == 0) {
        e1 = MPI_Send(NULL, 0, MPI_DATATYPE_NULL, 1, 1, MPI_COMM_WORLD);
        e2 = MPI_Isend(NULL, 0, MPI_DATATYPE_NULL, 1, 2, MPI_COMM_WORLD, &r);
        if (!e2)
            MPI_Wait(&r, MPI_STATUS_IGNORE);
        e3 = MPI_Send(NULL, 1, MPI_DATATYPE_NULL, 1, 3, MPI_COMM_WORLD);
    } else {
        e1 = MPI_Recv(NULL, 0, MPI_DATATYPE_NULL, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        e2 = MPI_Irecv(NULL, 0, MPI_DATATYPE_NULL, 0, 2, MPI_COMM_WORLD, &r);
        if (!e2)
            MPI_Wait(&r, MPI_STATUS_IGNORE);
        e3 = MPI_Recv(NULL, 1, MPI_DATATYPE_NULL, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    int cls;
    MPI_Error_class(e3, &cls);
    printf("zero count with MPI_DATATYPE_NULL: %d %d; count 1: class %d\n", e1, e2, cls);
    MPI_Finalize();
    return 0;
}
