// mpi-np: 1 3
/*
 * MPI_Comm_split_type with every split_type mpi.h names and with values it does not: MPICH's
 * binding rejects the others (MPI_ERR_ARG, "Invalid split_type argument") before any
 * communication; MPI_UNDEFINED gives MPI_COMM_NULL.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    int types[] = { -1, 0, 5, 100, MPI_UNDEFINED, MPI_COMM_TYPE_SHARED, MPI_COMM_TYPE_HW_GUIDED,
                    MPI_COMM_TYPE_HW_UNGUIDED, MPIX_COMM_TYPE_NEIGHBORHOOD };
    for (int i = 0; i < (int)(sizeof types / sizeof *types); i++) {
        MPI_Comm c = MPI_COMM_WORLD;
        int e = MPI_Comm_split_type(MPI_COMM_WORLD, types[i], rank, MPI_INFO_NULL, &c);
        int cls = 0, n = 0, size = 0;
        char s[MPI_MAX_ERROR_STRING] = "";
        MPI_Error_class(e, &cls);
        if (e) {
            MPI_Error_string(e, s, &n);
            /* the last line of the stack: the check's own message (the first names addresses) */
            char *last = strrchr(s, '\n');
            memmove(s, last ? last + 1 : s, strlen(last ? last + 1 : s) + 1);
        }
        if (c != MPI_COMM_NULL && c != MPI_COMM_WORLD)
            MPI_Comm_size(c, &size);
        printf("split_type %d: class %d, %s, size %d %s\n", types[i], cls,
               c == MPI_COMM_NULL ? "MPI_COMM_NULL" : c == MPI_COMM_WORLD ? "unchanged" : "a communicator", size, s);
        if (c != MPI_COMM_NULL && c != MPI_COMM_WORLD)
            MPI_Comm_free(&c);
    }
    /* MPI_Buffer_attach checks its pointer whatever the size */
    int e = MPI_Buffer_attach(NULL, 100), cls;
    MPI_Error_class(e, &cls);
    printf("Buffer_attach(NULL, 100): class %d\n", cls);
    MPI_Finalize();
    return 0;
}
