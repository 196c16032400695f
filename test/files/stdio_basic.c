/* stdio on files: write, read back, seek, tell, scan, binary records, rename, remove, stat. */
#include <stdio.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

static void report(const char *what, long r) {
  int e = errno;
  printf("%s -> %ld errno %d (%s)\n", what, r, r < 0 ? e : 0, r < 0 ? strerror(e) : "-");
  errno = 0;
}

int main(void) {
  FILE *f = fopen("out.txt", "w");
  fprintf(f, "hello %d %s\n", 42, "world");
  fputs("second line\n", f);
  fputc('Z', f);
  fputc('\n', f);
  printf("ftell after writes %ld\n", ftell(f));
  fclose(f);

  f = fopen("out.txt", "r");
  char w[32], buf[128];
  int n = 0;
  int got = fscanf(f, "%31s %d", w, &n);
  printf("fscanf %d: %s %d, ftell %ld\n", got, w, n, ftell(f));
  int c = fgetc(f);
  printf("next char %d\n", c);
  printf("fgets [%s]", fgets(buf, sizeof buf, f));
  printf("ungetc %d\n", ungetc('Q', f));
  c = fgetc(f);
  printf("after ungetc fgetc %c ftell %ld\n", c, ftell(f));
  fseek(f, -2, SEEK_END);
  c = fgetc(f);
  printf("at end-2: %c ftell %ld\n", c, ftell(f));
  c = fgetc(f);
  printf("fgetc %d feof %d\n", c, feof(f));
  c = fgetc(f);
  printf("fgetc at eof %d feof %d ferror %d\n", c, feof(f), ferror(f));
  rewind(f);
  printf("after rewind feof %d\n", feof(f));
  size_t r = fread(buf, 1, sizeof buf - 1, f);
  buf[r] = 0;
  printf("fread %zu feof %d:\n%s", r, feof(f), buf);
  report("fseek before start", fseek(f, -100, SEEK_SET));
  fclose(f);

  double rec[4] = {1.5, -2.25, 3e10, 0.0};
  FILE *b = fopen("rec.bin", "wb");
  printf("fwrite %zu\n", fwrite(rec, sizeof rec[0], 4, b));
  fclose(b);
  b = fopen("rec.bin", "rb");
  double back[8];
  printf("fread %zu of 8\n", fread(back, sizeof back[0], 8, b));
  printf("%g %g %g %g\n", back[0], back[1], back[2], back[3]);
  fclose(b);

  struct stat st;
  report("stat rec.bin", stat("rec.bin", &st));
  printf("size %ld regular %d dir %d\n", (long)st.st_size, S_ISREG(st.st_mode), S_ISDIR(st.st_mode));
  report("stat missing", stat("missing.txt", &st));
  report("fopen missing", fopen("missing.txt", "r") ? 0 : -1);
  report("fopen bad mode", fopen("out.txt", "q") ? 0 : -1);
  report("fopen in missing dir", fopen("no/such/file", "w") ? 0 : -1);
  report("rename", rename("out.txt", "moved.txt"));
  report("access moved", access("moved.txt", R_OK | W_OK));
  report("access old", access("out.txt", F_OK));
  report("rename missing", rename("out.txt", "x.txt"));
  report("remove rec.bin", remove("rec.bin"));
  report("remove again", remove("rec.bin"));
  FILE *a = fopen("moved.txt", "a+");
  fputs("appended\n", a);
  rewind(a);
  printf("a+ reads from the start: %s", fgets(buf, sizeof buf, a));
  fclose(a);
  FILE *ro = fopen("moved.txt", "r");
  c = fputs("x", ro);
  printf("fputs on a read stream %d ferror %d\n", c, ferror(ro));
  clearerr(ro);
  printf("after clearerr ferror %d\n", ferror(ro));
  fclose(ro);
  FILE *x = fopen("moved.txt", "wx");
  report("fopen wx on existing", x ? 0 : -1);
  FILE *t = tmpfile();
  fputs("temporary", t);
  rewind(t);
  printf("tmpfile: %s\n", fgets(buf, sizeof buf, t));
  fclose(t);
  return 0;
}
