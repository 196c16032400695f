/*
 * Communicator constructors in C, as MPICH writes them (src/mpi/comm/,  contextid.c): every
 * new context ID comes from a BAND allreduce of the participants' masks over the parent's
 * collective context, so the allocation is real traffic in the queues, and IDs, masks and
 * handles evolve exactly as in MPICH (reference/mpich-internals.md §2-§3).
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <limits.h>

#include "comm.h"

/* ---------------------------------------------------------------- helpers on the collective context */

/* MPIR_Allreduce_fallback (recursive doubling) for the BAND/MIN of the context-ID protocol,
   over the members of comm listed in ranks[] (all ranks when ranks == NULL). */
static int MPII_Allreduce_group_uint32(uint32_t *buf, int n, int is_min, MPI_Comm comm, const int *ranks, int size, int me, int tag)
{
    uint32_t *tmp;
    int pof2, rem, newrank, mask, err = MPI_SUCCESS, k;
    if (size <= 1)
        return MPI_SUCCESS;
    tmp = malloc(n * sizeof(uint32_t));
    pof2 = 1;
    while (pof2 * 2 <= size)
        pof2 *= 2;
    rem = size - pof2;
#define RANK_OF(i) (ranks ? ranks[i] : (i))
#define COMBINE() for (k = 0; k < n; k++) buf[k] = is_min ? (tmp[k] < buf[k] ? tmp[k] : buf[k]) : (buf[k] & tmp[k])
    if (me < 2 * rem) {
        if (me % 2 == 0) {
            err = MPIC_Send(buf, n, MPI_UINT32_T, RANK_OF(me + 1), tag, comm);
            newrank = -1;
        } else {
            err = MPIC_Recv(tmp, n, MPI_UINT32_T, RANK_OF(me - 1), tag, comm, MPI_STATUS_IGNORE);
            COMBINE();
            newrank = me / 2;
        }
    } else
        newrank = me - rem;
    if (newrank != -1) {
        for (mask = 1; mask < pof2 && !err; mask <<= 1) {
            int newdst = newrank ^ mask;
            int dst = newdst < rem ? newdst * 2 + 1 : newdst + rem;
            err = MPIC_Sendrecv(buf, n, MPI_UINT32_T, RANK_OF(dst), tag, tmp, n, MPI_UINT32_T, RANK_OF(dst), tag, comm, MPI_STATUS_IGNORE);
            COMBINE();
        }
    }
    if (me < 2 * rem && !err) {
        if (me % 2)
            err = MPIC_Send(buf, n, MPI_UINT32_T, RANK_OF(me - 1), tag, comm);
        else
            err = MPIC_Recv(buf, n, MPI_UINT32_T, RANK_OF(me + 1), tag, comm, MPI_STATUS_IGNORE);
    }
#undef COMBINE
#undef RANK_OF
    free(tmp);
    return err;
}

/* MPIR_Bcast_fallback: binomial tree broadcast on the collective context. */
int MPII_Bcast_binomial(void *buf, int count, MPI_Datatype dt, int root, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm);
    int relative = (rank - root + size) % size, mask = 1, err = MPI_SUCCESS;
    while (mask < size) {
        if (relative & mask) {
            err = MPIC_Recv(buf, count, dt, (rank - mask + size) % size, MPIR_BCAST_TAG, comm, MPI_STATUS_IGNORE);
            break;
        }
        mask <<= 1;
    }
    mask >>= 1;
    while (mask > 0 && !err) {
        if (relative + mask < size)
            err = MPIC_Send(buf, count, dt, (rank + mask) % size, MPIR_BCAST_TAG, comm);
        mask >>= 1;
    }
    return err;
}

/* MPIR_Allgather_fallback for small integer records (ring). */
static int MPII_Allgather_int(const int *mine, int n, int *all, MPI_Comm comm)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), i, err = MPI_SUCCESS;
    int left = (rank - 1 + size) % size, right = (rank + 1) % size;
    memcpy(all + rank * n, mine, n * sizeof(int));
    for (i = 0; i < size - 1 && !err; i++) {
        int sblk = (rank - i + size) % size, rblk = (rank - i - 1 + size) % size;
        err = MPIC_Sendrecv(all + sblk * n, n, MPI_INT, right, MPIR_ALLGATHER_TAG, all + rblk * n, n, MPI_INT, left,
                            MPIR_ALLGATHER_TAG, comm, MPI_STATUS_IGNORE);
    }
    return err;
}

/* ---------------------------------------------------------------- context IDs */

