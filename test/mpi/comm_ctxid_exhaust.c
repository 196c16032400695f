// mpi-np: 1 2
// mpi-timeout: 120
/*
 * Context-ID exhaustion: with MPI_ERRORS_RETURN, MPI_Comm_dup(MPI_COMM_WORLD) in a loop until
 * it fails; prints how many dups succeeded (real MPICH's number is the oracle), the error
 * class (MPI_ERR_OTHER) and the first line of the error string; then frees a few and shows
 * that exactly that many dups succeed again, frees everything and splits once more.
 * (Only 1 and 2 ranks: MPICH busy-polls, and with more ranks than cores the 2046 dups take
 * minutes.)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXC 5000

int main(int argc, char **argv) {
    int rank, rc, cls, len;
    char s[MPI_MAX_ERROR_STRING];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm *c = malloc(sizeof(MPI_Comm) * MAXC);
    int n = 0;
    for (;;) {
        if (n == MAXC) break;
        rc = MPI_Comm_dup(MPI_COMM_WORLD, &c[n]);
        if (rc != MPI_SUCCESS) break;
        n++;
    }
    printf("dups that succeeded: %d\n", n);
    MPI_Error_class(rc, &cls);
    printf("error class is MPI_ERR_OTHER: %d\n", cls == MPI_ERR_OTHER);
    MPI_Error_string(rc, s, &len);
    char *nl = strchr(s, '\n');
    if (nl) *nl = 0;
    printf("error string: %s\n", s);

    for (int i = 0; i < 5; i++) MPI_Comm_free(&c[--n]);
    int again = 0;
    for (;;) {
        rc = MPI_Comm_dup(MPI_COMM_WORLD, &c[n]);
        if (rc != MPI_SUCCESS) break;
        n++;
        again++;
    }
    printf("after freeing 5: %d more dups succeeded\n", again);
    MPI_Comm sp;
    rc = MPI_Comm_split(MPI_COMM_WORLD, rank % 2, 0, &sp);
    MPI_Error_class(rc, &cls);
    printf("split while exhausted: error class is MPI_ERR_OTHER %d\n", cls == MPI_ERR_OTHER);
    while (n > 0) MPI_Comm_free(&c[--n]);
    rc = MPI_Comm_split(MPI_COMM_WORLD, rank % 2, 0, &sp);
    int r;
    MPI_Comm_rank(sp, &r);
    printf("split after freeing all: rc success %d, rank %d\n", rc == MPI_SUCCESS, r);
    MPI_Comm_free(&sp);
    free(c);
    MPI_Finalize();
    return 0;
}
