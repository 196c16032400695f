/*
 * MPI functions that are other MPI functions under another shape: MPI-1's deprecated names
 * MPICH 4.0.2 still ships, the status conversions, MPI_Alloc_mem, window attributes and hints,
 * MPI_Isendrecv, generalized requests. They call the library through PMPI_ names, as MPICH's
 * own implementations do not go through the profiling interface.
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdlib.h>
#include <string.h>

/* MPI_T_PVAR_ALL_HANDLES: a handle value no performance variable handle takes (../tools/mpit.ts). */
struct MPIR_T_pvar_handle_s *const MPI_T_PVAR_ALL_HANDLES = (struct MPIR_T_pvar_handle_s *)1;

/* MPI-1 names (deprecated in MPI-2, still in MPICH 4.0.2). */
int MPI_Address(void *location, MPI_Aint *address) { return PMPI_Get_address(location, address); }
int MPI_Type_hvector(int count, int blocklength, MPI_Aint stride, MPI_Datatype oldtype, MPI_Datatype *newtype)
{
    return PMPI_Type_create_hvector(count, blocklength, stride, oldtype, newtype);
}
int MPI_Type_hindexed(int count, int array_of_blocklengths[], MPI_Aint array_of_displacements[], MPI_Datatype oldtype, MPI_Datatype *newtype)
{
    return PMPI_Type_create_hindexed(count, array_of_blocklengths, array_of_displacements, oldtype, newtype);
}
int MPI_Type_struct(int count, int array_of_blocklengths[], MPI_Aint array_of_displacements[], MPI_Datatype array_of_types[], MPI_Datatype *newtype)
{
    return PMPI_Type_create_struct(count, array_of_blocklengths, array_of_displacements, array_of_types, newtype);
}
int MPI_Errhandler_create(MPI_Comm_errhandler_function *comm_errhandler_fn, MPI_Errhandler *errhandler)
{
    return PMPI_Comm_create_errhandler(comm_errhandler_fn, errhandler);
}
int MPI_Errhandler_get(MPI_Comm comm, MPI_Errhandler *errhandler) { return PMPI_Comm_get_errhandler(comm, errhandler); }
int MPI_Errhandler_set(MPI_Comm comm, MPI_Errhandler errhandler) { return PMPI_Comm_set_errhandler(comm, errhandler); }

/* A Fortran status is the C one's five ints (MPI_F_STATUS_SIZE), in the same order. */
static int MPII_status_copy(const void *from, void *to)
{
    if (from == MPI_STATUS_IGNORE || from == 0 || to == 0)
        return MPI_ERR_ARG;
    memcpy(to, from, sizeof(MPI_Status));
    return MPI_SUCCESS;
}
int MPI_Status_c2f(const MPI_Status *c_status, MPI_Fint *f_status) { return MPII_status_copy(c_status, f_status); }
int __mpisim_error_code(int errclass, const char *location, const char *msg);
/* MPICH's statusf2c.c checks f_status against MPI_F_STATUS_IGNORE (NULL in a C program) itself:
   one frame of its own, no binding's "failed" frame, through MPI_COMM_WORLD's handler. */
int MPI_Status_f2c(const MPI_Fint *f_status, MPI_Status *c_status)
{
    if (f_status == 0)
        return MPIR_Err_return_comm(MPI_COMM_NULL, "MPI_Status_f2c",
                                    __mpisim_error_code(MPI_ERR_OTHER, "MPI_Status_f2c(39)", "MPI_STATUS_IGNORE cannot be passed to MPI_Status_f2c()"));
    return MPII_status_copy(f_status, c_status);
}
int MPI_Status_f082c(const MPI_F08_status *f08_status, MPI_Status *c_status) { return MPII_status_copy(f08_status, c_status); }
int MPI_Status_c2f08(const MPI_Status *c_status, MPI_F08_status *f08_status) { return MPII_status_copy(c_status, f08_status); }
int MPI_Status_f082f(const MPI_F08_status *f08_status, MPI_Fint *f_status) { return MPII_status_copy(f08_status, f_status); }
int MPI_Status_f2f08(const MPI_Fint *f_status, MPI_F08_status *f08_status) { return MPII_status_copy(f_status, f08_status); }

