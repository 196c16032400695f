/* The shim of coll_diff.c (included there): the <mpisim_mpi.h> runtime primitives over real MPI. */

typedef struct {
    MPI_Comm user, coll, node, roots, local;
    int low;
} shim_entry;

static shim_entry shim_tab[256];
static int shim_n;

static shim_entry *shim_find(MPI_Comm c)
{
    int i;
    for (i = 0; i < shim_n; i++)
        if (shim_tab[i].user == c)
            return &shim_tab[i];
    fprintf(stderr, "shim: communicator %#x not registered\n", (unsigned)c);
    abort();
    return NULL;
}

static MPI_Comm shim_coll(MPI_Comm c)
{
    return shim_find(c)->coll;
}

/* Collective over c (both groups for an intercommunicator). */
static void shim_register_kind(MPI_Comm c, int leaf)
{
    shim_entry e;
    int inter, size, rank;
    e.user = c;
    e.node = e.roots = e.local = MPI_COMM_NULL;
    e.low = 0;
    PMPI_Comm_dup(c, &e.coll);
    PMPI_Comm_test_inter(c, &inter);
    PMPI_Comm_size(c, &size);
    PMPI_Comm_rank(c, &rank);
    if (!inter && !leaf && size > 1) {
        PMPI_Comm_dup(c, &e.node);
        shim_register_kind(e.node, 1);
        if (rank == 0) {
            PMPI_Comm_dup(MPI_COMM_SELF, &e.roots);
            shim_register_kind(e.roots, 1);
        }
    }
    if (inter) {
        MPI_Group lg, rg, wg;
        int zero = 0, lw, rw;
        PMPI_Comm_group(c, &lg);
        PMPI_Comm_remote_group(c, &rg);
        PMPI_Comm_group(MPI_COMM_WORLD, &wg);
        PMPI_Group_translate_ranks(lg, 1, &zero, wg, &lw);
        PMPI_Group_translate_ranks(rg, 1, &zero, wg, &rw);
        e.low = lw < rw;
        PMPI_Comm_create_group(MPI_COMM_WORLD, lg, 77, &e.local);
        PMPI_Group_free(&lg);
        PMPI_Group_free(&rg);
        PMPI_Group_free(&wg);
    }
    shim_tab[shim_n++] = e;
    if (inter)
        shim_register_kind(e.local, 0);
}

static void shim_register(MPI_Comm c)
{
    shim_register_kind(c, 0);
}

int MPIC_Send(const void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    return PMPI_Send(buf, (int)count, datatype, dest, tag, shim_coll(comm));
}

int MPIC_Ssend(const void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    return PMPI_Ssend(buf, (int)count, datatype, dest, tag, shim_coll(comm));
}

int MPIC_Recv(void *buf, MPI_Aint count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm,
              MPI_Status *status)
{
    return PMPI_Recv(buf, (int)count, datatype, source, tag, shim_coll(comm), status);
}

int MPIC_Sendrecv(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, int dest, int sendtag,
                  void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype, int source, int recvtag,
                  MPI_Comm comm, MPI_Status *status)
{
    return PMPI_Sendrecv(sendbuf, (int)sendcount, sendtype, dest, sendtag, recvbuf, (int)recvcount, recvtype, source,
                         recvtag, shim_coll(comm), status);
}

int MPIC_Sendrecv_replace(void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int sendtag, int source,
                          int recvtag, MPI_Comm comm, MPI_Status *status)
{
    return PMPI_Sendrecv_replace(buf, (int)count, datatype, dest, sendtag, source, recvtag, shim_coll(comm), status);
}

int MPIC_Isend(const void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm,
               MPI_Request *request)
{
    return PMPI_Isend(buf, (int)count, datatype, dest, tag, shim_coll(comm), request);
}

int MPIC_Irecv(void *buf, MPI_Aint count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm,
               MPI_Request *request)
{
    return PMPI_Irecv(buf, (int)count, datatype, source, tag, shim_coll(comm), request);
}

int MPIC_Waitall(int count, MPI_Request requests[], MPI_Status statuses[])
{
    return PMPI_Waitall(count, requests, statuses);
}

