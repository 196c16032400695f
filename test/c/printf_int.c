// The printf family with integer, character, string and %% conversions: every flag,
// width and precision (also given by *), length modifiers, snprintf truncation and
// return values, sprintf, fprintf to stdout/stderr, puts/putchar/fputs.
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <stddef.h>
#include <limits.h>

int main(void) {
    int vals[] = {0, 1, -1, 42, -42, 123456, INT_MAX, INT_MIN};
    const char *fmts[] = {"%d", "%i", "%5d", "%-5d|", "%05d", "%+d", "% d", "%+5d", "%-+6d|", "%.3d", "%8.3d",
                          "%-8.3d|", "%08.3d", "%.0d", "%x", "%X", "%#x", "%#X", "%o", "%#o", "%u", "%#.5x",
                          "%+.0d", "% 05d", "%#08x", "%-#10o|"};
    for (size_t f = 0; f < sizeof fmts / sizeof fmts[0]; f++) {
        printf("%-8s:", fmts[f]);
        for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++) {
            printf(" [");
            printf(fmts[f], vals[i]);
            printf("]");
        }
        printf("\n");
    }
    printf("widths via *: [%*d] [%-*d] [%.*d] [%*.*d] [%*d]\n", 6, 42, 6, 42, 4, 42, 8, 5, -42, -6, 7);
    printf("negative precision via * is ignored: [%.*d]\n", -3, 5);
    printf("length: %hd %hu %hhd %hhu %ld %lu %lld %llu\n", (short)-12345, (unsigned short)54321, (signed char)-100,
           (unsigned char)200, -1234567890123L, 18446744073709551615UL, -9223372036854775807LL - 1,
           18446744073709551615ULL);
    printf("truncated by h: %hd %hhd %hu %hhx\n", 70000, 300, -1, 0x1234);
    printf("size_t/ptrdiff_t/intmax_t: %zu %zd %td %jd %ju\n", (size_t)123, (ptrdiff_t)-5, (ptrdiff_t)77,
           (intmax_t)-9000000000LL, (uintmax_t)9000000000ULL);
    printf("long hex/oct: %lx %lX %lo %#lx\n", 0xdeadbeefcafeL, 0xdeadbeefcafeL, 0777777777777L, 255L);
    printf("chars: [%c] [%3c] [%-3c] [%c%c%c] [%c]\n", 'A', 'b', 'c', 'x', 'y', 'z', 65 + 256);
    const char *s = "hello";
    printf("strings: [%s] [%10s] [%-10s] [%.3s] [%10.2s] [%-10.4s] [%.0s] [%.10s] [%*.*s]\n", s, s, s, s, s, s, s, s,
           7, 2, s);
    printf("empty: [%s] [%5s] [%.5s]\n", "", "", "");
    printf("percent: %% 100%%%%\n");
    char buf[64];
    int n = sprintf(buf, "%d-%s-%c-%x", 12, "ab", 'z', 255);
    printf("sprintf returned %d: %s\n", n, buf);
    char small[8];
    n = snprintf(small, sizeof small, "%s", "abcdefghijkl");
    printf("snprintf returned %d: [%s] len %zu\n", n, small, strlen(small));
    n = snprintf(small, sizeof small, "%d", 1234567);
    printf("snprintf exact fit returned %d: [%s]\n", n, small);
    n = snprintf(NULL, 0, "%d %s %f", 123456, "measure", 3.5);
    printf("snprintf(NULL,0) returned %d\n", n);
    n = snprintf(small, 1, "xyz");
    printf("snprintf size 1 returned %d: [%s]\n", n, small);
    char big[256];
    int off = 0;
    for (int i = 0; i < 10; i++) off += snprintf(big + off, sizeof big - (size_t)off, "%d,", i * i);
    printf("appended: %s (%d)\n", big, off);
    int count1 = 0, count2 = 0;
    printf("counting%n chars: %d%n\n", &count1, 12345, &count2);
    printf("count1=%d count2=%d\n", count1, count2);
    n = printf("printf returns the count\n");
    printf("that was %d\n", n);
    fprintf(stdout, "fprintf to stdout %d\n", 7);
    fprintf(stderr, "fprintf to stderr %d\n", 8);
    puts("puts adds a newline");
    fputs("fputs does not\n", stdout);
    putchar('p');
    putchar('\n');
    fputc('q', stdout);
    putc('\n', stdout);
    fputs("to stderr\n", stderr);
    printf("%s %d %s %d\n", "mixed", 1, "args", 2);
    printf("%5s|%-5s|%05d|%-5d|%5.1s\n", "ab", "ab", -12, -12, "xyz");
    printf("%c%c%c%c%c\n", 'H', 'e', 'l', 'l', 'o');
    fflush(stdout);
    return 0;
}
