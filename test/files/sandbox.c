/* Opens each argument: r:PATH to read (prints its first line), w:PATH to write a line. */
#include <stdio.h>
#include <errno.h>
#include <string.h>
int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    const char *mode = argv[i][0] == 'w' ? "w" : "r";
    errno = 0;
    FILE *f = fopen(argv[i] + 2, mode);
    int e = errno;
    printf("%s %s: %s errno %d\n", mode, argv[i] + 2, f ? "opened" : strerror(e), e);
    if (!f) continue;
    char line[256] = "";
    if (*mode == 'w') fputs("written\n", f);
    else if (fgets(line, sizeof line, f)) printf("  first line: %s", line);
    fclose(f);
  }
  return 0;
}
