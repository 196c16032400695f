/*
 * One-sided communication, the collective parts in C as MPICH 4.0.2's ch4 writes them
 * (src/mpid/ch4/src/mpidig_win.c): a window dups its communicator (win_init: one context-ID
 * allocation, so later communicators get the IDs they get under MPICH), the members share
 * base, size and displacement unit by allgather, and creation, fence and free end in a barrier
 * on that communicator. Operations and epochs live in the runtime (../rma.ts).
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdlib.h>
#include <string.h>
#include "comm.h"

int __mpisim_win_create(MPI_Comm wcomm, int flavor, const MPI_Aint *all, int noncontig);
int __mpisim_win_shared_check(MPI_Comm comm);
int __mpisim_win_shared_base(MPI_Win win, void *baseptr);
int __mpisim_win_check(const char *fname, MPI_Comm comm, MPI_Aint size, int disp_unit, void *baseptr, MPI_Win *win);
int __mpisim_win_attach(MPI_Win win, void *base, MPI_Aint size, int attach);
MPI_Comm __mpisim_win_comm(MPI_Win win, const char *fname);
void *__mpisim_win_release(MPI_Win win);
int __mpisim_win_free_check(MPI_Win win);
int __mpisim_win_attr(MPI_Win win, int keyval, MPI_Aint *value);
int MPIR_Allgather(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                   MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm);
int MPIR_Barrier(MPI_Comm comm);

/* win_init's MPIR_Comm_dup_impl: an internal copy of comm with its own context ID. */
static int MPII_Win_init(void *base, MPI_Aint size, int disp_unit, int flavor, int noncontig, MPI_Info info, MPI_Comm comm, MPI_Win *win, const char *fname)
{
    MPI_Comm wcomm;
    MPI_Aint mine[3], *all;
    int ctx, n, *members, err = __mpisim_check_comm(comm, fname);
    if (err)
        return err;
    if (MPIR_Comm_is_inter(comm))
        return __mpisim_error(comm, fname, MPI_ERR_COMM, "Intercommunicator is not allowed");
    n = MPIR_Comm_size(comm);
    err = MPIR_Get_contextid_sparse(comm, &ctx, 0, fname);
    if (err)
        return err;
    members = MPII_iota(n);
    wcomm = __mpisim_comm_create(comm, 0, ctx, ctx, members, n, MPIR_Comm_rank(comm), NULL, 0, fname, MPISIM_INTERNAL);
    free(members);
    mine[0] = (MPI_Aint)base;
    mine[1] = size;
    mine[2] = disp_unit;
    all = malloc(3 * n * sizeof(MPI_Aint));
    err = MPIR_Allgather(mine, 3, MPI_AINT, all, 3, MPI_AINT, wcomm);
    if (!err)
        *win = __mpisim_win_create(wcomm, flavor, all, noncontig);
    free(all);
    if (err)
        return err;
    /* MPIDIG_win_init sets the creation info's hints: MPI_Win_get_info reads them back (rma/win_info). */
    if (info != MPI_INFO_NULL && (err = PMPI_Win_set_info(*win, info)))
        return err;
    return MPIR_Barrier(wcomm);
}

int MPI_Win_create(void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    MPIR_ARGCHECK("MPI_Win_create", MPIR_P(base), MPIR_AINT(size), disp_unit, info, comm, MPIR_P(win));
    return MPII_Win_init(base, size, disp_unit, MPI_WIN_FLAVOR_CREATE, 0, info, comm, win, "MPI_Win_create");
}

int MPI_Win_allocate(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    MPIR_ARGCHECK("MPI_Win_allocate", MPIR_AINT(size), disp_unit, info, comm, MPIR_P(baseptr), MPIR_P(win));
    void *base = size > 0 ? malloc(size) : 0;
    int err;
    err = MPII_Win_init(base, size, disp_unit, MPI_WIN_FLAVOR_ALLOCATE, 0, info, comm, win, "MPI_Win_allocate");
    if (err)
        free(base);
    else
        *(void **)baseptr = base;
    return err;
}

/* win_init(0, 1, ...) with base MPI_BOTTOM: targets address attached memory absolutely. */
int MPI_Win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    MPIR_ARGCHECK("MPI_Win_create_dynamic", info, comm, MPIR_P(win));
    int err = __mpisim_win_check("MPI_Win_create_dynamic", comm, 0, 1, NULL, win);
    if (err)
        return err;
    return MPII_Win_init(MPI_BOTTOM, 0, 1, MPI_WIN_FLAVOR_DYNAMIC, 0, info, comm, win, "MPI_Win_create_dynamic");
}

int MPI_Win_attach(MPI_Win win, void *base, MPI_Aint size)
{
    return __mpisim_win_attach(win, base, size, 1);
}

int MPI_Win_detach(MPI_Win win, const void *base)
{
    return __mpisim_win_attach(win, (void *)base, 0, 0);
}

/* The node's segment is mapped when the last member joins (../rma.ts); each member then reads
   its own base, NULL for a size of 0. */
