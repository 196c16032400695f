// mpi-np: 1
/*
 * Handles MPICH still finds an object behind: a freed request's pool slot holds the object with
 * the free list's link over its kind, so MPI_Cancel finds no kind it knows ('Attempt to cancel
 * an unknown type of request', MPI_ERR_INTERN) and MPI_Pready*, MPI_Parrived find no partitioned
 * request (MPIR_ERRTEST_PREADYREQ/PARRIVEDREQ), where a handle never given out is 'Invalid
 * MPI_Request'. MPI_Status_f2c of MPI_F_STATUS_IGNORE is its own one-frame error. And
 * MPI_Comm_idup(_with_info) makes its communicator at the call: *newcomm names it before the
 * request completes, and the handles given out later come after it.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static void report(const char *what, int rc) {
    char s[MPI_MAX_ERROR_STRING];
    int len = 0, cls = -1;
    if (rc == MPI_SUCCESS) {
        printf("%s: MPI_SUCCESS\n", what);
        return;
    }
    MPI_Error_class(rc, &cls);
    MPI_Error_string(rc, s, &len);
    for (char *c = s; *c; c++)
        if (*c == '\n')
            *c = '|';
    /* From the inner frames on: the first frame prints buffer addresses. */
    const char *inner = strstr(s, "failed|");
    printf("%s: class %d: %s\n", what, cls, inner ? inner : s);
}

int main(int argc, char **argv) {
    static int buf[4];
    MPI_Request r, freed;
    MPI_Status st;
    MPI_Comm c, d, e, f;
    int flag, zero = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Recv_init(buf, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &r);
    freed = r;
    MPI_Request_free(&r);
    r = freed;
    report("MPI_Cancel freed", MPI_Cancel(&r));
    report("MPI_Pready freed", MPI_Pready(0, freed));
    report("MPI_Pready_range freed", MPI_Pready_range(0, 0, freed));
    report("MPI_Pready_list freed", MPI_Pready_list(1, &zero, freed));
    report("MPI_Parrived freed", MPI_Parrived(freed, 0, &flag));
    /* A request handle never given out (the pool's last direct one). */
    report("MPI_Pready never given out", MPI_Pready(0, (MPI_Request)0xac000007));
    report("MPI_Status_f2c NULL", MPI_Status_f2c(NULL, &st));

    MPI_Comm_dup(MPI_COMM_WORLD, &c);
    MPI_Comm_free(&c);
    MPI_Comm_idup(MPI_COMM_WORLD, &d, &r);
    printf("idup: newcomm %#x at the call\n", (unsigned)d);
    MPI_Comm_idup_with_info(MPI_COMM_WORLD, MPI_INFO_NULL, &e, &freed);
    printf("idup_with_info: newcomm %#x at the call\n", (unsigned)e);
    MPI_Comm_dup(MPI_COMM_WORLD, &f);
    printf("dup while both pending: %#x\n", (unsigned)f);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    MPI_Wait(&freed, MPI_STATUS_IGNORE);
    printf("after the waits: %#x %#x\n", (unsigned)d, (unsigned)e);
    MPI_Comm_free(&d);
    MPI_Comm_free(&e);
    MPI_Comm_free(&f);
    MPI_Finalize();
    return 0;
}