/* MPIR_Get_contextid_sparse_group (contextid.c): eager round over the first mask words, then the
   safe words; exhaustion is confirmed with a MIN allreduce of the free counts. A round
   contributes only the words the allocation owns (gcn_state, mask_in_use, next_gcn): pending
   MPI_Comm_idups run this same loop in their coroutines, and a round that found nothing yields
   to them. */
int MPIR_Get_contextid_sparse_group(MPI_Comm comm, MPI_Group group, int tag, int *context_id, int ignore_id, const char *fname)
{
    int n = __mpisim_mask_words();
    uint32_t *local = malloc((n + 1) * sizeof(uint32_t));
    int *ranks = NULL, size, me, ctx = 0, err = MPI_SUCCESS, gcn;
    if (group != MPI_GROUP_NULL) {
        int *procs = malloc(MPIR_Comm_size(comm) * sizeof(int)), i;
        size = __mpisim_group_members(group, procs);
        ranks = malloc(size * sizeof(int));
        me = -1;
        for (i = 0; i < size; i++) {
            ranks[i] = __mpisim_process_rank_in(comm, procs[i]);
            if (procs[i] == __mpisim_my_process())
                me = i;
        }
        free(procs);
    } else {
        size = MPIR_Comm_size(comm);
        me = MPIR_Comm_rank(comm);
    }
    gcn = __mpisim_gcn_begin(comm, tag, ignore_id);
    while (ctx == 0) {
        __mpisim_gcn_copy_mask(local, gcn);
        err = MPII_Allreduce_group_uint32(local, n + 1, 0, comm, ranks, size, me, group != MPI_GROUP_NULL ? tag : MPIR_ALLREDUCE_TAG);
        if (err)
            break;
        ctx = __mpisim_gcn_allocate(local, gcn, ignore_id, fname);
        if (ctx == -1) {
            uint32_t minfree[1];
            char msg[160];
            int nfree = __mpisim_mask_free_count();
            minfree[0] = ignore_id ? INT_MAX : nfree;
            err = MPII_Allreduce_group_uint32(minfree, 1, 1, comm, ranks, size, me, group != MPI_GROUP_NULL ? tag : MPIR_ALLREDUCE_TAG);
            if (minfree[0] > 0)
                snprintf(msg, sizeof msg, "Cannot allocate context ID because of fragmentation (%d/%d free on this process; ignore_id=%d)",
                         nfree, __mpisim_mask_capacity(), ignore_id);
            else
                snprintf(msg, sizeof msg, "Too many communicators (%d/%d free on this process; ignore_id=%d)", nfree,
                         __mpisim_mask_capacity(), ignore_id);
            __mpisim_gcn_end(gcn);
            free(local);
            free(ranks);
            *context_id = -1;
            return __mpisim_error(comm, fname, MPI_ERR_OTHER, msg);
        }
        if (ctx == 0)
            __mpisim_gcn_yield();
    }
    __mpisim_gcn_end(gcn);
    free(local);
    free(ranks);
    *context_id = ignore_id ? -1 : ctx;
    return err;
}

int MPIR_Get_contextid_sparse(MPI_Comm comm, int *context_id, int ignore_id, const char *fname)
{
    return MPIR_Get_contextid_sparse_group(comm, MPI_GROUP_NULL, 0, context_id, ignore_id, fname);
}

/* MPIR_Get_intercomm_contextid: recv ID from the local group's masks, send ID from the peer group. */
static int MPIR_Get_intercomm_contextid(MPI_Comm comm, int *context_id, int *recvcontext_id, const char *fname)
{
    MPI_Comm lc = MPIR_Comm_local_comm(comm);
    int mine, remote = -1, err;
    err = MPIR_Get_contextid_sparse(lc, &mine, 0, fname);
    if (err)
        return err;
    if (MPIR_Comm_rank(comm) == 0)
        err = MPIC_Sendrecv(&mine, 1, MPI_INT, 0, MPIR_CTXID_TAG, &remote, 1, MPI_INT, 0, MPIR_CTXID_TAG, comm, MPI_STATUS_IGNORE);
    if (!err)
        err = MPII_Bcast_binomial(&remote, 1, MPI_INT, 0, lc);
    *context_id = remote;
    *recvcontext_id = mine;
    return err;
}

int *MPII_iota(int n)
{
    int *a = malloc((n > 0 ? n : 1) * sizeof(int)), i;
    for (i = 0; i < n; i++)
        a[i] = i;
    return a;
}

/* ---------------------------------------------------------------- constructors */

