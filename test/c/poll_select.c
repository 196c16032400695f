/* <poll.h> and <sys/select.h> (through <sys/time.h>, as glibc has it) on a regular file the
   program opened, stdout and stderr (asked only whether they write: whether they read depends
   on what the launcher made them): the events ready, POLLNVAL and EBADF for a closed
   descriptor, a negative descriptor skipped, and timeouts with nothing ready, which pass. */
#include <poll.h>
#include <sys/time.h>
#include <sys/types.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdio.h>
#include <errno.h>

int main(void)
{
  const char *name = "poll_select.tmp";
  int fd = open(name, O_RDWR | O_CREAT | O_TRUNC, 0644);
  int ro = open(name, O_RDONLY);
  struct pollfd p[5] = {
    { fd, POLLIN | POLLOUT | POLLPRI, -1 }, { ro, POLLIN | POLLOUT | POLLRDNORM, -1 }, { 1, POLLOUT, -1 },
    { 99, POLLIN, -1 }, { -5, POLLIN, -1 },
  };
  int n = poll(p, 5, 0);
  printf("poll %d:", n);
  for (int k = 0; k < 5; k++) printf(" %#x", (unsigned)(unsigned short)p[k].revents);
  struct timeval t0, t1;
  gettimeofday(&t0, NULL);
  n = poll(NULL, 0, 20);
  gettimeofday(&t1, NULL);
  printf("\nwait %d at least 20 ms %d\n", n, (t1.tv_sec - t0.tv_sec) * 1000000 + (t1.tv_usec - t0.tv_usec) >= 20000);
  struct pollfd none = { -1, POLLIN, 0 };
  printf("negative only %d %d\n", poll(&none, 1, 5), none.revents);

  fd_set rd, wr, ex;
  FD_ZERO(&rd);
  FD_ZERO(&wr);
  FD_ZERO(&ex);
  FD_SET(fd, &rd);
  FD_SET(ro, &rd);
  FD_SET(1, &wr);
  FD_SET(2, &wr);
  FD_SET(ro, &wr);
  FD_SET(fd, &ex);
  int maxfd = (fd > ro ? fd : ro) + 1;
  n = select(maxfd, &rd, &wr, &ex, NULL);
  printf("select %d rd %d %d wr %d %d %d ex %d\n", n, FD_ISSET(fd, &rd), FD_ISSET(ro, &rd),
         FD_ISSET(1, &wr), FD_ISSET(2, &wr), FD_ISSET(ro, &wr), FD_ISSET(fd, &ex));
  FD_CLR(2, &wr);
  printf("clr %d size %zu setsize %d nfdbits %d\n", FD_ISSET(2, &wr), sizeof(fd_set), FD_SETSIZE, NFDBITS);
  struct timeval tv = { 0, 30000 };
  FD_ZERO(&ex);
  FD_SET(1, &ex);
  n = select(2, NULL, NULL, &ex, &tv);
  printf("timeout %d %d left %ld %ld\n", n, FD_ISSET(1, &ex), (long)tv.tv_sec, (long)tv.tv_usec);
  close(ro);
  FD_ZERO(&rd);
  FD_SET(ro, &rd);
  errno = 0;
  n = select(ro + 1, &rd, NULL, NULL, NULL);
  printf("closed %d %d\n", n, errno == EBADF);
  struct timespec ts = { 0, 1000 };
  FD_ZERO(&wr);
  FD_SET(fd, &wr);
  printf("pselect %d %d\n", pselect(fd + 1, NULL, &wr, NULL, &ts, NULL), FD_ISSET(fd, &wr));
  close(fd);
  unlink(name);
  return 0;
}
