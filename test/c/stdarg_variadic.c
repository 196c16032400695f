// Variadic user functions with stdarg.h: int and double arguments (float and char
// promoted), sentinel-terminated lists, va_copy, va_list passed on to vprintf,
// vsnprintf, vfprintf and to another user function.
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

static int sum_ints(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double average(int count, ...) {
    va_list ap;
    va_start(ap, count);
    double s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, double);
    va_end(ap);
    return count ? s / count : 0;
}

static long long sum_mixed(const char *types, ...) {
    va_list ap;
    va_start(ap, types);
    long long total = 0;
    for (const char *t = types; *t; t++) {
        switch (*t) {
        case 'i': total += va_arg(ap, int); break;
        case 'l': total += va_arg(ap, long); break;
        case 'L': total += va_arg(ap, long long); break;
        case 'u': total += va_arg(ap, unsigned); break;
        case 'c': total += (char)va_arg(ap, int); break; /* char is promoted to int */
        case 'd': total += (long long)(va_arg(ap, double) * 100); break; /* float promoted to double */
        case 's': total += (long long)strlen(va_arg(ap, const char *)); break;
        case 'p': total += *va_arg(ap, int *); break;
        }
    }
    va_end(ap);
    return total;
}

static int count_until_null(const char *first, ...) {
    va_list ap;
    int n = 0;
    va_start(ap, first);
    for (const char *s = first; s; s = va_arg(ap, const char *)) n++;
    va_end(ap);
    return n;
}

static void log_msg(const char *level, const char *fmt, ...) {
    va_list ap;
    printf("[%s] ", level);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
}

static int format_into(char *buf, size_t size, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, size, fmt, ap);
    va_end(ap);
    return n;
}

static void twice(const char *fmt, ...) {
    va_list ap, copy;
    va_start(ap, fmt);
    va_copy(copy, ap);
    vprintf(fmt, ap);
    vprintf(fmt, copy);
    va_end(copy);
    va_end(ap);
}

static int vmax(int n, va_list ap) {
    int best = va_arg(ap, int);
    for (int i = 1; i < n; i++) {
        int v = va_arg(ap, int);
        if (v > best) best = v;
    }
    return best;
}

static int max_of(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int m = vmax(n, ap);
    va_end(ap);
    return m;
}

static void err_printf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
}

static char *join(char *out, const char *sep, ...) {
    va_list ap;
    va_start(ap, sep);
    out[0] = '\0';
    const char *s;
    int first = 1;
    while ((s = va_arg(ap, const char *)) != NULL) {
        if (!first) strcat(out, sep);
        strcat(out, s);
        first = 0;
    }
    va_end(ap);
    return out;
}

int main(void) {
    printf("sum_ints: %d %d %d\n", sum_ints(0), sum_ints(3, 1, 2, 3), sum_ints(6, -1, -2, 100, 200, 7, 8));
    float f = 2.5f;
    printf("average: %.4f %.4f\n", average(3, 1.0, 2.0, 4.0), average(4, (double)f, 0.25, 1e3, -3.0));
    char ch = 'A';
    short sh = -300;
    int val = 77;
    printf("sum_mixed: %lld\n", sum_mixed("ilLucdsp", 1, 2L, 3000000000000LL, 4u, ch, 1.25f, "hello", &val));
    printf("sum_mixed short: %lld\n", sum_mixed("ii", sh, (unsigned char)250));
    printf("count_until_null: %d %d\n", count_until_null("a", "b", "c", (char *)NULL), count_until_null(NULL));
    log_msg("info", "started %s with %d workers", "sim", 4);
    log_msg("warn", "ratio %.3f exceeds %g%%", 1.23456, 99.5);
    log_msg("plain", "no arguments");
    char buf[16];
    int n = format_into(buf, sizeof buf, "%s-%05d-%x", "key", 42, 48879);
    printf("format_into: %d [%s]\n", n, buf);
    n = format_into(buf, 8, "%d%d%d", 123, 456, 789);
    printf("truncated: %d [%s]\n", n, buf);
    twice("twice %d %s|", 5, "x");
    printf("\n");
    printf("max_of: %d %d\n", max_of(4, 3, 9, -2, 7), max_of(1, -5));
    err_printf("vfprintf %c%c %lu\n", 'o', 'k', 123456789012UL);
    char out[64];
    printf("join: %s\n", join(out, ", ", "red", "green", "blue", (char *)NULL));
    printf("join one: %s\n", join(out, "+", "solo", (char *)NULL));
    printf("many doubles and ints interleaved: %d %.1f %d %.1f %d %.1f %d %.1f %d %.1f %d %.1f %d %.1f %d %.1f %d\n",
           1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9);
    return 0;
}
