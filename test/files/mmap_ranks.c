/* Node-local data shared between ranks through MAP_SHARED mappings of one file, as on Linux where
   every mapping is a view of the same pages: rank 0 writes a file, every rank maps it, stores
   are seen by the others after a barrier, and without any MPI call (a rank spinning on a flag
   another rank sets); read() and pread() see the stores before any msync; a MAP_PRIVATE
   mapping's stores stay its own; a file grown by ftruncate while mapped; munmap, msync, and the
   file's bytes left on disk; stores by the C library and by MPI (a message received into the
   mapping). Then the same through a shm_open object. Run on 4 processes. */
#include <mpi.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>

#define LEN 10000

static int rank, size;

static void show(const char *what, const char *p, int n)
{
  printf("rank %d %s: ", rank, what);
  for (int k = 0; k < n; k++) putchar(p[k] ? p[k] : '.');
  putchar('\n');
}

/* A flag in shared memory, waited for with no MPI call: only the other process's store ends it. */
static void wait_for(volatile char *flag, char value)
{
  while (*flag != value) ;
}

int main(int argc, char **argv)
{
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  if (rank == 0) {
    int fd = open("shared.dat", O_RDWR | O_CREAT | O_TRUNC, 0644);
    char text[LEN];
    for (int k = 0; k < LEN; k++) text[k] = (char)('a' + k % 26);
    if (write(fd, text, LEN) != LEN) MPI_Abort(MPI_COMM_WORLD, 2);
    close(fd);
  }
  MPI_Barrier(MPI_COMM_WORLD);

  int fd = open("shared.dat", O_RDWR);
  char *s = mmap(NULL, LEN, PROT_READ | PROT_WRITE, rank == 3 ? MAP_PRIVATE : MAP_SHARED, fd, 0);
  if (s == MAP_FAILED) { perror("mmap"); MPI_Abort(MPI_COMM_WORLD, 1); }

  /* One rank's stores, seen by all after a barrier. */
  if (rank == 0) memcpy(s + 100, "FROM RANK 0", 11);
  MPI_Barrier(MPI_COMM_WORLD);
  show("sees", s + 100, 11);

  /* Each rank's slice of the second page: all of them are in the file and in every view, the
     private one too, which has not written that page (it would copy it when it does). */
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 3) memset(s + 4096 + 10 * rank, '0' + rank, 10);
  MPI_Barrier(MPI_COMM_WORLD);
  show("slices", s + 4096, 10 * size);

  /* A flag and an answer, with no MPI call in between. */
  if (rank == 1) {
    wait_for(s + 8000, 'G');
    s[8001] = 'A';
    show("got the flag", s + 8000, 2);
  } else if (rank == 2) {
    s[8000] = 'G';
    wait_for(s + 8001, 'A');
    show("got the answer", s + 8000, 2);
  }
  MPI_Barrier(MPI_COMM_WORLD);

  /* read() and pread() see the stores without msync; the private view's store is nowhere else. */
  if (rank == 3) memcpy(s + 200, "PRIVATE", 7);
  MPI_Barrier(MPI_COMM_WORLD);
  char buf[64] = {0};
  pread(fd, buf, 11, 100);
  show("pread", buf, 11);
  pread(fd, buf, 7, 200);
  show("pread the private bytes", buf, 7);
  show("the private bytes", s + 200, 7);
  MPI_Barrier(MPI_COMM_WORLD);

  /* write() is seen through every shared mapping. */
  if (rank == 2) pwrite(fd, "WRITTEN", 7, 300);
  MPI_Barrier(MPI_COMM_WORLD);
  show("after pwrite", s + 300, 7);

  /* Stores by the C library and by MPI: a message received into the mapping, read() into it, sprintf. */
  if (rank == 0) MPI_Send("MESSAGE", 7, MPI_CHAR, 1, 0, MPI_COMM_WORLD);
  if (rank == 1) MPI_Recv(s + 500, 7, MPI_CHAR, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  if (rank == 2) pread(fd, s + 600, 8, 100);
  if (rank == 0) sprintf(s + 700, "rank %d", rank);
  MPI_Barrier(MPI_COMM_WORLD);
  show("received", s + 500, 7);
  show("read into", s + 600, 8);
  show("printed into", s + 700, 7);
  MPI_Barrier(MPI_COMM_WORLD);

  /* msync and munmap: the stores stay in the file. */
  if (rank == 1) { memcpy(s + 400, "SYNCED", 6); printf("rank 1 msync %d\n", msync(s, LEN, MS_SYNC)); }
  MPI_Barrier(MPI_COMM_WORLD);
  printf("rank %d munmap %d\n", rank, munmap(s, LEN));
  close(fd);
  MPI_Barrier(MPI_COMM_WORLD);

  /* A file grown by ftruncate while mapped: the new page is the file's, for every rank. */
  if (rank == 0) {
    int g = open("grown.dat", O_RDWR | O_CREAT | O_TRUNC, 0644);
    ftruncate(g, 4096);
    close(g);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  int g = open("grown.dat", O_RDWR);
  char *q = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_SHARED, g, 0);
  q[rank] = 'a' + rank;
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) ftruncate(g, 8192);
  MPI_Barrier(MPI_COMM_WORLD);
  q[4096 + rank] = 'A' + rank;
  MPI_Barrier(MPI_COMM_WORLD);
  struct stat st;
  fstat(g, &st);
  printf("rank %d grown size %ld\n", rank, (long)st.st_size);
  show("grown", q, 4);
  show("grown page", q + 4096, 4);
  munmap(q, 8192);
  close(g);

  /* Collectives' results received into a mapping, each rank's on a page of its own that it
     stores nothing else into: MPI checks a buffer when the call starts and may fill it during
     the others' turns, and what it wrote is seen by every rank and is in the file. */
  if (rank == 0) {
    int c = open("coll.dat", O_RDWR | O_CREAT | O_TRUNC, 0644);
    ftruncate(c, 4096 * size);
    close(c);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  int c = open("coll.dat", O_RDWR);
  int *cp = mmap(NULL, 4096 * size, PROT_READ | PROT_WRITE, MAP_SHARED, c, 0);
  int *page = cp + 1024 * rank, mine[4];
  for (int k = 0; k < 4; k++) mine[k] = 100 * rank + k;
  MPI_Alltoall(mine, 1, MPI_INT, page, 1, MPI_INT, MPI_COMM_WORLD);
  MPI_Allgather(&rank, 1, MPI_INT, page + 8, 1, MPI_INT, MPI_COMM_WORLD);
  MPI_Allreduce(mine, page + 16, 4, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  MPI_Barrier(MPI_COMM_WORLD);
  printf("rank %d collectives:", rank);
  for (int r = 0; r < size; r++)
    for (int k = 0; k < 20; k++) if (k % 8 < size) printf(" %d", cp[1024 * r + k]);
  printf("\n");
  munmap(cp, 4096 * size);
  close(c);

  /* A shm_open object, named by rank 0. */
  char name[64];
  if (rank == 0) snprintf(name, sizeof name, "/mpisim_mmap_ranks_%ld", (long)getpid());
  MPI_Bcast(name, sizeof name, MPI_CHAR, 0, MPI_COMM_WORLD);
  int h = -1;
  if (rank == 0) {
    h = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
    ftruncate(h, 4096);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 0) h = shm_open(name, O_RDWR, 0);
  char *m = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, h, 0);
  close(h);
  m[rank] = 'p' + rank;
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) printf("rank 0 shm_unlink %d\n", shm_unlink(name));
  MPI_Barrier(MPI_COMM_WORLD);
  show("shm", m, size);
  errno = 0;
  int again = shm_open(name, O_RDWR, 0);
  printf("rank %d shm_open after unlink %d errno %d\n", rank, again, errno);
  errno = 0;
  again = shm_open("/a/b", O_RDWR, 0);
  printf("rank %d shm_open of a bad name %d errno %d\n", rank, again, errno);
  munmap(m, 4096);

  /* What read() sees of the first file once all mappings are gone. */
  if (rank == 0) {
    fd = open("shared.dat", O_RDONLY);
    pread(fd, buf, 11, 100);
    show("file", buf, 11);
    pread(fd, buf, 10 * size, 4096);
    show("file slices", buf, 10 * size);
    pread(fd, buf, 8, 400);
    show("file synced", buf, 8);
    close(fd);
  }
  MPI_Finalize();
  return 0;
}
