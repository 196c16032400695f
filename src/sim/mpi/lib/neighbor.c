/*
 * Neighbourhood collectives in C, as MPICH's default ("nb") algorithms do them: a receive
 * from every source in order, a send to every destination in order, one tag, then wait all.
 * The neighbour lists come from the communicator's topology (cart: dim 0 -, dim 0 +, ...).
 */
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdlib.h>

int __mpisim_topo_neighbors(MPI_Comm comm, int *indegree, int *outdegree, int *sources, int *destinations);
int __mpisim_check_comm(MPI_Comm comm, const char *fname);
/* MPICH's error for a communicator without topology (topo/neighbor_errors.ts), through its handler; 0 with one. */
int __mpisim_neighbor_topology(MPI_Comm comm, const char *fname);
/* The datatype, count and buffer checks of MPICH's binding for the call `fname` in progress. */
int __mpisim_coll_argcheck(MPI_Comm comm, const char *fname);
#define MPII_NEIGHBOR_TAG 32

static int MPII_neighbors(MPI_Comm comm, int *in, int *out, int **srcs, int **dsts)
{
    int err = __mpisim_topo_neighbors(comm, in, out, NULL, NULL);
    if (err)
        return err;
    *srcs = malloc((*in > 0 ? *in : 1) * sizeof(int));
    *dsts = malloc((*out > 0 ? *out : 1) * sizeof(int));
    return __mpisim_topo_neighbors(comm, in, out, *srcs, *dsts);
}

/* One exchange: from source k into rbuf + rdispl(k), to destination k from sbuf + sdispl(k). */
static int MPII_neighbor_exchange(MPI_Comm comm, const char *fname,
                                  const void *sbuf, const int *scounts, const MPI_Aint *sdispls, const MPI_Datatype *stypes, int sconst,
                                  void *rbuf, const int *rcounts, const MPI_Aint *rdispls, const MPI_Datatype *rtypes, int rconst, int swap)
{
    int in, out, *srcs, *dsts, k, j, n = 0, err;
    MPI_Request *reqs;
    if ((err = __mpisim_check_comm(comm, fname)) || (err = __mpisim_coll_argcheck(comm, fname)) || (err = __mpisim_neighbor_topology(comm, fname)))
        return err;
    if ((err = MPII_neighbors(comm, &in, &out, &srcs, &dsts)))
        return MPIR_Err_return_comm(comm, fname, err);
    reqs = malloc((in + out + 1) * sizeof(MPI_Request));
    /* MPICH 4.0.2's Neighbor_alltoall posts its receives last-to-first: with a neighbour listed
       twice, the first message from it lands in the later slot (observed on cart and dist graph
       topologies). Its v and w forms post them in order. */
    for (j = 0; j < in && !err; j++) {
        k = swap ? in - 1 - j : j;
        if (srcs[k] != MPI_PROC_NULL)
            err = MPIC_Irecv((char *)rbuf + rdispls[rconst ? 0 : k] * (rconst ? k : 1), rcounts[rconst ? 0 : k], rtypes[rconst ? 0 : k],
                             srcs[k], MPII_NEIGHBOR_TAG, comm, &reqs[n++]);
    }
    for (k = 0; k < out && !err; k++)
        if (dsts[k] != MPI_PROC_NULL)
            err = MPIC_Isend((const char *)sbuf + sdispls[sconst ? 0 : k] * (sconst ? k : 1), scounts[sconst ? 0 : k], stypes[sconst ? 0 : k],
                             dsts[k], MPII_NEIGHBOR_TAG, comm, &reqs[n++]);
    if (!err)
        err = MPIC_Waitall(n, reqs, MPI_STATUSES_IGNORE);
    free(reqs);
    free(srcs);
    free(dsts);
    return err ? MPIR_Err_return_comm(comm, fname, err) : MPI_SUCCESS;
}

