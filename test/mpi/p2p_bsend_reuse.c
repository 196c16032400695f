// mpi-np: 2 3
/*
 * Buffered mode reuses its buffer: the attached buffer holds exactly one message (its packed
 * size plus MPI_BSEND_OVERHEAD), and rank 0 sends five buffered messages in a row to every
 * other rank. Each eager message leaves the buffer when it is sent, so every MPI_Bsend
 * succeeds (with MPI_ERRORS_RETURN, a failure would print its error class).
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size, bytes, x[4] = { 1, 2, 3, 4 };
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Pack_size(4, MPI_INT, MPI_COMM_WORLD, &bytes);
    bytes += MPI_BSEND_OVERHEAD;
    char *b = malloc(bytes);
    MPI_Buffer_attach(b, bytes);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    if (rank == 0) {
        for (int d = 1; d < size; d++)
            for (int i = 0; i < 5; i++) {
                x[0] = 10 * d + i;
                int rc = MPI_Bsend(x, 4, MPI_INT, d, i, MPI_COMM_WORLD), cls = 0;
                if (rc != MPI_SUCCESS) MPI_Error_class(rc, &cls);
                printf("bsend to %d #%d: class %d\n", d, i, cls);
            }
    } else {
        for (int i = 0; i < 5; i++) {
            MPI_Recv(x, 4, MPI_INT, 0, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            printf("recv #%d: %d %d\n", i, x[0], x[3]);
        }
    }
    int got;
    MPI_Buffer_detach(&b, &got);
    printf("detached %d bytes\n", got == bytes);
    free(b);
    MPI_Finalize();
    return 0;
}