int __mpisim_status_set_elements_x(MPI_Status *status, MPI_Datatype datatype, MPI_Count count);
int MPI_Status_set_elements_x(MPI_Status *status, MPI_Datatype datatype, MPI_Count count)
{
    MPIR_ARGCHECK("MPI_Status_set_elements_x", MPIR_P(status), datatype, MPIR_AINT(count));
    return __mpisim_status_set_elements_x(status, datatype, count);
}

/* MPI_Alloc_mem is malloc here (MPICH's without a registration cache); baseptr points to a pointer. */
int MPI_Alloc_mem(MPI_Aint size, MPI_Info info, void *baseptr)
{
    void *p;
    MPIR_ARGCHECK("MPI_Alloc_mem", MPIR_AINT(size), info, MPIR_P(baseptr));
    if (size < 0)
        return MPIR_Err_return_comm(MPI_COMM_WORLD, "MPI_Alloc_mem", MPI_ERR_SIZE);
    p = malloc(size ? size : 1);
    if (!p)
        return MPIR_Err_return_comm(MPI_COMM_WORLD, "MPI_Alloc_mem", MPI_ERR_NO_MEM);
    *(void **)baseptr = p;
    return MPI_SUCCESS;
}
int MPI_Free_mem(void *base)
{
    free(base);
    return MPI_SUCCESS;
}

/* Window attributes set by the program (the predefined ones are MPI_Win_get_attr's, rma.c). */
int __mpisim_win_attr_get(MPI_Win win, int keyval, void **value, int *flag);
int __mpisim_win_attr_set(MPI_Win win, int keyval, void *value);
int __mpisim_win_attr_remove(MPI_Win win, int keyval);
int __mpisim_win_attr_nth(MPI_Win win, int n, int *keyval, void **value);
int __mpisim_keyval(int keyval, void **copy_fn, void **delete_fn, void **extra);
int __mpisim_win_attr(MPI_Win win, int keyval, MPI_Aint *value);

static int MPII_win_delete_cb(MPI_Win win, int keyval, void *value)
{
    void *copy_fn, *delete_fn, *extra;
    if (!__mpisim_keyval(keyval, &copy_fn, &delete_fn, &extra) || !delete_fn)
        return MPI_SUCCESS;
    return ((MPI_Win_delete_attr_function *)delete_fn)(win, keyval, value, extra);
}
int MPI_Win_set_attr(MPI_Win win, int keyval, void *attribute_val)
{
    void *old;
    int flag = 0, err;
    MPI_Aint base;
    MPIR_ARGCHECK("MPI_Win_set_attr", win, keyval, MPIR_P(attribute_val));
    if (__mpisim_win_attr(win, MPI_WIN_BASE, &base) < 0)
        return MPI_ERR_WIN;
    __mpisim_win_attr_get(win, keyval, &old, &flag);
    if (flag && (err = MPII_win_delete_cb(win, keyval, old)))
        return err;
    return __mpisim_win_attr_set(win, keyval, attribute_val);
}
int __mpisim_win_attr_delete_check(MPI_Win win, int keyval);
int MPI_Win_delete_attr(MPI_Win win, int keyval)
{
    void *old;
    int flag = 0, err;
    MPI_Aint base;
    MPIR_ARGCHECK("MPI_Win_delete_attr", win, keyval);
    if (__mpisim_win_attr(win, MPI_WIN_BASE, &base) < 0)
        return MPI_ERR_WIN;
    if ((err = __mpisim_win_attr_delete_check(win, keyval)))
        return err;
    __mpisim_win_attr_get(win, keyval, &old, &flag);
    if (!flag)
        return MPI_SUCCESS;
    if ((err = MPII_win_delete_cb(win, keyval, old)))
        return err;
    __mpisim_win_attr_remove(win, keyval);
    return MPI_SUCCESS;
}
/* MPI_Win_free: the attributes' delete callbacks first, as MPICH's MPIR_Win_free_impl. */
int MPII_Win_delete_attrs(MPI_Win win)
{
    int keyval, err;
    void *value;
    while (__mpisim_win_attr_nth(win, 0, &keyval, &value)) {
        if ((err = MPII_win_delete_cb(win, keyval, value)))
            return err;
        __mpisim_win_attr_remove(win, keyval);
    }
    return MPI_SUCCESS;
}

/* Window hints: MPICH 4.0.2's ch4 keys and defaults (MPI_Win_get_info on a new window, measured);
   MPI_Win_set_info changes the known keys only. */