int MPII_Comm_copy_attrs(MPI_Comm oldcomm, int *keyvals, void **values, int max, int *errp);
int __mpisim_comm_copy_topo(MPI_Comm from, MPI_Comm to);
int __mpisim_intercomm_disjoint(const int *procs, int n, const int *rprocs, int rn, MPI_Comm comm, const char *fname);
void MPII_Comm_set_copied_attrs(MPI_Comm newcomm, int *keyvals, void **values, int n);
int MPII_Comm_delete_attrs(MPI_Comm comm);

/* MPII_Comm_copy(comm, size): a copy with the first copy_size ranks; the others free their new ID
   and get MPI_COMM_NULL (commutil.c:919-924), so masks diverge exactly as in MPICH. */
static int MPII_Comm_copy_sized(MPI_Comm comm, int copy_size, MPI_Comm *newcomm, const char *fname)
{
    int err, ctx, rctx, nattr;
    int n = copy_size, rank = MPIR_Comm_rank(comm);
    int *members = MPII_iota(n), keyvals[64];
    void *values[64];
    /* Attribute copy callbacks run before the context ID is allocated, as in MPICH; one that
       fails ends the call with its error, making nothing. */
    nattr = MPII_Comm_copy_attrs(comm, keyvals, values, 64, &err);
    if (err) {
        free(members);
        *newcomm = MPI_COMM_NULL;
        return MPIR_Err_return_comm(comm, fname, err);
    }
    if (MPIR_Comm_is_inter(comm)) {
        int rn = MPIR_Comm_remote_size(comm);
        int *remote = MPII_iota(rn);
        err = MPIR_Get_intercomm_contextid(comm, &ctx, &rctx, fname);
        if (!err)
            *newcomm = __mpisim_comm_create(comm, MPISIM_INTER, ctx, rctx, members, n, rank, remote, rn, fname,
                                            __mpisim_comm_is_low_group(comm) ? MPISIM_LOW_GROUP : 0);
        free(remote);
    } else {
        err = MPIR_Get_contextid_sparse(comm, &ctx, 0, fname);
        if (!err && rank >= n) {
            __mpisim_free_contextid(ctx);
            *newcomm = MPI_COMM_NULL;
            free(members);
            return MPI_SUCCESS;
        }
        if (!err)
            *newcomm = __mpisim_comm_create(comm, 0, ctx, ctx, members, n, rank, NULL, 0, fname, 0);
    }
    free(members);
    if (err)
        *newcomm = MPI_COMM_NULL;
    else
        MPII_Comm_set_copied_attrs(*newcomm, keyvals, values, nattr);
    return err;
}

static int MPII_Comm_copy(MPI_Comm comm, MPI_Comm *newcomm, const char *fname)
{
    return MPII_Comm_copy_sized(comm, MPIR_Comm_size(comm), newcomm, fname);
}

int MPII_Comm_copy_n(MPI_Comm comm, int n, MPI_Comm *newcomm, const char *fname)
{
    return MPII_Comm_copy_sized(comm, n, newcomm, fname);
}

/* A duplicate keeps the topology (MPIR_Comm_dup_impl copies it with MPIR_Topology_dup). */
int MPI_Comm_dup(MPI_Comm comm, MPI_Comm *newcomm)
{
    MPIR_ARGCHECK("MPI_Comm_dup", comm, MPIR_P(newcomm));
    int err = __mpisim_check_comm(comm, "MPI_Comm_dup");
    if (err)
        return err;
    err = MPII_Comm_copy(comm, newcomm, "MPI_Comm_dup");
    if (!err)
        __mpisim_comm_copy_topo(comm, *newcomm);
    return err;
}

int MPI_Comm_dup_with_info(MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm)
{
    MPIR_ARGCHECK("MPI_Comm_dup_with_info", comm, info, MPIR_P(newcomm));
    int err = __mpisim_check_comm(comm, "MPI_Comm_dup_with_info");
    if (err)
        return err;
    err = MPII_Comm_copy(comm, newcomm, "MPI_Comm_dup_with_info");
    if (!err)
        __mpisim_comm_copy_topo(comm, *newcomm);
    if (!err && info != MPI_INFO_NULL)
        __mpisim_comm_apply_hints(*newcomm, info);
    return err;
}

/* Stable sort of ranks by their key in a (color, key) table: ties keep the old rank order
   (MPIU_Sort_inttable). */
