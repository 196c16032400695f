// mpi-np: 1 2
/*
 * A user op used after MPI_Op_free, as MPICH 4.0.2 answers it: its freed object stays in the
 * handle pool with its function until the handle is given out again, and MPICH's checks look
 * at the handle's kind and the pointer only. So the next check decides (aliased buffers here),
 * MPI_Reduce_local runs the function, and a new op takes the freed handle.
 */
#include <mpi.h>
#include <stdio.h>

static void add(void *in, void *inout, int *len, MPI_Datatype *type) {
    (void) type;
    for (int i = 0; i < *len; i++) ((int *) inout)[i] += ((int *) in)[i] * 10;
}

static void report(const char *what, int rc) {
    char s[MPI_MAX_ERROR_STRING];
    int len = 0, cls = -1;
    if (rc == MPI_SUCCESS) { printf("%s: MPI_SUCCESS\n", what); return; }
    MPI_Error_class(rc, &cls);
    MPI_Error_string(rc, s, &len);
    /* The message, without the stack's lines (they name addresses). */
    for (char *c = s; *c; c++) if (*c == ',') { *c = 0; break; }
    printf("%s: class %d: %s\n", what, cls, s);
}

int main(int argc, char **argv) {
    int a[2] = { 1, 2 }, b[2] = { 5, 6 };
    MPI_Op op, freed_op, again;
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Op_create(add, 1, &op);
    freed_op = op;
    MPI_Op_free(&op);
    printf("freed %x, now %x\n", (unsigned) freed_op, (unsigned) op);
    report("MPI_Allreduce, aliased buffers", MPI_Allreduce(a, a, 2, MPI_INT, freed_op, MPI_COMM_WORLD));
    report("MPI_Reduce, root out of range", MPI_Reduce(a, b, 2, MPI_INT, freed_op, 99, MPI_COMM_WORLD));
    report("MPI_Reduce_local", MPI_Reduce_local(a, b, 2, MPI_INT, freed_op));
    printf("b = %d %d\n", b[0], b[1]);
    MPI_Op_create(add, 0, &again);
    printf("new op %x\n", (unsigned) again);
    MPI_Op_free(&again);
    MPI_Finalize();
    return 0;
}