int MPI_Neighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    MPI_Aint zero = 0, rstep = recvcount * MPIR_Datatype_get_extent(recvtype);
    /* every destination gets the same send buffer: displacement step 0 */
    return MPII_neighbor_exchange(comm, "MPI_Neighbor_allgather", sendbuf, &sendcount, &zero, &sendtype, 1, recvbuf, &recvcount, &rstep, &recvtype, 1, 0);
}

int MPI_Neighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    MPI_Aint sstep = sendcount * MPIR_Datatype_get_extent(sendtype), rstep = recvcount * MPIR_Datatype_get_extent(recvtype);
    return MPII_neighbor_exchange(comm, "MPI_Neighbor_alltoall", sendbuf, &sendcount, &sstep, &sendtype, 1, recvbuf, &recvcount, &rstep, &recvtype, 1, 1);
}

static MPI_Aint *MPII_byte_displs(const int *displs, int n, MPI_Datatype type)
{
    MPI_Aint *d = malloc((n > 0 ? n : 1) * sizeof(MPI_Aint)), ext = MPIR_Datatype_get_extent(type);
    int k;
    for (k = 0; k < n; k++)
        d[k] = (MPI_Aint)displs[k] * ext;
    return d;
}

static MPI_Datatype *MPII_same_types(MPI_Datatype t, int n)
{
    MPI_Datatype *ts = malloc((n > 0 ? n : 1) * sizeof(MPI_Datatype));
    int k;
    for (k = 0; k < n; k++)
        ts[k] = t;
    return ts;
}

int MPI_Neighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm)
{
    int in, out, *s, *d, err;
    MPI_Aint zero = 0, *rd;
    MPI_Datatype *rt;
    if ((err = __mpisim_check_comm(comm, "MPI_Neighbor_allgatherv")) || (err = __mpisim_coll_argcheck(comm, "MPI_Neighbor_allgatherv")) || (err = __mpisim_neighbor_topology(comm, "MPI_Neighbor_allgatherv"))
        || (err = MPII_neighbors(comm, &in, &out, &s, &d)))
        return err;
    free(s); free(d);
    rd = MPII_byte_displs(displs, in, recvtype);
    rt = MPII_same_types(recvtype, in);
    err = MPII_neighbor_exchange(comm, "MPI_Neighbor_allgatherv", sendbuf, &sendcount, &zero, &sendtype, 1, recvbuf, recvcounts, rd, rt, 0, 0);
    free(rd); free(rt);
    return err;
}

int MPI_Neighbor_alltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[], MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm)
{
    int in, out, *s, *d, err;
    MPI_Aint *sd, *rd;
    MPI_Datatype *st, *rt;
    if ((err = __mpisim_check_comm(comm, "MPI_Neighbor_alltoallv")) || (err = __mpisim_coll_argcheck(comm, "MPI_Neighbor_alltoallv")) || (err = __mpisim_neighbor_topology(comm, "MPI_Neighbor_alltoallv"))
        || (err = MPII_neighbors(comm, &in, &out, &s, &d)))
        return err;
    free(s); free(d);
    sd = MPII_byte_displs(sdispls, out, sendtype);
    rd = MPII_byte_displs(rdispls, in, recvtype);
    st = MPII_same_types(sendtype, out);
    rt = MPII_same_types(recvtype, in);
    err = MPII_neighbor_exchange(comm, "MPI_Neighbor_alltoallv", sendbuf, sendcounts, sd, st, 0, recvbuf, recvcounts, rd, rt, 0, 0);
    free(sd); free(rd); free(st); free(rt);
    return err;
}

int MPI_Neighbor_alltoallw(const void *sendbuf, const int sendcounts[], const MPI_Aint sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const int recvcounts[], const MPI_Aint rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm)
{
    return MPII_neighbor_exchange(comm, "MPI_Neighbor_alltoallw", sendbuf, sendcounts, sdispls, sendtypes, 0, recvbuf, recvcounts, rdispls, recvtypes, 0, 0);
}