static void MPII_sort_by_key(int *ranks, int n, const int *table)
{
    int i, j;
    for (i = 1; i < n; i++) {
        int m = ranks[i];
        for (j = i - 1; j >= 0 && table[2 * ranks[j] + 1] > table[2 * m + 1]; j--)
            ranks[j + 1] = ranks[j];
        ranks[j + 1] = m;
    }
}

/* MPIR_Comm_split_impl: allgather (color, key), then one allocation where non-members ignore. */
static int MPII_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm, const char *fname, int flags)
{
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm);
    int mine[2], *table = malloc(2 * size * sizeof(int)), *members, n = 0, i, err, ctx, myidx = -1;
    mine[0] = color;
    mine[1] = key;
    err = MPII_Allgather_int(mine, 2, table, comm);
    if (err) {
        free(table);
        return err;
    }
    err = MPIR_Get_contextid_sparse(comm, &ctx, color == MPI_UNDEFINED, fname);
    if (err || color == MPI_UNDEFINED) {
        free(table);
        *newcomm = MPI_COMM_NULL;
        return err;
    }
    members = malloc(size * sizeof(int));
    for (i = 0; i < size; i++)
        if (table[2 * i] == color)
            members[n++] = i;
    MPII_sort_by_key(members, n, table);
    for (i = 0; i < n; i++)
        if (members[i] == rank)
            myidx = i;
    *newcomm = __mpisim_comm_create(comm, 0, ctx, ctx, members, n, myidx, NULL, 0, fname, flags);
    free(members);
    free(table);
    return MPI_SUCCESS;
}

/* Intercommunicator split: colors of both sides; rank 0 always allocates and trades IDs. */
static int MPII_Comm_split_inter(MPI_Comm comm, int color, int key, MPI_Comm *newcomm, const char *fname)
{
    MPI_Comm lc = MPIR_Comm_local_comm(comm);
    int size = MPIR_Comm_size(comm), rank = MPIR_Comm_rank(comm), rsize = MPIR_Comm_remote_size(comm);
    int mine[2], *table = malloc(2 * size * sizeof(int)), *rtable = malloc(2 * rsize * sizeof(int));
    int *members = malloc(size * sizeof(int)), *remote = malloc(rsize * sizeof(int));
    int n = 0, rn = 0, i, err, ctx = -1, remote_ctx = -1, myidx = -1, in_new;
    mine[0] = color;
    mine[1] = key;
    err = MPII_Allgather_int(mine, 2, table, lc);
    /* Leaders swap the color/key tables, then share them with their group. */
    if (!err && rank == 0)
        err = MPIC_Sendrecv(table, 2 * size, MPI_INT, 0, MPIR_ALLGATHER_TAG, rtable, 2 * rsize, MPI_INT, 0, MPIR_ALLGATHER_TAG, comm, MPI_STATUS_IGNORE);
    if (!err)
        err = MPII_Bcast_binomial(rtable, 2 * rsize, MPI_INT, 0, lc);
    for (i = 0; i < size; i++)
        if (color != MPI_UNDEFINED && table[2 * i] == color)
            members[n++] = i;
    for (i = 0; i < rsize; i++)
        if (color != MPI_UNDEFINED && rtable[2 * i] == color)
            remote[rn++] = i;
    in_new = color != MPI_UNDEFINED && rn > 0;
    if (!err)
        err = MPIR_Get_contextid_sparse(lc, &ctx, rank == 0 ? 0 : !in_new, fname);
    if (!err && rank == 0)
        err = MPIC_Sendrecv(&ctx, 1, MPI_INT, 0, 0, &remote_ctx, 1, MPI_INT, 0, 0, comm, MPI_STATUS_IGNORE);
    if (!err)
        err = MPII_Bcast_binomial(&remote_ctx, 1, MPI_INT, 0, lc);
    if (!err && rank == 0 && !in_new)
        __mpisim_free_contextid(ctx);
    if (err || !in_new) {
        *newcomm = MPI_COMM_NULL;
    } else {
        MPII_sort_by_key(members, n, table);
        MPII_sort_by_key(remote, rn, rtable);
        for (i = 0; i < n; i++)
            if (members[i] == rank)
                myidx = i;
        *newcomm = __mpisim_comm_create(comm, MPISIM_INTER, remote_ctx, ctx, members, n, myidx, remote, rn, fname,
                                        __mpisim_comm_is_low_group(comm) ? MPISIM_LOW_GROUP : 0);
    }
    free(table);
    free(rtable);
    free(members);
    free(remote);
    return err;
}

int MPII_Comm_split_named(MPI_Comm comm, int color, int key, MPI_Comm *newcomm, const char *fname)
{
    return MPII_Comm_split(comm, color, key, newcomm, fname, 0);
}

