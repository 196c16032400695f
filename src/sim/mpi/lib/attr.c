/*
 * Communicator attributes in C: the callbacks (copy on dup, delete on free or replace) are
 * user C functions, so they are called from here. The values live in the runtime's records;
 * the predefined attributes point at this library's own integers, as MPICH's do.
 */
#include <mpi.h>
#include <mpisim_mpi.h>

int __mpisim_attr_get(MPI_Comm comm, int keyval, void **value, int *flag);
int __mpisim_attr_set(MPI_Comm comm, int keyval, void *value);
int __mpisim_attr_remove(MPI_Comm comm, int keyval);
int __mpisim_attr_delete_check(MPI_Comm comm, int keyval);
int __mpisim_attr_count(MPI_Comm comm);
int __mpisim_attr_nth(MPI_Comm comm, int n, int *keyval, void **value);
int __mpisim_keyval(int keyval, void **copy_fn, void **delete_fn, void **extra);
int __mpisim_check_comm(MPI_Comm comm, const char *fname);
int __mpisim_error(MPI_Comm comm, const char *fname, int errclass, const char *msg);

/* MPICH's predefined attribute values (MPI_HOST = MPI_PROC_NULL, MPI_IO = MPI_ANY_SOURCE, ...). */
static int MPIR_attr_tag_ub = 268435455;
static int MPIR_attr_host = MPI_PROC_NULL;
static int MPIR_attr_io = MPI_ANY_SOURCE;
static int MPIR_attr_wtime_is_global = 0;
static int MPIR_attr_appnum = 0;
static int MPIR_attr_lastusedcode = 1073741823;

int __mpisim_appnum(void);
int __mpisim_lastusedcode(void);

int MPIR_Dup_fn(MPI_Comm oldcomm, int keyval, void *extra_state, void *attribute_val_in, void *attribute_val_out, int *flag)
{
    (void)oldcomm; (void)keyval; (void)extra_state;
    *(void **)attribute_val_out = attribute_val_in;
    *flag = 1;
    return MPI_SUCCESS;
}

int MPI_Comm_get_attr(MPI_Comm comm, int keyval, void *attribute_val, int *flag)
{
    int err = __mpisim_check_comm(comm, "MPI_Comm_get_attr");
    int *p = 0;
    if (err)
        return err;
    switch (keyval) {
    case MPI_TAG_UB: p = &MPIR_attr_tag_ub; break;
    case MPI_HOST: p = &MPIR_attr_host; break;
    case MPI_IO: p = &MPIR_attr_io; break;
    case MPI_WTIME_IS_GLOBAL: p = &MPIR_attr_wtime_is_global; break;
    case MPI_APPNUM: MPIR_attr_appnum = __mpisim_appnum(); p = &MPIR_attr_appnum; break;
    case MPI_LASTUSEDCODE: MPIR_attr_lastusedcode = __mpisim_lastusedcode(); p = &MPIR_attr_lastusedcode; break;
    case MPI_UNIVERSE_SIZE: *flag = 0; return MPI_SUCCESS;
    default: return __mpisim_attr_get(comm, keyval, (void **)attribute_val, flag);
    }
    *(int **)attribute_val = p;
    *flag = 1;
    return MPI_SUCCESS;
}

static int MPII_attr_delete_cb(MPI_Comm comm, int keyval, void *value)
{
    void *copy_fn, *delete_fn, *extra;
    if (!__mpisim_keyval(keyval, &copy_fn, &delete_fn, &extra) || !delete_fn)
        return MPI_SUCCESS;
    return ((MPI_Comm_delete_attr_function *)delete_fn)(comm, keyval, value, extra);
}

