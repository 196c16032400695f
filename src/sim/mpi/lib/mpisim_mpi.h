/*
 * <mpisim_mpi.h>: what mpisim's MPI library written in C (collective algorithms, communicator
 * constructors) may call in the runtime. Names follow MPICH, so stacks read like MPICH's.
 * Only the MPI library prelude includes it; user programs never see these names.
 */
#ifndef MPISIM_MPI_H
#define MPISIM_MPI_H
#include <mpi.h>
#include <stdint.h>

/* MPICH's collective helpers: point-to-point on the communicator's collective context
   (context id + 1). They do not call the error handler; they return MPI error codes. */
int MPIC_Send(const void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
int MPIC_Recv(void *buf, MPI_Aint count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status);
int MPIC_Sendrecv(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, int dest, int sendtag,
                  void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype, int source, int recvtag,
                  MPI_Comm comm, MPI_Status *status);
int MPIC_Sendrecv_replace(void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int sendtag,
                          int source, int recvtag, MPI_Comm comm, MPI_Status *status);
int MPIC_Isend(const void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
int MPIC_Irecv(void *buf, MPI_Aint count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request);
int MPIC_Waitall(int count, MPI_Request requests[], MPI_Status statuses[]);

/* MPICH's argument checks (MPIR_ERRTEST_*, ../argcheck/argcheck.ts) of an MPI function written here,
   on its arguments as ints (handles, counts, pointers): returns from the function with the code its
   error handler gave when one fails. */
int __mpisim_argcheck(const char *fname, const int *args, int nargs);
#define MPIR_P(x) ((int)(intptr_t)(x))
/* A 64-bit size or count as the int the checks read: its sign, and its value where it fits. */
#define MPIR_AINT(x) ((x) < 0 ? ((x) >= -0x7fffffff ? (int)(x) : -1) : ((x) > 0x7fffffff ? 0x7fffffff : (int)(x)))
#define MPIR_ARGCHECK(fname, ...) do { \
        const int argcheck_args_[] = { __VA_ARGS__ }; \
        int argcheck_err_ = __mpisim_argcheck(fname, argcheck_args_, (int)(sizeof argcheck_args_ / sizeof argcheck_args_[0])); \
        if (argcheck_err_) return argcheck_err_; \
    } while (0)
/* The checks of the first `nchecked` parameters only: the function makes the next one itself (a
   keyval's, which the table does not make), and MPICH makes the later ones after it. */
int __mpisim_argcheck_first(const char *fname, const int *args, int nargs, int nchecked);
#define MPIR_ARGCHECK_FIRST(fname, nchecked, ...) do { \
        const int argcheck_args_[] = { __VA_ARGS__ }; \
        int argcheck_err_ = __mpisim_argcheck_first(fname, argcheck_args_, (int)(sizeof argcheck_args_ / sizeof argcheck_args_[0]), nchecked); \
        if (argcheck_err_) return argcheck_err_; \
    } while (0)

/* Tags MPICH's collectives use (MPIR_*_TAG); any value works as long as ranks agree. */
#define MPIR_BARRIER_TAG 1
#define MPIR_BCAST_TAG 2
#define MPIR_GATHER_TAG 3
#define MPIR_GATHERV_TAG 4
#define MPIR_SCATTER_TAG 5
#define MPIR_SCATTERV_TAG 6
#define MPIR_ALLGATHER_TAG 7
#define MPIR_ALLGATHERV_TAG 8
#define MPIR_ALLTOALL_TAG 9
#define MPIR_ALLTOALLV_TAG 10
#define MPIR_REDUCE_TAG 11
#define MPIR_USER_REDUCE_TAG 12
#define MPIR_USER_REDUCEA_TAG 13
#define MPIR_ALLREDUCE_TAG 14
#define MPIR_USER_ALLREDUCE_TAG 15
#define MPIR_USER_ALLREDUCEA_TAG 16
#define MPIR_REDUCE_SCATTER_TAG 17
#define MPIR_USER_REDUCE_SCATTER_TAG 18
#define MPIR_USER_REDUCE_SCATTERA_TAG 19
#define MPIR_SCAN_TAG 20
#define MPIR_USER_SCAN_TAG 21
#define MPIR_USER_SCANA_TAG 22
#define MPIR_LOCALCOPY_TAG 23
#define MPIR_EXSCAN_TAG 24
#define MPIR_ALLTOALLW_TAG 25
#define MPIR_TOPO_A_TAG 26
#define MPIR_TOPO_B_TAG 27
#define MPIR_REDUCE_SCATTER_BLOCK_TAG 28
#define MPIR_SHRINK_TAG 29
#define MPIR_AGREE_TAG 30
#define MPIR_CTXID_TAG 31