/* Copy by type signature (MPICH's MPIR_Localcopy): pack, then unpack. */
int MPIR_Localcopy(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                   MPI_Aint recvcount, MPI_Datatype recvtype)
{
    int ssz, rsz, psize, pos = 0, pos2 = 0, n;
    MPI_Aint sbytes;
    char *tmp;
    PMPI_Type_size(sendtype, &ssz);
    PMPI_Type_size(recvtype, &rsz);
    sbytes = (MPI_Aint)ssz * sendcount;
    if (sbytes > (MPI_Aint)rsz * recvcount)
        return MPI_ERR_TRUNCATE;
    if (sbytes == 0)
        return MPI_SUCCESS;
    PMPI_Pack_size((int)sendcount, sendtype, MPI_COMM_SELF, &psize);
    tmp = (char *)malloc(psize);
    PMPI_Pack(sendbuf, (int)sendcount, sendtype, tmp, psize, &pos, MPI_COMM_SELF);
    n = (int)(sbytes / rsz);
    PMPI_Unpack(tmp, pos, &pos2, recvbuf, n, recvtype, MPI_COMM_SELF);
    free(tmp);
    return MPI_SUCCESS;
}

int MPIR_Localcopy_blocks(void *typed, const int *displs, int nblocks, MPI_Aint count, MPI_Datatype datatype,
                          void *packed, int unpack)
{
    int i, sz, ret = MPI_SUCCESS, e;
    MPI_Aint lb, ext;
    PMPI_Type_size(datatype, &sz);
    PMPI_Type_get_extent(datatype, &lb, &ext);
    for (i = 0; i < nblocks; i++) {
        char *t = (char *)typed + displs[i] * ext, *p = (char *)packed + i * count * sz;
        e = unpack ? MPIR_Localcopy(p, count * sz, MPI_BYTE, t, count, datatype)
                   : MPIR_Localcopy(t, count, datatype, p, count * sz, MPI_BYTE);
        if (ret == MPI_SUCCESS)
            ret = e;
    }
    return ret;
}

int MPIR_Reduce_local(const void *inbuf, void *inoutbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op)
{
    if (count == 0)
        return MPI_SUCCESS;
    return PMPI_Reduce_local(inbuf, inoutbuf, (int)count, datatype, op);
}

int MPIR_Op_is_commutative(MPI_Op op)
{
    int c;
    PMPI_Op_commutative(op, &c);
    return c;
}

MPI_Aint MPIR_Datatype_get_extent(MPI_Datatype datatype)
{
    MPI_Aint lb, extent;
    PMPI_Type_get_extent(datatype, &lb, &extent);
    return extent;
}

void MPIR_Type_get_true_extent(MPI_Datatype datatype, MPI_Aint *true_lb, MPI_Aint *true_extent)
{
    PMPI_Type_get_true_extent(datatype, true_lb, true_extent);
}

MPI_Aint MPIR_Datatype_get_size(MPI_Datatype datatype)
{
    MPI_Count s;
    PMPI_Type_size_x(datatype, &s);
    return (MPI_Aint)s;
}

int MPIR_Comm_rank(MPI_Comm comm)
{
    int r;
    PMPI_Comm_rank(comm, &r);
    return r;
}

int MPIR_Comm_size(MPI_Comm comm)
{
    int s;
    PMPI_Comm_size(comm, &s);
    return s;
}

int MPIR_Comm_remote_size(MPI_Comm comm)
{
    int inter, s = 0;
    PMPI_Comm_test_inter(comm, &inter);
    if (inter)
        PMPI_Comm_remote_size(comm, &s);
    return s;
}

int MPIR_Comm_is_inter(MPI_Comm comm)
{
    int inter;
    PMPI_Comm_test_inter(comm, &inter);
    return inter;
}

MPI_Comm MPIR_Comm_local_comm(MPI_Comm comm)
{
    return shim_find(comm)->local;
}

MPI_Comm MPIR_Comm_node_comm(MPI_Comm comm)
{
    return shim_find(comm)->node;
}

MPI_Comm MPIR_Comm_node_roots_comm(MPI_Comm comm)
{
    return shim_find(comm)->roots;
}

int MPIR_Get_intranode_rank(MPI_Comm comm, int rank)
{
    (void)comm;
    return rank;
}

int MPIR_Get_internode_rank(MPI_Comm comm, int rank)
{
    (void)comm;
    (void)rank;
    return 0;
}

int MPIR_Comm_is_low_group(MPI_Comm comm)
{
    return shim_find(comm)->low;
}

int MPIR_Coll_enter(const char *fname, MPI_Comm comm, int root, MPI_Aint count, MPI_Datatype datatype, MPI_Op op)
{
    (void)fname;
    (void)root;
    (void)count;
    (void)datatype;
    (void)op;
    shim_find(comm);
    return MPI_SUCCESS;
}

int MPIR_Err_return_comm(MPI_Comm comm, const char *fname, int err)
{
    (void)comm;
    fprintf(stderr, "shim: %s returned error %d\n", fname, err);
    return err;
}
