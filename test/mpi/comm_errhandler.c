// mpi-np: 1 2
/*
 * Error handlers: MPI_ERRORS_RETURN on MPI_COMM_WORLD, then erroneous calls (invalid rank,
 * tag, count, root, communicator, datatype, op) return codes whose MPI_Error_class and
 * MPI_Error_string (of the class, and the full text of the code) are printed. A user error
 * handler (MPI_Comm_create_errhandler) sees the same errors; MPI_Comm_call_errhandler;
 * MPI_Comm_get_errhandler; a dup inherits the handler; user error classes/codes/strings.
 * Buffers are NULL so that the printed error stacks contain no stack addresses.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static void show_code(const char *what, int rc, int full) {
    int cls, len;
    char s[MPI_MAX_ERROR_STRING];
    MPI_Error_class(rc, &cls);
    printf("%s: rc %s, class %d\n", what, rc == MPI_SUCCESS ? "MPI_SUCCESS" : "error", cls);
    MPI_Error_string(cls, s, &len);
    printf("  class string: %s (len %d)\n", s, len);
    if (!full) return;
    MPI_Error_string(rc, s, &len);
    printf("  code string:\n%s\n", s);
}

static void show(const char *what, int rc) { show_code(what, rc, 1); }

static int handled = 0, user_class = -1;
static void my_handler(MPI_Comm *comm, int *code, ...) {
    int cls;
    char name[MPI_MAX_OBJECT_NAME];
    int len;
    MPI_Error_class(*code, &cls);
    MPI_Comm_get_name(*comm, name, &len);
    if (cls == user_class) printf("  user handler on %s: the user-defined class\n", name);
    else printf("  user handler on %s: class %d\n", name, cls);
    handled++;
}

int main(int argc, char **argv) {
    int rank, size, rc;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Errhandler eh;
    MPI_Comm_get_errhandler(MPI_COMM_WORLD, &eh);
    printf("default handler is ERRORS_ARE_FATAL: %d\n", eh == MPI_ERRORS_ARE_FATAL);
    MPI_Errhandler_free(&eh);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_get_errhandler(MPI_COMM_WORLD, &eh);
    printf("now ERRORS_RETURN: %d\n", eh == MPI_ERRORS_RETURN);
    MPI_Errhandler_free(&eh);

    show("send to rank size", MPI_Send(NULL, 0, MPI_INT, size, 0, MPI_COMM_WORLD));
    show("send with tag -5", MPI_Send(NULL, 0, MPI_INT, 0, -5, MPI_COMM_WORLD));
    show("send with count -1", MPI_Send(NULL, -1, MPI_INT, 0, 0, MPI_COMM_WORLD));
    show("recv from rank -7", MPI_Recv(NULL, 0, MPI_INT, -7, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE));
    show("bcast with root size", MPI_Bcast(NULL, 0, MPI_INT, size, MPI_COMM_WORLD));
    show("send on MPI_COMM_NULL", MPI_Send(NULL, 0, MPI_INT, 0, 0, MPI_COMM_NULL));
    /* these error stacks would print buffer addresses: the class only */
    int x[2] = {1, 2}, y[2];
    show_code("send with MPI_DATATYPE_NULL", MPI_Send(x, 1, MPI_DATATYPE_NULL, 0, 0, MPI_COMM_WORLD), 0);
    show_code("allreduce with MPI_OP_NULL", MPI_Allreduce(x, y, 1, MPI_INT, MPI_OP_NULL, MPI_COMM_WORLD), 0);
    show_code("allreduce with MPI_SUM on MPI_2INT", MPI_Allreduce(x, y, 1, MPI_2INT, MPI_SUM, MPI_COMM_WORLD), 0);

    /* a dup inherits the handler */
    MPI_Comm d;
    MPI_Comm_dup(MPI_COMM_WORLD, &d);
    MPI_Comm_get_errhandler(d, &eh);
    printf("dup inherits ERRORS_RETURN: %d\n", eh == MPI_ERRORS_RETURN);
    MPI_Errhandler_free(&eh);

    MPI_Errhandler mine;
    MPI_Comm_create_errhandler(my_handler, &mine);
    MPI_Comm_set_errhandler(d, mine);
    MPI_Comm_set_name(d, "dup-with-handler");
    rc = MPI_Send(NULL, 0, MPI_INT, size + 3, 0, d);
    printf("after user handler: rc is error %d, handled %d\n", rc != MPI_SUCCESS, handled);
    MPI_Comm_call_errhandler(d, MPI_ERR_OTHER);
    printf("call_errhandler: handled %d\n", handled);

    int myclass, mycode;
    MPI_Add_error_class(&myclass);
    user_class = myclass;
    MPI_Add_error_code(myclass, &mycode);
    MPI_Add_error_string(myclass, "my error class");
    MPI_Add_error_string(mycode, "my error code");
    int cls, len;
    char s[MPI_MAX_ERROR_STRING];
    MPI_Error_class(mycode, &cls);
    printf("user class above MPI_ERR_LASTCODE %d, code's class matches %d\n", myclass > MPI_ERR_LASTCODE, cls == myclass);
    MPI_Error_string(myclass, s, &len);
    printf("user class string: %s\n", s);
    MPI_Error_string(mycode, s, &len);
    printf("user code string: %s\n", s);
    MPI_Comm_call_errhandler(d, mycode);
    printf("user code through the handler: handled %d\n", handled);

    MPI_Errhandler_free(&mine);
    MPI_Comm_free(&d);
    MPI_Finalize();
    return 0;
}
