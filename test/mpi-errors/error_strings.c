/* Prints MPI_Error_string and MPI_Error_class for every predefined error class. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    char s[MPI_MAX_ERROR_STRING];
    int len, cls, rc;
    MPI_Init(&argc, &argv);
    for (int c = 0; c <= 110; c++) {
        rc = MPI_Error_string(c, s, &len);
        if (rc != MPI_SUCCESS) { printf("%d rc=%d\n", c, rc); continue; }
        MPI_Error_class(c, &cls);
        printf("%d|%d|%d|%s\n", c, cls, len, s);
    }
    MPI_Finalize();
    return 0;
}