/* Local data movement and reduction (MPIR_Localcopy, MPI_Reduce_local semantics:
   inoutbuf[i] = inbuf[i] op inoutbuf[i]; user-defined ops are called from C). */
int MPIR_Localcopy(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype,
                   void *recvbuf, MPI_Aint recvcount, MPI_Datatype recvtype);
/* free() of the library's own scratch buffers: they skip the heap's use-after-free quarantine
   (no program pointer reaches them), so a repeated collective reuses the same bytes. */
void __mpisim_free_scratch(void *p);
/* nblocks MPIR_Localcopy calls in one: block i is count elements of datatype at
   (char *)typed + displs[i] * extent and count * size bytes at (char *)packed + i * count * size;
   unpack == 0 copies typed to packed, else packed to typed. Every block is copied; the result is
   the first error. (MPICH moves such blocks through an indexed-block datatype.) */
int MPIR_Localcopy_blocks(void *typed, const int *displs, int nblocks, MPI_Aint count, MPI_Datatype datatype,
                          void *packed, int unpack);
/* Collective algorithms whose steps run in the runtime (coll/coll_host.ts): the caller calls
   again while the answer is MPISIM_COLL_AGAIN (a step's messages completed); MPISIM_COLL_IN_C
   means the arguments are not the runtime's to handle and the C algorithm runs. */
#define MPISIM_COLL_AGAIN 0x4d534700
#define MPISIM_COLL_IN_C 0x4d534701
int __mpisim_alltoall_brucks(const void *sendbuf, MPI_Aint sendcount, MPI_Datatype sendtype, void *recvbuf,
                             MPI_Aint recvcount, MPI_Datatype recvtype, MPI_Comm comm, void *tmp_buf, void *tmp_in);
/* MPIR_Allreduce_intra_recursive_doubling (algorithm 0) or _reduce_scatter_allgather (1); sendbuf
   NULL for MPI_IN_PLACE; tmp_buf holds count elements. */
int __mpisim_allreduce(const void *sendbuf, void *recvbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op,
                       MPI_Comm comm, void *tmp_buf, int algorithm);
int MPIR_Reduce_local(const void *inbuf, void *inoutbuf, MPI_Aint count, MPI_Datatype datatype, MPI_Op op);
int MPIR_Op_is_commutative(MPI_Op op);
/* Extent and true lower bound / true extent of a datatype (for temporary buffers). */
MPI_Aint MPIR_Datatype_get_extent(MPI_Datatype datatype);
void MPIR_Type_get_true_extent(MPI_Datatype datatype, MPI_Aint *true_lb, MPI_Aint *true_extent);

/* Facts about a communicator, local to the calling process. */
int MPIR_Comm_rank(MPI_Comm comm);
int MPIR_Comm_size(MPI_Comm comm);            /* local group size */
int MPIR_Comm_remote_size(MPI_Comm comm);     /* 0 for intracommunicators */
int MPIR_Comm_is_inter(MPI_Comm comm);
/* The intracommunicator of an intercommunicator's local group (context id recvctx|8), created on first use. */
MPI_Comm MPIR_Comm_local_comm(MPI_Comm comm);

/* Entering and leaving a user-level collective: validates the arguments and checks that
   every rank makes the same call with matching root/counts (the runtime sees all ranks).
   Returns MPI_SUCCESS or an MPI error code (already formatted for the error handler). */
int MPIR_Coll_enter(const char *fname, MPI_Comm comm, int root, MPI_Aint count, MPI_Datatype datatype, MPI_Op op);
/* Reports err through the communicator's error handler (abort or return), as MPICH does.
   Returns the error code when the handler returns. */
int MPIR_Err_return_comm(MPI_Comm comm, const char *fname, int err);
/* MPIR_Err_return_comm(comm, "<name>_c", MPI_ERR_COUNT) of a large-count binding (large_count.c). */
int MPII_count_error(MPI_Comm comm, const char *name);

#endif
