/* Stand-ins for the runtime primitives, only for checking the collective library against real
   MPICH (test/unit/coll-algorithms.test.ts): never compiled into mpisim. */
#include "coll.h"

#ifdef MPISIM_COLL_FALLBACK_PRIMITIVES
/* Stand-ins for the primitives above until the runtime has them: no SMP sub-communicators
   (every communicator is "flat", so MPICH's single-node compositions are skipped: the traffic
   differs, and so may the order in which a commutative operation combines large messages at
   a non-zero root), and synchronous sends become standard sends. */
int __mpisim_comm_is_low_group(MPI_Comm comm);
MPI_Comm MPIR_Comm_node_comm(MPI_Comm comm)
{
    (void)comm;
    return MPI_COMM_NULL;
}
MPI_Comm MPIR_Comm_node_roots_comm(MPI_Comm comm)
{
    (void)comm;
    return MPI_COMM_NULL;
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
    return __mpisim_comm_is_low_group(comm);
}
MPI_Aint MPIR_Datatype_get_size(MPI_Datatype datatype)
{
    int size = 0;
    MPI_Type_size(datatype, &size);
    return size;
}
int MPIC_Ssend(const void *buf, MPI_Aint count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    return MPIC_Send(buf, count, datatype, dest, tag, comm);
}
#endif
