// mpi-np: 1 2
/* Intercommunicators whose two sides overlap: MPI_Intercomm_create with the local leader also
   the remote one in an intracommunicator peer_comm (MPI_ERR_RANK, "Local and remote leaders
   must be different processes", the binding's check), and MPI_Intercomm_create_from_groups of
   a group with itself (MPICH goes past its binding's checks: MPI_ERR_COMM from ch4's
   MPIDI_check_disjoint_gpids, "both contain process R"). Each process is its own group, so no
   process waits for a leader that failed. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
/* The class and the error stack's last line (the first prints the output pointer's address). */
static void pr(const char *what, int rc) {
  char s[MPI_MAX_ERROR_STRING], *last;
  int len, cls = -1;
  if (rc == MPI_SUCCESS) { printf("%s: MPI_SUCCESS\n", what); return; }
  MPI_Error_class(rc, &cls);
  MPI_Error_string(rc, s, &len);
  last = strrchr(s, '\n');
  printf("%s: class %d: %s\n", what, cls, last ? last + 1 : s);
}
int main(int argc, char **argv) {
  int rank;
  MPI_Comm inter = MPI_COMM_NULL;
  MPI_Group self;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
  pr("intercomm_create self, remote leader itself", MPI_Intercomm_create(MPI_COMM_SELF, 0, MPI_COMM_WORLD, rank, 7, &inter));
  printf("newintercomm is null: %d\n", inter == MPI_COMM_NULL);
  MPI_Comm_group(MPI_COMM_SELF, &self);
  pr("intercomm_create_from_groups self with self", MPI_Intercomm_create_from_groups(self, 0, self, 0, "overlap", MPI_INFO_NULL, MPI_ERRORS_RETURN, &inter));
  printf("newintercomm is null: %d\n", inter == MPI_COMM_NULL);
  MPI_Group_free(&self);
  MPI_Finalize();
  return 0;
}
