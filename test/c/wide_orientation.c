/* Stream orientation as glibc fixes it: fwide, the first byte or wide call, and what each kind
   of call does on a stream of the other kind (no errno: byte output refused or, for fputc once
   wide output ran, lost; byte input at its end; fputwc/fputws/fwprintf refused on a byte stream
   but putwc/putwchar written), the pushed-back characters crossing over, freopen's reset, and
   stdout made wide by wprintf (its reports go to stderr). */
#include <stdio.h>
#include <wchar.h>
#include <errno.h>
#include <unistd.h>

static FILE *f;
#define P(e) do { errno = 0; long long v_ = (long long)(e); int en_ = errno; fprintf(out, "%s = %lld errno %d fwide %d eof %d err %d\n", #e, v_, en_, fwide(f, 0), feof(f), ferror(f)); } while (0)

static FILE *out;

static void dump(const char *name)
{
  FILE *d = fopen(name, "rb");
  int c;
  printf("%s: [", name);
  while ((c = fgetc(d)) != EOF) putchar(c);
  printf("]\n");
  fclose(d);
}

int main(void)
{
  out = stdout;
  f = fopen("wide_orientation.tmp1", "w");
  P(fwide(f, 0));
  P(fputwc(L'W', f));
  P(fputc('c', f));
  P(putc('d', f));
  P(fputs("str", f));
  P(fprintf(f, "pf%d", 1));
  P(fwrite("wr", 1, 2, f));
  P(fputws(L"WS", f));
  P(fwprintf(f, L"<%d %ls %s>", 5, L"wide", "narrow"));
  P(fflush(f));
  P(fputc('g', f));
  P(putwc(L'h', f));
  P(fwide(f, -1));
  fclose(f);
  dump("wide_orientation.tmp1");

  f = fopen("wide_orientation.tmp2", "w");
  P(fputc('a', f));
  P(fputwc(L'W', f));
  P(fputws(L"WS", f));
  P(fwprintf(f, L"w%d", 2));
  P(putwc(L'p', f));
  P(fwide(f, 1));
  fputs("end", f);
  fclose(f);
  dump("wide_orientation.tmp2");

  f = fopen("wide_orientation.tmp3", "w");
  P(fwide(f, 5));
  P(fputc('x', f));
  P(fprintf(f, "y"));
  f = freopen("wide_orientation.tmp3", "a", f);
  P(fwide(f, 0));
  P(fprintf(f, "z"));
  fclose(f);
  dump("wide_orientation.tmp3");

  f = fopen("wide_orientation.tmp4", "w");
  P(fwide(f, -7));
  P(fputwc(L'q', f));
  fclose(f);
  dump("wide_orientation.tmp4");

  f = fopen("wide_orientation.tmp5", "w");
  fputs("abcdef\n", f);
  fclose(f);
  f = fopen("wide_orientation.tmp5", "r");
  P(fgetc(f));
  P(fgetwc(f));
  P(ungetwc(L'Z', f));
  P(fgetc(f));
  P(fgetc(f));
  fclose(f);
  f = fopen("wide_orientation.tmp5", "r");
  P(fgetwc(f));
  P(fgetc(f));
  char b[10];
  P(fgets(b, 10, f) != NULL);
  int x = 0;
  P(fscanf(f, "%c", (char *)&x));
  P(fread(b, 1, 2, f));
  P(ungetc('Q', f));
  P(fgetc(f));
  P(fgetwc(f));
  P(fgetwc(f));
  P(getc(f));
  P(fgetwc(f));
  fclose(f);
  f = fopen("wide_orientation.tmp5", "r");
  P(ungetwc(L'u', f));
  P(fgetc(f));
  P(fgetwc(f));
  P(fgetwc(f));
  fclose(f);
  f = fopen("wide_orientation.tmp5", "r");
  wchar_t line[10];
  P(fgetws(line, 10, f) != NULL);
  P(fgetwc(f));
  fclose(f);
  for (int k = 1; k <= 5; k++) {
    char name[32];
    snprintf(name, sizeof name, "wide_orientation.tmp%d", k);
    unlink(name);
  }

  f = stderr;
  P(fwide(stderr, 0));
  f = stdin;
  P(fwide(stdin, 0));
  f = stdout;
  P(fwide(stdout, 0));
  fflush(stdout);
  out = stderr;
  f = fopen("/dev/null", "r");
  fclose(f);
  f = stdout;
  return 0;
}