int MPI_Win_allocate_shared(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    char value[MPI_MAX_INFO_VAL + 1];
    int flag = 0, err;
    MPIR_ARGCHECK("MPI_Win_allocate_shared", MPIR_AINT(size), disp_unit, info, comm, MPIR_P(baseptr), MPIR_P(win));
    if ((err = __mpisim_win_check("MPI_Win_allocate_shared", comm, size, disp_unit, baseptr, win)))
        return err;
    if ((err = __mpisim_win_shared_check(comm)))
        return err;
    if (info != MPI_INFO_NULL)
        MPI_Info_get(info, "alloc_shared_noncontig", MPI_MAX_INFO_VAL, value, &flag);
    err = MPII_Win_init(NULL, size, disp_unit, MPI_WIN_FLAVOR_SHARED, flag && !strcmp(value, "true"), info, comm, win, "MPI_Win_allocate_shared");
    if (err)
        return err;
    if ((err = __mpisim_win_shared_base(*win, baseptr))) {
        MPI_Win_free(win);
        return err;
    }
    return MPI_SUCCESS;
}

int __mpisim_win_fence(MPI_Win win, int assert, int after);
int MPI_Win_fence(int assert, MPI_Win win)
{
    MPI_Comm wcomm;
    int err;
    MPIR_ARGCHECK("MPI_Win_fence", assert, win);
    wcomm = __mpisim_win_comm(win, "MPI_Win_fence");
    if (wcomm == MPI_COMM_NULL)
        return MPI_ERR_WIN;
    if ((err = __mpisim_win_fence(win, assert, 0)))
        return err;
    err = MPIR_Barrier(wcomm);
    __mpisim_win_fence(win, assert, 1);
    return err;
}

int MPII_Win_delete_attrs(MPI_Win win);
void MPII_Win_release_hints(MPI_Win win);
int MPI_Win_free(MPI_Win *win)
{
    MPI_Comm wcomm;
    int err;
    void *base;
    MPIR_ARGCHECK("MPI_Win_free", MPIR_P(win));
    wcomm = __mpisim_win_comm(*win, "MPI_Win_free");
    if (wcomm == MPI_COMM_NULL)
        return MPI_ERR_WIN;
    if ((err = MPII_Win_delete_attrs(*win)))
        return err;
    MPII_Win_release_hints(*win);
    /* MPID_Win_free's epoch checks come after MPIR_Win_free_impl has deleted the attributes. */
    if ((err = __mpisim_win_free_check(*win)))
        return err;
    err = MPIR_Barrier(wcomm);
    base = __mpisim_win_release(*win);
    __mpisim_free_contextid(__mpisim_comm_recvcontextid(wcomm));
    __mpisim_comm_release(wcomm);
    free(base);
    *win = MPI_WIN_NULL;
    return err;
}

int MPI_Win_get_group(MPI_Win win, MPI_Group *group)
{
    MPI_Comm wcomm;
    MPIR_ARGCHECK("MPI_Win_get_group", win, MPIR_P(group));
    wcomm = __mpisim_win_comm(win, "MPI_Win_get_group");
    return wcomm == MPI_COMM_NULL ? MPI_ERR_WIN : MPI_Comm_group(wcomm, group);
}

/* The predefined window attributes: WIN_BASE is the base itself, the others point to values
   kept with the window (MPICH's copySize, copyDispUnit... fields). */
static MPI_Aint MPII_win_size[256];
static int MPII_win_ints[256][3];
int __mpisim_win_attr_get(MPI_Win win, int keyval, void **value, int *flag);
int MPI_Win_get_attr(MPI_Win win, int keyval, void *attribute_val, int *flag)
{
    MPI_Aint v;
    int slot = __mpisim_win_attr(win, keyval, &v);
    if (slot < 0)
        return -slot;
    if (keyval != MPI_WIN_BASE && keyval != MPI_WIN_SIZE && keyval != MPI_WIN_DISP_UNIT && keyval != MPI_WIN_CREATE_FLAVOR && keyval != MPI_WIN_MODEL)
        return __mpisim_win_attr_get(win, keyval, (void **)attribute_val, flag);
    if (!attribute_val || !flag)
        return __mpisim_error(MPI_COMM_WORLD, "MPI_Win_get_attr", MPI_ERR_ARG, attribute_val ? "Null pointer in parameter flag" : "Null pointer in parameter attribute_val");
    *flag = 1;
    switch (keyval) {
    case MPI_WIN_BASE: *(void **)attribute_val = (void *)v; break;
    case MPI_WIN_SIZE: MPII_win_size[slot] = v; *(MPI_Aint **)attribute_val = &MPII_win_size[slot]; break;
    case MPI_WIN_DISP_UNIT: MPII_win_ints[slot][0] = (int)v; *(int **)attribute_val = &MPII_win_ints[slot][0]; break;
    case MPI_WIN_CREATE_FLAVOR: MPII_win_ints[slot][1] = (int)v; *(int **)attribute_val = &MPII_win_ints[slot][1]; break;
    case MPI_WIN_MODEL: MPII_win_ints[slot][2] = (int)v; *(int **)attribute_val = &MPII_win_ints[slot][2]; break;
    default: return __mpisim_win_attr_get(win, keyval, (void **)attribute_val, flag);
    }
    return MPI_SUCCESS;
}
