/* With MPI_ERRORS_RETURN on MPI_COMM_WORLD: the code, class and strings of an invalid-rank send. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, x = 42, rc, cls, len;
    char s[MPI_MAX_ERROR_STRING];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    if (rank == 0) {
        rc = MPI_Send(&x, 1, MPI_INT, 5, 0, MPI_COMM_WORLD);
        MPI_Error_class(rc, &cls);
        printf("code=0x%x class=%d\n", rc, cls);
        MPI_Error_string(rc, s, &len);
        printf("string(code)=[%s] len=%d\n", s, len);
        MPI_Error_string(cls, s, &len);
        printf("string(class)=[%s] len=%d\n", s, len);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