static const char *const MPII_win_hint_keys[] = {
    "no_locks", "accumulate_ordering", "accumulate_ops", "alloc_shared_noncontig", "same_size",
    "same_disp_unit", "alloc_shm", "which_accumulate_ops", "accumulate_noncontig_dtype",
    "accumulate_max_bytes", "disable_shm_accumulate", "coll_attach", "perf_preference",
};
#define MPII_OPS "cswap,max,min,sum,prod,land,band,lor,bor,lxor,bxor,minloc,maxloc,replace,no_op"
static const char *const MPII_win_hint_defaults[] = {
    "false", "rar,raw,war,waw", "same_op_no_op", "false", "false", "false", "false", MPII_OPS,
    "true", "unlimited", "false", "false", MPII_OPS,
};
#define MPII_WIN_HINTS (int)(sizeof MPII_win_hint_keys / sizeof MPII_win_hint_keys[0])
#define MPII_WIN_SLOTS 256
static char *MPII_win_hints[MPII_WIN_SLOTS][MPII_WIN_HINTS];

static int MPII_win_slot(MPI_Win win)
{
    MPI_Aint base;
    return __mpisim_win_attr(win, MPI_WIN_BASE, &base);
}
int MPI_Win_set_info(MPI_Win win, MPI_Info info)
{
    int slot, k, flag;
    char value[MPI_MAX_INFO_VAL + 1];
    MPIR_ARGCHECK("MPI_Win_set_info", win, info);
    slot = MPII_win_slot(win);
    if (slot < 0 || slot >= MPII_WIN_SLOTS)
        return MPI_ERR_WIN;
    if (info == MPI_INFO_NULL)
        return MPI_SUCCESS;
    for (k = 0; k < MPII_WIN_HINTS; k++) {
        int err = PMPI_Info_get(info, MPII_win_hint_keys[k], MPI_MAX_INFO_VAL, value, &flag);
        if (err)
            return err;
        if (!flag)
            continue;
        free(MPII_win_hints[slot][k]);
        MPII_win_hints[slot][k] = strdup(value);
    }
    return MPI_SUCCESS;
}
int MPI_Win_get_info(MPI_Win win, MPI_Info *info_used)
{
    int slot, k, err;
    MPIR_ARGCHECK("MPI_Win_get_info", win, MPIR_P(info_used));
    slot = MPII_win_slot(win);
    if (slot < 0 || slot >= MPII_WIN_SLOTS)
        return MPI_ERR_WIN;
    if ((err = PMPI_Info_create(info_used)))
        return err;
    for (k = 0; k < MPII_WIN_HINTS; k++)
        PMPI_Info_set(*info_used, MPII_win_hint_keys[k], MPII_win_hints[slot][k] ? MPII_win_hints[slot][k] : MPII_win_hint_defaults[k]);
    return MPI_SUCCESS;
}
/* A freed window's slot starts the next window with the defaults. */
void MPII_Win_release_hints(MPI_Win win)
{
    int slot = MPII_win_slot(win), k;
    if (slot < 0 || slot >= MPII_WIN_SLOTS)
        return;
    for (k = 0; k < MPII_WIN_HINTS; k++) {
        free(MPII_win_hints[slot][k]);
        MPII_win_hints[slot][k] = 0;
    }
}

/* MPI_Isendrecv(_replace): the blocking call as a coroutine with its own request (nbc.c's way,
   outside the communicator's sequence of collectives). */
