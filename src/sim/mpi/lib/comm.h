/* comm.h -- what the communicator constructors (comm.c) share with the other files of the
   library that make communicators (dynamic.c, rma.c): the runtime's hooks and MPICH's helpers. */
#ifndef MPISIM_COMM_H
#define MPISIM_COMM_H
#include <mpi.h>
#include <mpisim_mpi.h>
#include <stdint.h>

/* Runtime hooks (src/sim/mpi/runtime.ts). */
int __mpisim_mask_words(void);
int __mpisim_gcn_begin(MPI_Comm comm, int tag, int ignore_id);
int __mpisim_gcn_end(int gcn);
int __mpisim_gcn_yield(void);
int __mpisim_gcn_copy_mask(uint32_t *buf, int gcn);
int __mpisim_gcn_allocate(uint32_t *buf, int gcn, int ignore_id, const char *fname);
int __mpisim_mask_free_count(void);
int __mpisim_mask_capacity(void);
int __mpisim_free_contextid(int ctx);
MPI_Comm __mpisim_comm_create(MPI_Comm parent, int kind, int ctx, int recvctx, const int *members, int n, int myrank,
                              const int *remote, int rn, const char *fname, int flags);
int __mpisim_comm_processes(MPI_Comm comm, int remote, int *out);
int __mpisim_my_process(void);
int __mpisim_process_rank_in(MPI_Comm comm, int process);
int __mpisim_node_of(int process);
int __mpisim_comm_contextid(MPI_Comm comm);
int __mpisim_comm_recvcontextid(MPI_Comm comm);
int __mpisim_comm_is_low_group(MPI_Comm comm);
int __mpisim_group_members(MPI_Group group, int *out);
int __mpisim_check_comm(MPI_Comm comm, const char *fname);
int __mpisim_check_comm_free(MPI_Comm *comm);
int __mpisim_comm_apply_hints(MPI_Comm comm, MPI_Info info);
int __mpisim_comm_release(MPI_Comm comm);
int __mpisim_comm_unmatched(MPI_Comm comm);
int __mpisim_error(MPI_Comm comm, const char *fname, int errclass, const char *msg);

#define MPISIM_INTER 1
#define MPISIM_REMOTE_PROCS 1
#define MPISIM_INTERNAL 4
#define MPISIM_LOW_GROUP 8
#define MPISIM_MEMBER_PROCS 16
#define MPIR_TAG_COLL_BIT (1 << 27)

/* Defined in comm.c. */
int MPII_Bcast_binomial(void *buf, int count, MPI_Datatype dt, int root, MPI_Comm comm);
int MPIR_Get_contextid_sparse(MPI_Comm comm, int *context_id, int ignore_id, const char *fname);
int *MPII_iota(int n);
int MPII_Intercomm_create_impl(MPI_Comm local_comm, int local_leader, MPI_Comm peer_comm, int remote_leader, int tag,
                                      MPI_Comm *newintercomm, const char *fname);

#endif
