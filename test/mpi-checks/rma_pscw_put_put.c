/* Rank 1 exposes its window to ranks 0 and 2 in one post-wait epoch and both put into the same
 * int: one origin's MPI_Win_complete orders nothing for the other's accesses, so rank 1 prints
 * either value. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[2] = {0}, mine, peers[2] = {0, 2}, one = 1;
  MPI_Win win;
  MPI_Group world, group;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  mine = rank + 1;
  MPI_Comm_group(MPI_COMM_WORLD, &world);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  if (rank == 1) {
    MPI_Group_incl(world, 2, peers, &group);
    MPI_Win_post(group, 0, win);
    MPI_Win_wait(win);
    printf("winbuf[0] = %d\n", winbuf[0]);
  } else {
    MPI_Group_incl(world, 1, &one, &group);
    MPI_Win_start(group, 0, win);
    MPI_Put(&mine, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_complete(win);
  }
  MPI_Group_free(&group);
  MPI_Group_free(&world);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