int MPI_Comm_set_attr(MPI_Comm comm, int keyval, void *attribute_val)
{
    void *old;
    int flag = 0, err = __mpisim_check_comm(comm, "MPI_Comm_set_attr");
    if (err)
        return err;
    if (keyval == MPI_TAG_UB || keyval == MPI_HOST || keyval == MPI_IO || keyval == MPI_WTIME_IS_GLOBAL || keyval == MPI_APPNUM ||
        keyval == MPI_UNIVERSE_SIZE || keyval == MPI_LASTUSEDCODE)
        return __mpisim_error(comm, "MPI_Comm_set_attr", MPI_ERR_KEYVAL, "Cannot set permanent attribute");
    __mpisim_attr_get(comm, keyval, &old, &flag);
    if (flag && (err = MPII_attr_delete_cb(comm, keyval, old)))
        return err;
    return __mpisim_attr_set(comm, keyval, attribute_val);
}

int MPI_Comm_delete_attr(MPI_Comm comm, int keyval)
{
    void *old;
    int flag = 0, err = __mpisim_check_comm(comm, "MPI_Comm_delete_attr");
    if (err || (err = __mpisim_attr_delete_check(comm, keyval)))
        return err;
    __mpisim_attr_get(comm, keyval, &old, &flag);
    if (!flag)
        return MPI_SUCCESS;
    if ((err = MPII_attr_delete_cb(comm, keyval, old)))
        return err;
    __mpisim_attr_remove(comm, keyval);
    return MPI_SUCCESS;
}

/* Copy callbacks run on MPI_Comm_dup, before the new context ID is allocated (commutil.c). */
/* A copy callback's error stops the duplication: MPIR_Attr_dup_list returns it (*errp). */
int MPII_Comm_copy_attrs(MPI_Comm oldcomm, int *keyvals, void **values, int max, int *errp)
{
    int n = __mpisim_attr_count(oldcomm), i, kept = 0, rc;
    *errp = MPI_SUCCESS;
    /* MPICH keeps attributes newest first, so callbacks run in reverse order of setting. */
    for (i = n - 1; i >= 0 && kept < max; i--) {
        int keyval, flag = 0;
        void *value, *out = 0, *copy_fn, *delete_fn, *extra;
        __mpisim_attr_nth(oldcomm, i, &keyval, &value);
        if (!__mpisim_keyval(keyval, &copy_fn, &delete_fn, &extra) || !copy_fn)
            continue;
        rc = ((MPI_Comm_copy_attr_function *)copy_fn)(oldcomm, keyval, extra, value, &out, &flag);
        if (rc != MPI_SUCCESS) {
            *errp = rc;
            return kept;
        }
        if (flag) {
            keyvals[kept] = keyval;
            values[kept] = out;
            kept++;
        }
    }
    return kept;
}

void MPII_Comm_set_copied_attrs(MPI_Comm newcomm, int *keyvals, void **values, int n)
{
    int i;
    for (i = 0; i < n; i++)
        __mpisim_attr_set(newcomm, keyvals[i], values[i]);
}

/* Delete callbacks run when a communicator is freed. */
int MPII_Comm_delete_attrs(MPI_Comm comm)
{
    int err;
    int n;
    while ((n = __mpisim_attr_count(comm)) > 0) {
        int keyval;
        void *value;
        __mpisim_attr_nth(comm, n - 1, &keyval, &value);
        if ((err = MPII_attr_delete_cb(comm, keyval, value)))
            return err;
        __mpisim_attr_remove(comm, keyval);
    }
    return MPI_SUCCESS;
}

/* MPI_Finalize: MPICH deletes the attributes of MPI_COMM_SELF, then MPI_COMM_WORLD, first. */
int MPIR_Finalize_impl(void);
int __mpisim_finalize_begin(void);
int MPI_Finalize(void)
{
    int err = __mpisim_finalize_begin();
    if (err)
        return err;
    MPII_Comm_delete_attrs(MPI_COMM_SELF);
    MPII_Comm_delete_attrs(MPI_COMM_WORLD);
    return MPIR_Finalize_impl();
}

/* Datatype attributes. */
int __mpisim_type_attr_get(MPI_Datatype type, int keyval, void **value, int *flag);
/* copy: MPIR_Attr_dup_list's copy into a duplicate, which takes a keyval the program already freed. */
int __mpisim_type_attr_set(MPI_Datatype type, int keyval, void *value, int copy);
int __mpisim_type_attr_remove(MPI_Datatype type, int keyval);
int __mpisim_type_attr_nth(MPI_Datatype type, int n, int *keyval, void **value);
int MPIR_Type_free_impl(MPI_Datatype *type);

