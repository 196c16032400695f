// mpi-np: 1 2
/*
 * Argument checks where MPICH 4.0.2 makes them, each answered with its class and error stack:
 * MPI_Type_create_subarray's check of each start (before its datatype, newtype and order),
 * MPI_Reduce_local's aliased buffers whatever the op, MPI_Win_lock's rank, assert and lock type
 * (before MPI_PROC_NULL returns), a freed window's object that MPICH's bindings still read (its
 * next checks answer), MPI_Win_delete_attr's keyval, ROMIO's checks of MPI_File_open/delete with
 * a NULL name, MPI_File_sync's handle and MPI_File_get_type_extent's pointer; and the keyvals
 * MPICH makes for itself (the topology's, ROMIO's two), which number the program's after them.
 *
 * Handles MPICH still finds an object behind: a freed request's pool slot holds the object with
 * the free list's link over its kind, so MPI_Cancel finds no kind it knows ('Attempt to cancel
 * an unknown type of request', MPI_ERR_INTERN) and MPI_Pready*, MPI_Parrived find no partitioned
 * request, as for a direct handle never given out; a freed datatype keeps is_committed (its
 * checks pass, the next check answers). MPI_Status_f2c of MPI_F_STATUS_IGNORE is its own
 * one-frame error. MPI_Comm_idup(_with_info) makes its communicator at the call: *newcomm names
 * it (and answers MPI_Comm_rank) before the request completes, and later handles come after it.
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

static void user_sum(void *in, void *inout, int *len, MPI_Datatype *dt) {
    (void)dt;
    for (int i = 0; i < *len; i++)
        ((int *)inout)[i] += ((int *)in)[i];
}

static void freed_requests_and_idup(void) {
    static int rbuf[4];
    MPI_Request r, freed;
    MPI_Status st;
    MPI_Comm c, d, e;
    int flag, zero = 0, rank;
    MPI_Recv_init(rbuf, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &r);
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
    report("idup: MPI_Comm_rank before completion", MPI_Comm_rank(d, &rank));
    MPI_Comm_idup_with_info(MPI_COMM_WORLD, MPI_INFO_NULL, &e, &freed);
    printf("idup_with_info: newcomm %#x at the call\n", (unsigned)e);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    MPI_Wait(&freed, MPI_STATUS_IGNORE);
    printf("after the waits: %#x %#x\n", (unsigned)d, (unsigned)e);
    MPI_Comm_free(&d);
    MPI_Comm_free(&e);
}

int main(int argc, char **argv) {
    int sizes[2] = {4, 4}, subs[2] = {2, 2}, starts[2] = {0, -3}, buf[4] = {1, 2, 3, 4};
    MPI_Count csizes[2] = {4, 4}, csubs[2] = {2, 2}, cstarts[2] = {0, -5};
    static long long zbuf[64];
    int k, flag, len, size, rank, zero = 0;
    char name[MPI_MAX_OBJECT_NAME];
    MPI_Datatype t;
    MPI_Op op;
    MPI_Win win, freed;
    MPI_Errhandler eh;
    MPI_Comm cart;
    MPI_File fh;
    MPI_Aint extent;
    MPI_Init(&argc, &argv);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
    freed_requests_and_idup();

    report("subarray start<0, null type", MPI_Type_create_subarray(2, sizes, subs, starts, MPI_ORDER_C, MPI_DATATYPE_NULL, &t));
    report("subarray start<0, NULL newtype", MPI_Type_create_subarray(2, sizes, subs, starts, MPI_ORDER_C, MPI_INT, NULL));
    report("subarray start<0, order 0", MPI_Type_create_subarray(2, sizes, subs, starts, 0, MPI_INT, &t));
    report("subarray_c start<0, null type", MPI_Type_create_subarray_c(2, csizes, csubs, cstarts, MPI_ORDER_C, MPI_DATATYPE_NULL, &t));
    report("subarray_c start<0, sizes NULL", MPI_Type_create_subarray_c(2, NULL, csubs, cstarts, MPI_ORDER_C, MPI_INT, &t));

    /* A freed type's object keeps is_committed: MPI_Alltoallw's datatype checks pass, its aliasing check answers. */
    {
        int cnt[2] = {1, 1}, dsp[2] = {0, 1};
        MPI_Datatype tt, ts[2];
        MPI_Type_contiguous(1, MPI_INT, &tt);
        MPI_Type_commit(&tt);
        ts[0] = ts[1] = tt;
        MPI_Type_free(&tt);
        report("Alltoallw freed type, aliased", MPI_Alltoallw(buf, cnt, dsp, ts, buf, cnt, dsp, ts, MPI_COMM_WORLD));
    }
    MPI_Op_create(user_sum, 1, &op);
    report("Reduce_local user op, aliased", MPI_Reduce_local(buf, buf, 4, MPI_INT, op));
    report("Reduce_local_c user op, aliased", MPI_Reduce_local_c(buf, buf, 4, MPI_INT, op));
    report("Reduce_local MPI_SUM, aliased", MPI_Reduce_local(buf, buf, 4, MPI_INT, MPI_SUM));
    MPI_Op_free(&op);

    MPI_Win_create(zbuf, sizeof zbuf, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_set_errhandler(win, MPI_ERRORS_RETURN);
    report("Win_lock type 0", MPI_Win_lock(0, 0, 0, win));
    report("Win_lock type 0, MPI_PROC_NULL", MPI_Win_lock(0, MPI_PROC_NULL, 0, win));
    report("Win_lock assert 7", MPI_Win_lock(MPI_LOCK_SHARED, 0, 7, win));
    report("Win_lock rank -7", MPI_Win_lock(MPI_LOCK_SHARED, -7, 0, win));
    report("Win_lock rank size", MPI_Win_lock(MPI_LOCK_SHARED, size, 0, win));
    report("Win_delete_attr keyval 0", MPI_Win_delete_attr(win, 0));
    freed = win;
    MPI_Win_free(&win);
    /* The freed window's object, read from its pool slot: the checks after the window's answer. */
    report("freed win: Win_get_attr keyval 0", MPI_Win_get_attr(freed, 0, &k, &flag));
    report("freed win: Win_get_attr NULL flag", MPI_Win_get_attr(freed, MPI_WIN_SIZE, &k, NULL));
    report("freed win: Win_get_errhandler NULL", MPI_Win_get_errhandler(freed, NULL));
    report("freed win: Win_get_name NULL", MPI_Win_get_name(freed, NULL, &len));
    report("freed win: Win_get_name", MPI_Win_get_name(freed, name, &len));
    report("freed win: Win_get_errhandler", MPI_Win_get_errhandler(freed, &eh));
    report("freed win: Win_lock rank size", MPI_Win_lock(MPI_LOCK_SHARED, size, 0, freed));
    report("freed win: Win_lock type 0", MPI_Win_lock(0, 0, 0, freed));

    report("File_delete NULL", MPI_File_delete(NULL, MPI_INFO_NULL));
    report("File_open NULL", MPI_File_open(MPI_COMM_SELF, NULL, MPI_MODE_RDONLY, MPI_INFO_NULL, &fh));
    report("File_sync MPI_FILE_NULL", MPI_File_sync(MPI_FILE_NULL));
    MPI_Type_create_keyval(MPI_TYPE_NULL_COPY_FN, MPI_TYPE_NULL_DELETE_FN, &k, NULL);
    printf("keyval after ROMIO's first: %#x\n", (unsigned)k);
    MPI_Cart_create(MPI_COMM_WORLD, 1, &size, &zero, 0, &cart);
    MPI_Type_create_keyval(MPI_TYPE_NULL_COPY_FN, MPI_TYPE_NULL_DELETE_FN, &k, NULL);
    printf("keyval after a topology: %#x\n", (unsigned)k);
    snprintf(name, sizeof name, "argcheck_mpich_order.%d.dat", rank);
    report("File_open RDONLY|CREATE", MPI_File_open(MPI_COMM_SELF, name, MPI_MODE_RDONLY | MPI_MODE_CREATE, MPI_INFO_NULL, &fh));
    MPI_File_open(MPI_COMM_SELF, name, MPI_MODE_RDWR | MPI_MODE_CREATE | MPI_MODE_DELETE_ON_CLOSE, MPI_INFO_NULL, &fh);
    MPI_Type_create_keyval(MPI_TYPE_NULL_COPY_FN, MPI_TYPE_NULL_DELETE_FN, &k, NULL);
    printf("keyval after a file open: %#x\n", (unsigned)k);
    /* A freed type's object passes ROMIO's committed check: the split collective's check answers. */
    {
        MPI_Datatype tt;
        MPI_Status st;
        MPI_Type_contiguous(1, MPI_INT, &tt);
        MPI_Type_commit(&tt);
        t = tt;
        MPI_Type_free(&tt);
        report("File_write_all_begin", MPI_File_write_all_begin(fh, buf, 1, MPI_INT));
        report("File_read_all_begin freed type, split active", MPI_File_read_all_begin(fh, buf, 1, t));
        report("File_write_all_end", MPI_File_write_all_end(fh, buf, &st));
    }
    report("File_get_type_extent NULL", MPI_File_get_type_extent(fh, MPI_INT, NULL));
    report("File_get_type_extent", MPI_File_get_type_extent(fh, MPI_INT, &extent));
    MPI_File_close(&fh);
    MPI_Comm_free(&cart);
    MPI_Finalize();
    return 0;
}
