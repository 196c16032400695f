/* Prints an MPI return code as "what: class N: <MPI_Error_string>" (the tests compare these lines). */
#include <mpi.h>
#include <stdio.h>

static void report(const char *what, int rc)
{
    char s[MPI_MAX_ERROR_STRING];
    int len, cls;
    MPI_Error_class(rc, &cls);
    MPI_Error_string(rc, s, &len);
    printf("%s: class %d: %s\n", what, cls, s);
}
