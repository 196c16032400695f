/* A process's stdout on a pipe is fully buffered by glibc: it reaches the pipe at fflush, as
   each 4096 bytes fill the buffer, and at exit, after the stderr lines written in between; a
   process killed by a signal loses what was pending. Run with stdout and stderr on one pipe
   (2>&1). argv[1]: "line" makes stdout line buffered first (setvbuf), "none" unbuffered,
   "abort" ends the process with abort(), "_exit" with _exit(3) (no flush, no atexit handler). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void at_exit(void) { printf("atexit handler\n"); }

int main(int argc, char **argv)
{
  const char *how = argc > 1 ? argv[1] : "";
  atexit(at_exit);
  if (strcmp(how, "line") == 0) setvbuf(stdout, NULL, _IOLBF, 0);
  if (strcmp(how, "none") == 0) setvbuf(stdout, NULL, _IONBF, 0);
  printf("stdout 1\n");
  fprintf(stderr, "stderr 1\n");
  printf("stdout 2\n");
  fflush(stdout);
  fprintf(stderr, "stderr 2 (after fflush)\n");
  /* 100 lines of 64 bytes: the buffer fills at line 64, its 4096 bytes go at once. */
  for (int k = 0; k < 100; k++) printf("bulk line %03d of 100, 64 bytes each to fill the buffer: .......\n", k);
  fprintf(stderr, "stderr 3 (after the bulk)\n");
  printf("without newline, ");
  fprintf(stderr, "stderr 4\n");
  printf("its end\n");
  if (strcmp(how, "abort") == 0) {
    fprintf(stderr, "abort\n");
    abort();
  }
  if (strcmp(how, "_exit") == 0) {
    printf("pending at _exit\n");
    _exit(3);
  }
  printf("last stdout line\n");
  return 0;
}
