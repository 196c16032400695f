/* Where glibc's stdio buffering shows: what another descriptor sees before and after fflush,
 * whole 4096-byte blocks written as the buffer fills, streams flushed at exit. */
#include <stdio.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>

static long size_of(const char *p) {
  struct stat st;
  if (stat(p, &st) != 0) return -1;
  return (long)st.st_size;
}

int main(void) {
  FILE *f = fopen("buf.txt", "w");
  fprintf(f, "not yet\n");
  printf("before fflush: %ld\n", size_of("buf.txt"));
  fflush(f);
  printf("after fflush: %ld\n", size_of("buf.txt"));
  for (int i = 0; i < 500; i++) fprintf(f, "line %04d\n", i);
  printf("after 5000 more bytes: %ld (ftell %ld)\n", size_of("buf.txt"), ftell(f));
  char big[10000];
  for (int i = 0; i < 10000; i++) big[i] = 'a' + i % 26;
  fwrite(big, 1, sizeof big, f);
  printf("after a 10000-byte fwrite: %ld (ftell %ld)\n", size_of("buf.txt"), ftell(f));
  fseek(f, 0, SEEK_SET);
  printf("after fseek: %ld\n", size_of("buf.txt"));
  fputs("NOT", f);
  fclose(f);
  printf("after fclose: %ld\n", size_of("buf.txt"));

  int fd = open("buf.txt", O_RDONLY);
  FILE *r = fdopen(fd, "r");
  char line[64];
  fgets(line, sizeof line, r);
  printf("first line %s", line);
  printf("descriptor offset after one fgets: %ld, ftell %ld\n", (long)lseek(fd, 0, SEEK_CUR), ftell(r));
  fclose(r);

  FILE *w = fopen("wplus.txt", "w+");
  fputs("abc\ndef\n", w);
  fseek(w, 0, SEEK_SET);
  printf("w+ read back: %s", fgets(line, sizeof line, w));
  fseek(w, 0, SEEK_CUR);
  fputs("XYZ\n", w);
  fclose(w);

  FILE *u = fopen("unbuffered.txt", "w");
  setvbuf(u, NULL, _IONBF, 0);
  fputs("now", u);
  printf("unbuffered: %ld\n", size_of("unbuffered.txt"));
  FILE *l = fopen("linebuf.txt", "w");
  setvbuf(l, NULL, _IOLBF, 0);
  fputs("partial", l);
  printf("line buffered, no newline: %ld\n", size_of("linebuf.txt"));
  fputs(" done\n", l);
  printf("line buffered, newline: %ld\n", size_of("linebuf.txt"));

  FILE *left = fopen("left_open.txt", "w");
  fprintf(left, "written at exit\n");
  return 0;
}
