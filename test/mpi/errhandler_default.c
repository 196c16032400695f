// mpi-np: 1 2
/*
 * Communicators whose error handler was never set: MPI_COMM_SELF and its dup report
 * MPI_ERRORS_ARE_FATAL through MPI_Comm_get_errhandler, yet an error on them goes to
 * MPI_COMM_WORLD's handler (MPICH's MPIR_Err_return_comm), here MPI_ERRORS_RETURN; once set
 * on MPI_COMM_SELF, its own handler takes the error. Then MPI_Intercomm_create's leader
 * checks (local_leader out of local_comm, remote_leader out of peer_comm), whose stacks end
 * with MPICH's own messages.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static int nerrs;
static void count_errors(MPI_Comm *comm, int *code, ...) { (void)comm; (void)code; nerrs++; }

static void report(int rank, const char *what, int rc) {
    char s[MPI_MAX_ERROR_STRING];
    int len = 0, cls = 0;
    if (rc == MPI_SUCCESS) { printf("rank %d %s: MPI_SUCCESS\n", rank, what); return; }
    MPI_Error_class(rc, &cls);
    MPI_Error_string(rc, s, &len);
    const char *last = strrchr(s, '\n');
    printf("rank %d %s: class %d: %s\n", rank, what, cls, last ? last + 1 : s);
}

int main(int argc, char **argv) {
    int rank, size, x = 0;
    MPI_Errhandler eh;
    MPI_Comm dup, inter;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_get_errhandler(MPI_COMM_SELF, &eh);
    printf("rank %d self's handler reads as fatal: %d\n", rank, eh == MPI_ERRORS_ARE_FATAL);
    report(rank, "send to rank 5 on self", MPI_Send(&x, 1, MPI_INT, 5, 0, MPI_COMM_SELF));
    MPI_Comm_dup(MPI_COMM_SELF, &dup);
    report(rank, "send to rank 5 on dup(self)", MPI_Send(&x, 1, MPI_INT, 5, 0, dup));
    MPI_Errhandler counting;
    MPI_Comm_create_errhandler(count_errors, &counting);
    MPI_Comm_set_errhandler(MPI_COMM_SELF, counting);
    report(rank, "send to rank 5 on self, own handler", MPI_Send(&x, 1, MPI_INT, 5, 0, MPI_COMM_SELF));
    report(rank, "send to rank 5 on dup(self), world's", MPI_Send(&x, 1, MPI_INT, 5, 0, dup));
    printf("rank %d self's handler ran %d times\n", rank, nerrs);
    MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
    report(rank, "intercomm, local leader 3", MPI_Intercomm_create(MPI_COMM_SELF, 3, MPI_COMM_WORLD, 0, 7, &inter));
    report(rank, "intercomm, remote leader -7", MPI_Intercomm_create(MPI_COMM_SELF, 0, MPI_COMM_WORLD, -7, 7, &inter));
    report(rank, "intercomm, remote leader size", MPI_Intercomm_create(MPI_COMM_SELF, 0, MPI_COMM_WORLD, size, 7, &inter));
    MPI_Errhandler_free(&counting);
    MPI_Comm_free(&dup);
    MPI_Finalize();
    return 0;
}
