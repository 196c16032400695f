// mpi-np: 1 2
/*
 * Calls MPICH 4.0.2 answers with MPI_SUCCESS where the standard calls them erroneous or where
 * an error handler was called: its bindings make no check there, or its code returns
 * MPI_SUCCESS whatever happened.
 * - MPI_Comm_remote_size and MPI_Comm_remote_group of an intracommunicator: its size, and a
 *   group of its members (MPIR_Comm_remote_group_impl);
 * - MPI_Graph_create with a negative nnodes: the copy to nnodes processes leaves every process
 *   out, MPI_COMM_NULL;
 * - MPI_Comm_call_errhandler and MPI_Win_call_errhandler: MPI_SUCCESS after the handler ran
 *   (MPICH's call_errhandler), with MPI_ERRORS_RETURN too;
 * - ROMIO's MPI_File_get_atomicity, get_position, get_byte_offset, get_view and
 *   write_ordered_end: the file's (or MPI_FILE_NULL's) handler gets the error, and the function's
 *   fn_exit returns MPI_SUCCESS.
 */
#include <mpi.h>
#include <stdio.h>

static int rank;

static void comm_handler(MPI_Comm *comm, int *code, ...) {
    int cls;
    (void) comm;
    MPI_Error_class(*code, &cls);
    printf("comm handler: class %d\n", cls);
}
static void win_handler(MPI_Win *win, int *code, ...) {
    int cls;
    (void) win;
    MPI_Error_class(*code, &cls);
    printf("win handler: class %d\n", cls);
}
static void file_handler(MPI_File *fh, int *code, ...) {
    int cls;
    MPI_Error_class(*code, &cls);
    printf("file handler (%s): class %d\n", *fh == MPI_FILE_NULL ? "MPI_FILE_NULL" : "file", cls);
}

int main(int argc, char **argv) {
    int size, n = -1, flag = -1, idx[2] = { 1, 1 }, edges[2] = { 0, 0 }, buf[4] = { 0 };
    MPI_Comm c = MPI_COMM_SELF;
    MPI_Group g, wg;
    MPI_Errhandler ce, we, fe;
    MPI_Win win;
    MPI_File fh;
    MPI_Offset off = -1;
    MPI_Datatype et, ft;
    char rep[MPI_MAX_DATAREP_STRING], fname[64];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);

    flag = MPI_Comm_remote_size(MPI_COMM_WORLD, &n);
    printf("MPI_Comm_remote_size: %d, %d\n", flag, n);
    printf("MPI_Comm_remote_group: %d\n", MPI_Comm_remote_group(MPI_COMM_WORLD, &g));
    MPI_Group_size(g, &n);
    MPI_Comm_group(MPI_COMM_WORLD, &wg);
    MPI_Group_compare(g, wg, &flag);
    printf("remote group: size %d, %s the world's\n", n, flag == MPI_IDENT ? "identical to" : flag == MPI_SIMILAR ? "similar to" : "unequal to");
    MPI_Group_free(&g);
    MPI_Group_free(&wg);

    printf("MPI_Graph_create, nnodes -1: %d, ", MPI_Graph_create(MPI_COMM_WORLD, -1, idx, edges, 0, &c));
    printf("%s\n", c == MPI_COMM_NULL ? "MPI_COMM_NULL" : "a communicator");

    MPI_Comm_create_errhandler(comm_handler, &ce);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, ce);
    printf("MPI_Comm_call_errhandler: %d\n", MPI_Comm_call_errhandler(MPI_COMM_WORLD, MPI_ERR_TAG));
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    printf("MPI_Comm_call_errhandler, MPI_ERRORS_RETURN: %d\n", MPI_Comm_call_errhandler(MPI_COMM_WORLD, MPI_ERR_TAG));
    MPI_Errhandler_free(&ce);

    MPI_Win_create(buf, sizeof buf, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_set_errhandler(win, MPI_ERRORS_RETURN);
    printf("MPI_Win_call_errhandler, MPI_ERRORS_RETURN: %d\n", MPI_Win_call_errhandler(win, MPI_ERR_OTHER));
    MPI_Win_create_errhandler(win_handler, &we);
    MPI_Win_set_errhandler(win, we);
    printf("MPI_Win_call_errhandler: %d\n", MPI_Win_call_errhandler(win, MPI_ERR_RANK));
    MPI_Errhandler_free(&we);
    MPI_Win_free(&win);

    MPI_File_create_errhandler(file_handler, &fe);
    MPI_File_set_errhandler(MPI_FILE_NULL, fe);
    printf("MPI_File_get_atomicity(MPI_FILE_NULL): %d\n", MPI_File_get_atomicity(MPI_FILE_NULL, &flag));
    printf("MPI_File_get_position(MPI_FILE_NULL): %d\n", MPI_File_get_position(MPI_FILE_NULL, &off));
    printf("MPI_File_get_byte_offset(MPI_FILE_NULL): %d\n", MPI_File_get_byte_offset(MPI_FILE_NULL, 0, &off));
    printf("MPI_File_get_view(MPI_FILE_NULL): %d\n", MPI_File_get_view(MPI_FILE_NULL, &off, &et, &ft, rep));
    printf("MPI_File_write_ordered_end(MPI_FILE_NULL): %d\n", MPI_File_write_ordered_end(MPI_FILE_NULL, buf, MPI_STATUS_IGNORE));
    snprintf(fname, sizeof fname, "unchecked_calls.%d", rank);
    MPI_File_open(MPI_COMM_SELF, fname, MPI_MODE_RDWR | MPI_MODE_CREATE | MPI_MODE_DELETE_ON_CLOSE, MPI_INFO_NULL, &fh);
    MPI_File_set_errhandler(fh, fe);
    printf("MPI_File_get_byte_offset, offset -1: %d\n", MPI_File_get_byte_offset(fh, -1, &off));
    printf("MPI_File_write_ordered_end, none begun: %d\n", MPI_File_write_ordered_end(fh, buf, MPI_STATUS_IGNORE));
    printf("MPI_File_read_ordered_end, none begun: %d\n", MPI_File_read_ordered_end(fh, buf, MPI_STATUS_IGNORE) != MPI_SUCCESS);
    MPI_File_close(&fh);
    /* Not freed: ROMIO keeps no reference for the handlers it holds (MPICH's MPI_Errhandler_free
       fails its ref_count assertion after MPI_File_close here). */
    MPI_Finalize();
    return 0;
}