/* Communicator and datatype handles are both ints: one delete-callback caller serves both. */
#define MPII_type_delete_cb MPII_attr_delete_cb

int MPI_Type_get_attr(MPI_Datatype type, int keyval, void *attribute_val, int *flag)
{
    MPIR_ARGCHECK_FIRST("MPI_Type_get_attr", 1, type, keyval, MPIR_P(attribute_val), MPIR_P(flag));
    return __mpisim_type_attr_get(type, keyval, (void **)attribute_val, flag);
}

int MPI_Type_set_attr(MPI_Datatype type, int keyval, void *attribute_val)
{
    void *old;
    int flag = 0, err;
    MPIR_ARGCHECK_FIRST("MPI_Type_set_attr", 1, type, keyval, MPIR_P(attribute_val));
    __mpisim_type_attr_get(type, keyval, &old, &flag);
    if (flag && (err = MPII_type_delete_cb(type, keyval, old)))
        return err;
    return __mpisim_type_attr_set(type, keyval, attribute_val, 0);
}

int MPI_Type_delete_attr(MPI_Datatype type, int keyval)
{
    void *old;
    int flag = 0, err;
    MPIR_ARGCHECK_FIRST("MPI_Type_delete_attr", 1, type, keyval);
    __mpisim_type_attr_get(type, keyval, &old, &flag);
    if (!flag)
        return MPI_SUCCESS;
    if ((err = MPII_type_delete_cb(type, keyval, old)))
        return err;
    __mpisim_type_attr_remove(type, keyval);
    return MPI_SUCCESS;
}

int MPI_Type_free(MPI_Datatype *type)
{
    MPIR_ARGCHECK("MPI_Type_free", MPIR_P(type));
    int keyval, err;
    void *value;
    while (__mpisim_type_attr_nth(*type, 0, &keyval, &value)) {
        if ((err = MPII_type_delete_cb(*type, keyval, value)))
            return err;
        __mpisim_type_attr_remove(*type, keyval);
    }
    return MPIR_Type_free_impl(type);
}

/* MPIR_Type_dup: the new type, then MPIR_Attr_dup_list's copy callbacks (newest attribute first,
   as for communicators); a copy callback's error frees the new type and is returned. */
int MPIR_Type_dup_impl(MPI_Datatype oldtype, MPI_Datatype *newtype);
int MPI_Type_dup(MPI_Datatype oldtype, MPI_Datatype *newtype)
{
    MPIR_ARGCHECK("MPI_Type_dup", oldtype, MPIR_P(newtype));
    int err = MPIR_Type_dup_impl(oldtype, newtype), n = 0, i, keyval;
    void *value;
    if (err)
        return err;
    while (__mpisim_type_attr_nth(oldtype, n, &keyval, &value))
        n++;
    for (i = n - 1; i >= 0; i--) {
        int flag = 0;
        void *out = 0, *copy_fn, *delete_fn, *extra;
        __mpisim_type_attr_nth(oldtype, i, &keyval, &value);
        if (!__mpisim_keyval(keyval, &copy_fn, &delete_fn, &extra) || !copy_fn)
            continue;
        err = ((MPI_Type_copy_attr_function *)copy_fn)(oldtype, keyval, extra, value, &out, &flag);
        if (err) {
            MPI_Type_free(newtype);
            return err;
        }
        if (flag)
            __mpisim_type_attr_set(*newtype, keyval, out, 1);
    }
    return MPI_SUCCESS;
}

int MPI_Attr_get(MPI_Comm comm, int keyval, void *attribute_val, int *flag) { return MPI_Comm_get_attr(comm, keyval, attribute_val, flag); }
int MPI_Attr_put(MPI_Comm comm, int keyval, void *attribute_val) { return MPI_Comm_set_attr(comm, keyval, attribute_val); }
int MPI_Attr_delete(MPI_Comm comm, int keyval) { return MPI_Comm_delete_attr(comm, keyval); }
