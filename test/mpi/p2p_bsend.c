// mpi-np: 2 4
/*
 * Buffered mode: MPI_Buffer_attach with room for every pending message (MPI_BSEND_OVERHEAD
 * each), MPI_Bsend and MPI_Ibsend to every other rank, MPI_Buffer_detach (returns the buffer
 * and its size), then with MPI_ERRORS_RETURN: a Bsend with no buffer attached and a Bsend
 * larger than the attached buffer both fail with MPI_ERR_BUFFER.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define N 10

int main(int argc, char **argv) {
    int rank, size, cls, rc;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    int bufsize = 2 * (size - 1) * (N * (int)sizeof(int) + MPI_BSEND_OVERHEAD);
    char *buf = malloc(bufsize);
    MPI_Buffer_attach(buf, bufsize);
    if (rank == 0) {
        int data[N], data2[N];
        MPI_Request reqs[64];
        int nreq = 0;
        for (int r = 1; r < size; r++) {
            for (int i = 0; i < N; i++) data[i] = r * 100 + i;
            MPI_Bsend(data, N, MPI_INT, r, 1, MPI_COMM_WORLD);
            for (int i = 0; i < N; i++) data2[i] = -(r * 100 + i);
            MPI_Ibsend(data2, N, MPI_INT, r, 2, MPI_COMM_WORLD, &reqs[nreq++]);
            /* the data is copied: overwriting the user buffer now is allowed */
            MPI_Wait(&reqs[nreq - 1], MPI_STATUS_IGNORE);
        }
        printf("all bsends returned\n");
    } else {
        int in[N];
        MPI_Status st;
        MPI_Recv(in, N, MPI_INT, 0, 2, MPI_COMM_WORLD, &st);
        printf("tag %d: %d .. %d\n", st.MPI_TAG, in[0], in[N - 1]);
        MPI_Recv(in, N, MPI_INT, 0, 1, MPI_COMM_WORLD, &st);
        printf("tag %d: %d .. %d\n", st.MPI_TAG, in[0], in[N - 1]);
    }
    void *got;
    int gotsize;
    MPI_Buffer_detach(&got, &gotsize);
    printf("detached %d bytes (overhead %d), same buffer %d\n", gotsize, (int)MPI_BSEND_OVERHEAD, got == (void *)buf);

    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    int x = 5;
    rc = MPI_Bsend(&x, 1, MPI_INT, MPI_PROC_NULL, 3, MPI_COMM_WORLD);
    printf("bsend to MPI_PROC_NULL without buffer: %s\n", rc == MPI_SUCCESS ? "success" : "error");
    if (rank == 0) {
        rc = MPI_Bsend(&x, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
        MPI_Error_class(rc, &cls);
        printf("bsend without buffer: class is MPI_ERR_BUFFER %d\n", cls == MPI_ERR_BUFFER);
        int small = 8 + MPI_BSEND_OVERHEAD;
        char *sbuf = malloc(small);
        MPI_Buffer_attach(sbuf, small);
        int big[100] = {0};
        rc = MPI_Bsend(big, 100, MPI_INT, 1, 3, MPI_COMM_WORLD);
        MPI_Error_class(rc, &cls);
        printf("bsend too large: class is MPI_ERR_BUFFER %d\n", cls == MPI_ERR_BUFFER);
        MPI_Buffer_detach(&got, &gotsize);
        printf("detached %d bytes\n", gotsize);
        free(sbuf);
    }
    free(buf);
    MPI_Finalize();
    return 0;
}
