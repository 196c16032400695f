// mpi-np: 1 2
/*
 * A committed datatype used after MPI_Type_free, as MPICH 4.0.2 answers it: the freed object
 * stays in its pool slot until the handle is given out again, with its is_committed field, its
 * bounds and its name (MPIR_Handle_obj_free writes the free list's link over its size only), and
 * MPICH's checks look at the handle's kind, the pointer and is_committed. So calls that move no
 * data with it (peers MPI_PROC_NULL, MPI_MESSAGE_NO_PROC, an MPI_Unpack of nothing, a broadcast
 * among one process) succeed, and the queries of what the slot keeps answer as for the live type.
 */
#include <mpi.h>
#include <stdio.h>

static void report(const char *what, int rc) {
    char s[MPI_MAX_ERROR_STRING];
    int len = 0, cls = -1;
    if (rc == MPI_SUCCESS) { printf("%s: MPI_SUCCESS\n", what); return; }
    MPI_Error_class(rc, &cls);
    MPI_Error_string(rc, s, &len);
    for (char *c = s; *c; c++) if (*c == ',') { *c = 0; break; }
    printf("%s: class %d: %s\n", what, cls, s);
}

int main(int argc, char **argv) {
    int buf[8] = { 0 }, n = -1, pos = 0;
    MPI_Datatype t, freed;
    MPI_Request q;
    MPI_Status st;
    MPI_Message msg = MPI_MESSAGE_NO_PROC;
    MPI_Aint lb = -1, ext = -1;
    MPI_Count lbc = -1, extc = -1;
    char name[MPI_MAX_OBJECT_NAME];
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
    MPI_Type_create_resized(MPI_INT, -4, 12, &t);
    MPI_Type_commit(&t);
    MPI_Type_set_name(t, "resized int");
    freed = t;
    MPI_Type_free(&t);

    report("MPI_Send to MPI_PROC_NULL", MPI_Send(buf, 1, freed, MPI_PROC_NULL, 0, MPI_COMM_WORLD));
    report("MPI_Ssend to MPI_PROC_NULL", MPI_Ssend(buf, 1, freed, MPI_PROC_NULL, 0, MPI_COMM_WORLD));
    report("MPI_Recv from MPI_PROC_NULL", MPI_Recv(buf, 1, freed, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &st));
    MPI_Get_count(&st, MPI_INT, &n);
    printf("status: source %d tag %d count %d\n", st.MPI_SOURCE, st.MPI_TAG, n);
    report("MPI_Isend to MPI_PROC_NULL", MPI_Isend(buf, 1, freed, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &q));
    report("MPI_Wait", MPI_Wait(&q, MPI_STATUS_IGNORE));
    report("MPI_Irecv from MPI_PROC_NULL", MPI_Irecv(buf, 1, freed, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &q));
    report("MPI_Wait", MPI_Wait(&q, MPI_STATUS_IGNORE));
    report("MPI_Sendrecv with MPI_PROC_NULL", MPI_Sendrecv(buf, 1, freed, MPI_PROC_NULL, 0, buf + 4, 1, freed, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &st));
    report("MPI_Sendrecv_replace with MPI_PROC_NULL", MPI_Sendrecv_replace(buf, 1, freed, MPI_PROC_NULL, 0, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &st));
    report("MPI_Mrecv of MPI_MESSAGE_NO_PROC", MPI_Mrecv(buf, 1, freed, &msg, &st));
    report("MPI_Unpack of nothing", MPI_Unpack(buf, 0, &pos, buf + 4, 1, freed, MPI_COMM_WORLD));
    report("MPI_Bcast on MPI_COMM_SELF", MPI_Bcast(buf, 1, freed, 0, MPI_COMM_SELF));
    report("MPI_Ibcast on MPI_COMM_SELF", MPI_Ibcast(buf, 1, freed, 0, MPI_COMM_SELF, &q));
    report("MPI_Wait", MPI_Wait(&q, MPI_STATUS_IGNORE));
    printf("position %d\n", pos);

    report("MPI_Type_commit", MPI_Type_commit(&freed));
    report("MPI_Type_get_extent", MPI_Type_get_extent(freed, &lb, &ext));
    printf("lb %ld extent %ld\n", (long) lb, (long) ext);
    report("MPI_Type_get_extent_x", MPI_Type_get_extent_x(freed, &lbc, &extc));
    printf("lb %lld extent %lld\n", (long long) lbc, (long long) extc);
    report("MPI_Type_get_true_extent", MPI_Type_get_true_extent(freed, &lb, &ext));
    printf("true lb %ld true extent %ld\n", (long) lb, (long) ext);
    report("MPI_Type_get_name", MPI_Type_get_name(freed, name, &n));
    printf("name \"%s\" (%d)\n", name, n);
    report("MPI_Type_set_name", MPI_Type_set_name(freed, "renamed"));
    report("MPI_Type_get_name", MPI_Type_get_name(freed, name, &n));
    printf("name \"%s\" (%d)\n", name, n);

    /* The next type made takes the freed handle: a live type again. */
    MPI_Type_contiguous(3, MPI_INT, &t);
    printf("handle given out again: %s\n", t == freed ? "yes" : "no");
    MPI_Type_get_name(t, name, &n);
    printf("its name \"%s\" (%d)\n", name, n);
    MPI_Type_free(&t);

    /* MPI_Type_commit of a freed type never committed sets its slot's is_committed (before it,
       MPICH's process dies making the "not committed" error: its message reads the freed type). */
    MPI_Type_vector(2, 1, 2, MPI_INT, &t);
    freed = t;
    MPI_Type_free(&t);
    report("MPI_Type_commit of it", MPI_Type_commit(&freed));
    report("MPI_Send of it", MPI_Send(buf, 1, freed, MPI_PROC_NULL, 0, MPI_COMM_WORLD));
    MPI_Finalize();
    return 0;
}