int MPI_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm)
{
    MPIR_ARGCHECK("MPI_Comm_split", comm, color, key, MPIR_P(newcomm));
    int err = __mpisim_check_comm(comm, "MPI_Comm_split");
    if (err)
        return err;
    /* MPICH 4.0.2 does not check the color: a negative one is a color like any other. */
    if (MPIR_Comm_is_inter(comm))
        return MPII_Comm_split_inter(comm, color, key, newcomm, "MPI_Comm_split");
    return MPII_Comm_split(comm, color, key, newcomm, "MPI_Comm_split", 0);
}

/* ch4's MPIDI_Comm_split_type: split by type (ID A), then by node (ID B), then free the temporary. */
/* The hardware split types as MPICH 4.0.2 (Debian's build) answers them: MPI_COMM_TYPE_HW_GUIDED
   knows the resource "mpi_shared_memory" (the node) and no other, MPI_COMM_TYPE_HW_UNGUIDED
   finds no smaller level; both give MPI_COMM_NULL otherwise (measured). */
static int MPII_split_type_known(int split_type, MPI_Info info)
{
    char value[MPI_MAX_INFO_VAL + 1];
    int flag = 0;
    if (split_type == MPI_UNDEFINED || split_type == MPI_COMM_TYPE_HW_UNGUIDED)
        return 0;
    if (split_type != MPI_COMM_TYPE_HW_GUIDED)
        return 1;
    if (info != MPI_INFO_NULL)
        PMPI_Info_get(info, "mpi_hw_resource_type", MPI_MAX_INFO_VAL, value, &flag);
    return flag && !strcmp(value, "mpi_shared_memory");
}

int MPIR_Allreduce(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                   MPI_Comm comm);
/* MPII_compare_info_hint: whether every process gave the same value (lengths, then bytes). */
static int MPII_hint_equal(const char *hint, MPI_Comm comm)
{
    int len = strlen(hint), maxlen = 0, equal, all = 0, err;
    char global[MPI_MAX_INFO_VAL + 1];
    err = MPIR_Allreduce(&len, &maxlen, 1, MPI_INT, MPI_MAX, comm);
    equal = len == maxlen;
    if (!err)
        err = MPIR_Allreduce(&equal, &all, 1, MPI_INT, MPI_LAND, comm);
    if (err || !all)
        return 0;
    err = MPIR_Allreduce(hint, global, len, MPI_SIGNED_CHAR, MPI_MAX, comm);
    equal = !err && !memcmp(hint, global, len);
    MPIR_Allreduce(&equal, &all, 1, MPI_INT, MPI_LAND, comm);
    return all;
}
/* MPIR_Comm_split_type_neighborhood: the hint "nbhd_common_dirname", the same on every process,
   groups the processes that see the directory on one file system (ROMIO's
   MPIR_Comm_split_filesystem; one file system here, so all of them, ordered by key). Without it,
   "network_topo" needs netloc, which Debian's build lacks: MPI_COMM_NULL for every value (measured). */
static int MPII_Comm_split_type_neighborhood(MPI_Comm comm, int key, MPI_Info info, MPI_Comm *newcomm)
{
    char hint[MPI_MAX_INFO_VAL + 1] = "";
    int flag = 0;
    *newcomm = MPI_COMM_NULL;
    if (info != MPI_INFO_NULL)
        PMPI_Info_get(info, "nbhd_common_dirname", MPI_MAX_INFO_VAL, hint, &flag);
    if (!flag)
        hint[0] = '\0';
    if (MPII_hint_equal(hint, comm) && flag)
        return MPII_Comm_split(comm, 0, key, newcomm, "MPI_Comm_split_type", 0);
    return MPI_SUCCESS;
}
int MPI_Comm_split_type(MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm)
{
    MPIR_ARGCHECK("MPI_Comm_split_type", comm, split_type, key, info, MPIR_P(newcomm));
    MPI_Comm tmp;
    int err = __mpisim_check_comm(comm, "MPI_Comm_split_type");
    if (err)
        return err;
    if (split_type == MPIX_COMM_TYPE_NEIGHBORHOOD)
        return MPII_Comm_split_type_neighborhood(comm, key, info, newcomm);
    err = MPII_Comm_split(comm, MPII_split_type_known(split_type, info) ? 0 : MPI_UNDEFINED, key, &tmp, "MPI_Comm_split_type", MPISIM_INTERNAL);
    if (err || tmp == MPI_COMM_NULL) {
        *newcomm = MPI_COMM_NULL;
        return err;
    }
    err = MPII_Comm_split(tmp, __mpisim_node_of(__mpisim_my_process()), key, newcomm, "MPI_Comm_split_type", 0);
    __mpisim_free_contextid(__mpisim_comm_recvcontextid(tmp));
    __mpisim_comm_release(tmp);
    return err;
}

