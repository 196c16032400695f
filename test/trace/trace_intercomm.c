// Messages and a collective across an inter-communicator (even world ranks form one group, odd
// ranks the other): the trace defines it as an OTF2 InterComm, ranks in events address the
// remote group.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, x = 5;
  MPI_Comm local, inter;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &local);
  MPI_Intercomm_create(local, 0, MPI_COMM_WORLD, rank % 2 ? 0 : 1, 9, &inter);
  int lr; MPI_Comm_rank(local, &lr);
  if (rank % 2 == 0) MPI_Send(&x, 1, MPI_INT, lr, 3, inter);
  else { MPI_Status st; MPI_Recv(&x, 1, MPI_INT, lr, 3, inter, &st); printf("from %d\n", st.MPI_SOURCE); }
  MPI_Bcast(&x, 1, MPI_INT, rank == 0 ? MPI_ROOT : (rank % 2 ? 0 : MPI_PROC_NULL), inter);
  MPI_Comm_free(&inter);
  MPI_Comm_free(&local);
  MPI_Finalize();
  return 0;
}