int __mpisim_nb_start(void *body, void *args, MPI_Request *request, MPI_Comm comm, const char *fname);
int __mpisim_request_status(MPI_Request request, const MPI_Status *status);
/* The receive's status is the request's (the coroutine runs once the call has returned its handle). */
static int MPII_nb_done(MPI_Request request, MPI_Status *status, int err, void *args)
{
    __mpisim_request_status(request, status);
    free(args);
    return err;
}
struct MPII_Isendrecv_args {
    const void *sendbuf; int sendcount; MPI_Datatype sendtype; int dest; int sendtag;
    void *recvbuf; int recvcount; MPI_Datatype recvtype; int source; int recvtag; MPI_Comm comm; MPI_Request request;
};
static int MPII_Isendrecv_body(void *p)
{
    struct MPII_Isendrecv_args *a = p;
    MPI_Status status;
    int err = PMPI_Sendrecv(a->sendbuf, a->sendcount, a->sendtype, a->dest, a->sendtag, a->recvbuf, a->recvcount, a->recvtype, a->source, a->recvtag, a->comm, &status);
    return MPII_nb_done(a->request, &status, err, a);
}
int MPI_Isendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    /* The binding's checks at the call (ranks and tags too): the coroutine's MPI_Sendrecv comes too late. */
    MPIR_ARGCHECK("MPI_Isendrecv", MPIR_P(sendbuf), sendcount, sendtype, dest, sendtag, MPIR_P(recvbuf), recvcount, recvtype, source, recvtag, comm, MPIR_P(request));
    struct MPII_Isendrecv_args *a = malloc(sizeof *a);
    a->sendbuf = sendbuf; a->sendcount = sendcount; a->sendtype = sendtype; a->dest = dest; a->sendtag = sendtag;
    a->recvbuf = recvbuf; a->recvcount = recvcount; a->recvtype = recvtype; a->source = source; a->recvtag = recvtag; a->comm = comm;
    int err = __mpisim_nb_start((void *)MPII_Isendrecv_body, a, request, comm, "MPI_Isendrecv");
    a->request = err ? MPI_REQUEST_NULL : *request;
    return err;
}
struct MPII_Isendrecv_replace_args { void *buf; int count; MPI_Datatype datatype; int dest; int sendtag; int source; int recvtag; MPI_Comm comm; MPI_Request request; };
static int MPII_Isendrecv_replace_body(void *p)
{
    struct MPII_Isendrecv_replace_args *a = p;
    MPI_Status status;
    int err = PMPI_Sendrecv_replace(a->buf, a->count, a->datatype, a->dest, a->sendtag, a->source, a->recvtag, a->comm, &status);
    return MPII_nb_done(a->request, &status, err, a);
}
int MPI_Isendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Request *request)
{
    MPIR_ARGCHECK("MPI_Isendrecv_replace", MPIR_P(buf), count, datatype, dest, sendtag, source, recvtag, comm, MPIR_P(request));
    struct MPII_Isendrecv_replace_args *a = malloc(sizeof *a);
    a->buf = buf; a->count = count; a->datatype = datatype; a->dest = dest; a->sendtag = sendtag; a->source = source; a->recvtag = recvtag; a->comm = comm;
    int err = __mpisim_nb_start((void *)MPII_Isendrecv_replace_body, a, request, comm, "MPI_Isendrecv_replace");
    a->request = err ? MPI_REQUEST_NULL : *request;
    return err;
}

/* Generalized requests: the runtime keeps the request, the callbacks are kept here. MPICH calls
   the query function when a wait or test completes the request (MPIR_Request_completion_processing;
   also MPI_Request_get_status and MPI_Testall's MPIR_Request_get_error), then the free function,
   or the free function at MPI_Request_free: the runtime queues those calls for the MPI call in
   progress, and MPII_Grequest_callbacks, called from that MPI call, makes them. */
struct MPII_grequest {
    MPI_Request request;
    MPI_Grequest_query_function *query_fn;
    MPI_Grequest_free_function *free_fn;
    MPI_Grequest_cancel_function *cancel_fn;
    void *extra_state;
    MPI_Status status; /* the request's status, as the query function left it */
    struct MPII_grequest *next;
};
enum { MPII_GREQ_QUERY = 1, MPII_GREQ_FREE = 2, MPII_GREQ_STATUS = 4, MPII_GREQ_MULTIPLE = 8, MPII_GREQ_REPORT = 16 };
static int MPII_Grequest_callbacks(int result);
int __mpisim_grequest_start(MPI_Request *request, MPI_Grequest_cancel_function *cancel_fn, void *extra_state,
                            struct MPII_grequest *record, int (*runner)(int));
int __mpisim_grequest_complete(MPI_Request request);
struct MPII_grequest *__mpisim_grequest_next(int *mode, MPI_Status **status);
int __mpisim_grequest_fail(int code, int multiple, int result);
static struct MPII_grequest *MPII_grequests;