/* MPIR_Comm_create_inter: the group is a subset of the local group; the context IDs come from
   the whole intercommunicator first, then the leaders swap their subgroups' sizes and ranks and
   each broadcasts the other side's to its group. A process outside the group, or a side whose
   group is empty on either end, gets MPI_COMM_NULL. */
static int MPII_Comm_create_inter(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm)
{
    MPI_Comm lc = MPIR_Comm_local_comm(comm);
    int err, ctx, rctx, n, rn = 0, i, myidx = -1, me = __mpisim_my_process(), nremote = MPIR_Comm_remote_size(comm);
    int *procs = malloc(MPIR_Comm_size(comm) * sizeof(int)), *mapping, *remote;
    n = __mpisim_group_members(group, procs);
    if (n < 0) {
        free(procs);
        return __mpisim_error(comm, "MPI_Comm_create", MPI_ERR_GROUP, "Invalid group");
    }
    mapping = malloc((n > 0 ? n : 1) * sizeof(int));
    remote = malloc((nremote > 0 ? nremote : 1) * sizeof(int));
    for (i = 0; i < n; i++) {
        mapping[i] = __mpisim_process_rank_in(lc, procs[i]);
        if (procs[i] == me)
            myidx = i;
    }
    err = MPIR_Get_intercomm_contextid(comm, &ctx, &rctx, "MPI_Comm_create");
    if (!err && MPIR_Comm_rank(comm) == 0) {
        err = MPIC_Sendrecv(&n, 1, MPI_INT, 0, 0, &rn, 1, MPI_INT, 0, 0, comm, MPI_STATUS_IGNORE);
        if (!err)
            err = MPIC_Sendrecv(mapping, n, MPI_INT, 0, 0, remote, nremote, MPI_INT, 0, 0, comm, MPI_STATUS_IGNORE);
    }
    if (!err)
        err = MPII_Bcast_binomial(&rn, 1, MPI_INT, 0, lc);
    if (!err && rn > 0)
        err = MPII_Bcast_binomial(remote, rn, MPI_INT, 0, lc);
    if (err || myidx < 0 || rn == 0) {
        if (!err)
            __mpisim_free_contextid(rctx);
        *newcomm = MPI_COMM_NULL;
    } else
        *newcomm = __mpisim_comm_create(comm, MPISIM_INTER, ctx, rctx, mapping, n, myidx, remote, rn, "MPI_Comm_create",
                                        __mpisim_comm_is_low_group(comm) ? MPISIM_LOW_GROUP : 0);
    free(procs);
    free(mapping);
    free(remote);
    return err;
}

int MPI_Comm_create(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm)
{
    MPIR_ARGCHECK("MPI_Comm_create", comm, group, MPIR_P(newcomm));
    int err = __mpisim_check_comm(comm, "MPI_Comm_create"), n, i, ctx, myidx = -1, me = __mpisim_my_process();
    int *procs, *members;
    if (err)
        return err;
    if (MPIR_Comm_is_inter(comm))
        return MPII_Comm_create_inter(comm, group, newcomm);
    procs = malloc(MPIR_Comm_size(comm) * sizeof(int));
    n = __mpisim_group_members(group, procs);
    if (n < 0) {
        free(procs);
        return __mpisim_error(comm, "MPI_Comm_create", MPI_ERR_GROUP, "Invalid group");
    }
    members = malloc((n > 0 ? n : 1) * sizeof(int));
    for (i = 0; i < n; i++) {
        members[i] = __mpisim_process_rank_in(comm, procs[i]);
        if (procs[i] == me)
            myidx = i;
    }
    err = MPIR_Get_contextid_sparse(comm, &ctx, myidx < 0, "MPI_Comm_create");
    if (err || myidx < 0)
        *newcomm = MPI_COMM_NULL;
    else
        *newcomm = __mpisim_comm_create(comm, 0, ctx, ctx, members, n, myidx, NULL, 0, "MPI_Comm_create", 0);
    free(procs);
    free(members);
    return err;
}

