/* MPI_Win_allocate_shared of 8 GiB per rank: more than a simulated address space holds. The
   error is returned (MPI_COMM_WORLD returns errors), no window is made, and a later shared
   window works. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int *base, rc, len, cls;
    char s[MPI_MAX_ERROR_STRING];
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    rc = MPI_Win_allocate_shared((MPI_Aint)1 << 33, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    MPI_Error_class(rc, &cls);
    MPI_Error_string(rc, s, &len);
    printf("class %d, no window %d: %s\n", cls, win == MPI_WIN_NULL, s);
    rc = MPI_Win_allocate_shared(64, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[15] = rc;
    printf("then %d\n", base[15]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