int MPI_Grequest_start(MPI_Grequest_query_function *query_fn, MPI_Grequest_free_function *free_fn, MPI_Grequest_cancel_function *cancel_fn, void *extra_state, MPI_Request *request)
{
    struct MPII_grequest *g;
    MPIR_ARGCHECK("MPI_Grequest_start", MPIR_P(query_fn), MPIR_P(free_fn), MPIR_P(cancel_fn), MPIR_P(extra_state), MPIR_P(request));
    g = malloc(sizeof *g);
    g->query_fn = query_fn; g->free_fn = free_fn; g->cancel_fn = cancel_fn; g->extra_state = extra_state;
    memset(&g->status, 0, sizeof g->status);
    g->status.MPI_SOURCE = MPI_UNDEFINED;
    g->status.MPI_TAG = MPI_UNDEFINED;
    int err = __mpisim_grequest_start(request, cancel_fn, extra_state, g, MPII_Grequest_callbacks);
    if (err) {
        free(g);
        return err;
    }
    g->request = *request;
    g->next = MPII_grequests;
    MPII_grequests = g;
    return MPI_SUCCESS;
}
static void MPII_Grequest_forget(struct MPII_grequest *g)
{
    struct MPII_grequest **pp;
    for (pp = &MPII_grequests; *pp && *pp != g; pp = &(*pp)->next)
        ;
    if (*pp)
        *pp = g->next;
    free(g);
}
static int MPII_Grequest_callbacks(int result)
{
    struct MPII_grequest *g;
    MPI_Status *status;
    int mode, failed = 0, multiple = 0, code = MPI_SUCCESS;
    while ((g = __mpisim_grequest_next(&mode, &status))) {
        int rc = MPI_SUCCESS, frc;
        if (mode & MPII_GREQ_QUERY)
            rc = g->query_fn(g->extra_state, &g->status);
        if ((mode & MPII_GREQ_STATUS) && status) {
            /* MPIR_Request_extract_status: all but MPI_ERROR */
            int keep = status->MPI_ERROR;
            *status = g->status;
            status->MPI_ERROR = keep;
        }
        if (mode & MPII_GREQ_FREE) {
            frc = g->free_fn(g->extra_state);
            if (rc == MPI_SUCCESS)
                rc = frc;
            MPII_Grequest_forget(g);
        }
        if (!(mode & MPII_GREQ_REPORT))
            continue;
        if (mode & MPII_GREQ_MULTIPLE) {
            multiple = 1;
            if (status)
                status->MPI_ERROR = rc;
        }
        if (rc != MPI_SUCCESS && !failed) {
            failed = 1;
            code = rc;
        }
    }
    return failed ? __mpisim_grequest_fail(code, multiple, result) : result;
}
/* Marks the request complete only (MPIR_Grequest_complete_impl): a thread waiting for it runs
   the callbacks in its own wait. */
int MPI_Grequest_complete(MPI_Request request)
{
    return __mpisim_grequest_complete(request);
}


/* QMPI: Debian's MPICH 4.0.2 is configured without --enable-qmpi, so these are its stubs: no
 * tool is ever registered, and each returns MPI_ERR_UNSUPPORTED_OPERATION without calling an
 * error handler (they may run before MPI_Init, from a tool's constructor). */
int QMPI_Register_tool_name(const char *tool_name, void (*init_function_ptr)(int tool_id))
{
    (void)tool_name, (void)init_function_ptr;
    return MPI_ERR_UNSUPPORTED_OPERATION;
}
int QMPI_Register_tool_storage(int tool_id, void *tool_storage)
{
    (void)tool_id, (void)tool_storage;
    return MPI_ERR_UNSUPPORTED_OPERATION;
}
int QMPI_Register_function(int calling_tool_id, enum QMPI_Functions_enum function_enum, void (*function_ptr)(void))
{
    (void)calling_tool_id, (void)function_enum, (void)function_ptr;
    return MPI_ERR_UNSUPPORTED_OPERATION;
}
int QMPI_Get_function(int calling_tool_id, enum QMPI_Functions_enum function_enum, void (**function_ptr)(void), int *next_tool_id)
{
    (void)calling_tool_id, (void)function_enum, (void)function_ptr, (void)next_tool_id;
    return MPI_ERR_UNSUPPORTED_OPERATION;
}
int QMPI_Get_tool_storage(QMPI_Context context, int tool_id, void **storage)
{
    (void)context, (void)tool_id, (void)storage;
    return MPI_ERR_UNSUPPORTED_OPERATION;
}
int QMPI_Get_calling_address(QMPI_Context context, void **address)
{
    (void)context, (void)address;
    return MPI_ERR_UNSUPPORTED_OPERATION;
}
