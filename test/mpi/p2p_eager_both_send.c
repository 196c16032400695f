// mpi-np: 2 3
// mpi-args: 1024
/*
 * Eager vs rendezvous: ranks 0 and 1 both MPI_Send n bytes (argv[1], default 1024) to each
 * other before receiving. With n below MPICH's eager limit both sends complete from local
 * buffering and the program finishes; above it both wait for the other's receive: a deadlock
 * (the eager-limit test in test/differential/mpi-mpich.test.ts runs this with several n).
 * Other ranks only take part in the final barrier.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int n = argc > 1 ? atoi(argv[1]) : 1024;
    if (rank < 2 && size >= 2) {
        int other = 1 - rank;
        char *out = malloc(n > 0 ? n : 1), *in = malloc(n > 0 ? n : 1);
        for (int i = 0; i < n; i++) out[i] = (char)(i * 7 + rank);
        printf("rank %d sending %d bytes to %d\n", rank, n, other);
        fflush(stdout);
        MPI_Send(out, n, MPI_BYTE, other, 0, MPI_COMM_WORLD);
        printf("rank %d send returned\n", rank);
        fflush(stdout);
        MPI_Status st;
        MPI_Recv(in, n, MPI_BYTE, other, 0, MPI_COMM_WORLD, &st);
        int count, bad = 0;
        MPI_Get_count(&st, MPI_BYTE, &count);
        for (int i = 0; i < n; i++)
            if (in[i] != (char)(i * 7 + other)) bad++;
        printf("rank %d received %d bytes from %d, %d wrong\n", rank, count, st.MPI_SOURCE, bad);
        free(out);
        free(in);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