int MPI_Comm_create_group(MPI_Comm comm, MPI_Group group, int tag, MPI_Comm *newcomm)
{
    MPIR_ARGCHECK("MPI_Comm_create_group", comm, group, tag, MPIR_P(newcomm));
    int err = __mpisim_check_comm(comm, "MPI_Comm_create_group"), n, i, ctx, myidx = -1, me = __mpisim_my_process();
    int *procs, *members;
    if (err)
        return err;
    procs = malloc(MPIR_Comm_size(comm) * sizeof(int));
    n = __mpisim_group_members(group, procs);
    members = malloc((n > 0 ? n : 1) * sizeof(int));
    for (i = 0; i < n; i++) {
        members[i] = __mpisim_process_rank_in(comm, procs[i]);
        if (procs[i] == me)
            myidx = i;
    }
    /* A process outside the group gets MPI_COMM_NULL without taking part (MPIR_Comm_create_group_impl). */
    if (myidx < 0) {
        free(procs);
        free(members);
        *newcomm = MPI_COMM_NULL;
        return MPI_SUCCESS;
    }
    err = MPIR_Get_contextid_sparse_group(comm, group, tag | MPIR_TAG_COLL_BIT, &ctx, 0, "MPI_Comm_create_group");
    if (err)
        *newcomm = MPI_COMM_NULL;
    else
        *newcomm = __mpisim_comm_create(comm, 0, ctx, ctx, members, n, myidx, NULL, 0, "MPI_Comm_create_group", 0);
    free(procs);
    free(members);
    return err;
}

int MPI_Comm_free(MPI_Comm *comm)
{
    MPIR_ARGCHECK("MPI_Comm_free", MPIR_P(comm));
    int err = __mpisim_check_comm_free(comm), unmatched;
    if (err)
        return err;
    /* If a delete callback fails, the communicator is not freed (MPIR_Comm_delete_internal). */
    if ((err = MPII_Comm_delete_attrs(*comm)))
        return __mpisim_error(*comm, "MPI_Comm_free", MPI_ERR_OTHER, "An attribute delete callback failed");
    unmatched = __mpisim_comm_unmatched(*comm);
    __mpisim_free_contextid(__mpisim_comm_recvcontextid(*comm));
    __mpisim_comm_release(*comm);
    if (unmatched > 0) {
        char msg[120];
        snprintf(msg, sizeof msg, "Communicator (handle=%x) being freed has %d unmatched message(s)", (unsigned)*comm, unmatched);
        *comm = MPI_COMM_NULL;
        return __mpisim_error(MPI_COMM_WORLD, "MPI_Comm_free", MPI_ERR_OTHER, msg);
    }
    *comm = MPI_COMM_NULL;
    return MPI_SUCCESS;
}

/* MPIR_Intercomm_create_impl with ch3's leader exchange of {size, context id} and the gpids;
   also the second half of MPI_Comm_accept/connect/spawn (ch4's dynamic_intercomm_create). */
int MPII_Intercomm_create_impl(MPI_Comm local_comm, int local_leader, MPI_Comm peer_comm, int remote_leader, int tag,
                                      MPI_Comm *newintercomm, const char *fname)
{
    int err, recvctx, info[2], rinfo[2] = { 0, 0 };
    int n = MPIR_Comm_size(local_comm), rank = MPIR_Comm_rank(local_comm), *procs, *rprocs, *members, low;
    err = MPIR_Get_contextid_sparse(local_comm, &recvctx, 0, fname);
    if (err)
        return err;
    procs = malloc(n * sizeof(int));
    __mpisim_comm_processes(local_comm, 0, procs);
    tag |= MPIR_TAG_COLL_BIT;
    if (rank == local_leader) {
        info[0] = n;
        info[1] = recvctx;
        err = MPIC_Sendrecv(info, 2, MPI_INT, remote_leader, tag, rinfo, 2, MPI_INT, remote_leader, tag, peer_comm, MPI_STATUS_IGNORE);
    }
    if (!err)
        err = MPII_Bcast_binomial(rinfo, 2, MPI_INT, local_leader, local_comm);
    rprocs = malloc((rinfo[0] > 0 ? rinfo[0] : 1) * sizeof(int));
    if (!err && rank == local_leader)
        err = MPIC_Sendrecv(procs, n, MPI_INT, remote_leader, tag, rprocs, rinfo[0], MPI_INT, remote_leader, tag, peer_comm, MPI_STATUS_IGNORE);
    /* The leader checks that the groups are disjoint before it tells its group (its peers wait on, as MPICH's). */
    if (!err && rank == local_leader)
        err = __mpisim_intercomm_disjoint(procs, n, rprocs, rinfo[0], local_comm, fname);
    if (!err)
        err = MPII_Bcast_binomial(rprocs, rinfo[0], MPI_INT, local_leader, local_comm);
    if (err) {
        free(procs);
        free(rprocs);
        return err;
    }
    /* is_low_group: each process compares its own lpid with the remote group's first. */
    low = __mpisim_my_process() < rprocs[0];
    members = MPII_iota(n);
    *newintercomm = __mpisim_comm_create(local_comm, MPISIM_INTER, rinfo[1], recvctx, members, n, rank, rprocs, rinfo[0],
                                         fname, MPISIM_REMOTE_PROCS | (low ? MPISIM_LOW_GROUP : 0));
    free(members);
    free(procs);
    free(rprocs);
    return MPI_SUCCESS;
}

int MPI_Intercomm_create(MPI_Comm local_comm, int local_leader, MPI_Comm peer_comm, int remote_leader, int tag, MPI_Comm *newintercomm)
{
    MPIR_ARGCHECK("MPI_Intercomm_create", local_comm, local_leader, peer_comm, remote_leader, tag, MPIR_P(newintercomm));
    int err = __mpisim_check_comm(local_comm, "MPI_Intercomm_create");
    if (err)
        return err;
    return MPII_Intercomm_create_impl(local_comm, local_leader, peer_comm, remote_leader, tag, newintercomm, "MPI_Intercomm_create");
}

/* MPIR_Intercomm_merge_impl: agree on high, build the temporary comm (subcomm field 3 of the
   high group's recvcontext_id), allocate over all processes of both groups. */
int MPI_Intercomm_merge(MPI_Comm intercomm, int high, MPI_Comm *newintracomm)
{
    MPIR_ARGCHECK("MPI_Intercomm_merge", intercomm, high, MPIR_P(newintracomm));
    int err = __mpisim_check_comm(intercomm, "MPI_Intercomm_merge"), local_high = high != 0, remote_high = 0;
    int n, rn, rank, total, i, temp_ctx, new_ctx, myidx, *procs, *rprocs, *all;
    MPI_Comm lc, temp;
    if (err)
        return err;
    if (!MPIR_Comm_is_inter(intercomm))
        return __mpisim_error(intercomm, "MPI_Intercomm_merge", MPI_ERR_COMM, "Intercommunicator is required but an intracommunicator was provided");
    lc = MPIR_Comm_local_comm(intercomm);
    n = MPIR_Comm_size(intercomm);
    rn = MPIR_Comm_remote_size(intercomm);
    rank = MPIR_Comm_rank(intercomm);
    if (rank == 0) {
        err = MPIC_Sendrecv(&local_high, 1, MPI_INT, 0, 0, &remote_high, 1, MPI_INT, 0, 0, intercomm, MPI_STATUS_IGNORE);
        if (local_high == remote_high)
            local_high = !__mpisim_comm_is_low_group(intercomm);
    }
    if (!err)
        err = MPII_Bcast_binomial(&local_high, 1, MPI_INT, 0, lc);
    if (err)
        return err;
    procs = malloc(n * sizeof(int));
    rprocs = malloc(rn * sizeof(int));
    __mpisim_comm_processes(intercomm, 0, procs);
    __mpisim_comm_processes(intercomm, 1, rprocs);
    total = n + rn;
    all = malloc(total * sizeof(int));
    for (i = 0; i < total; i++)
        all[i] = local_high ? (i < rn ? rprocs[i] : procs[i - rn]) : (i < n ? procs[i] : rprocs[i - n]);
    myidx = local_high ? rn + rank : rank;
    temp_ctx = (local_high ? __mpisim_comm_recvcontextid(intercomm) : __mpisim_comm_contextid(intercomm));
    temp_ctx = (temp_ctx & ~6) | 6;
    temp = __mpisim_comm_create(intercomm, 0, temp_ctx, temp_ctx, all, total, myidx, NULL, 0, "MPI_Intercomm_merge",
                                MPISIM_MEMBER_PROCS | MPISIM_INTERNAL);
    err = MPIR_Get_contextid_sparse(temp, &new_ctx, 0, "MPI_Intercomm_merge");
    /* The temporary is released first (its ID is derived: no mask change), then the real comm is made. */
    __mpisim_comm_release(temp);
    if (!err)
        *newintracomm = __mpisim_comm_create(intercomm, 0, new_ctx, new_ctx, all, total, myidx, NULL, 0, "MPI_Intercomm_merge",
                                             MPISIM_MEMBER_PROCS);
    free(procs);
    free(rprocs);
    free(all);
    return err;
}
