// Text processing: a recursive-descent expression evaluator, word frequencies,
// run-length encoding, Caesar cipher, thousands separators, line wrapping.
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

static const char *cur;

static long expr(void);

static void skip(void) {
    while (*cur == ' ') cur++;
}

static long primary(void) {
    skip();
    if (*cur == '(') {
        cur++;
        long v = expr();
        skip();
        if (*cur == ')') cur++;
        return v;
    }
    if (*cur == '-') {
        cur++;
        return -primary();
    }
    char *end;
    long v = strtol(cur, &end, 10);
    cur = end;
    return v;
}

static long power(void) {
    long base = primary();
    skip();
    if (*cur == '^') {
        cur++;
        long e = power(); /* right associative */
        long r = 1;
        while (e-- > 0) r *= base;
        return r;
    }
    return base;
}

static long term(void) {
    long v = power();
    for (;;) {
        skip();
        char op = *cur;
        if (op != '*' && op != '/' && op != '%') return v;
        cur++;
        long r = power();
        v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
}

static long expr(void) {
    long v = term();
    for (;;) {
        skip();
        char op = *cur;
        if (op != '+' && op != '-') return v;
        cur++;
        long r = term();
        v = op == '+' ? v + r : v - r;
    }
}

static long eval(const char *s) {
    cur = s;
    return expr();
}

struct wc { char word[16]; int count; };

static int by_count(const void *a, const void *b) {
    const struct wc *x = a, *y = b;
    if (x->count != y->count) return y->count - x->count;
    return strcmp(x->word, y->word);
}

static void rle(const char *s, char *out) {
    while (*s) {
        char c = *s;
        int n = 0;
        while (*s == c) {
            s++;
            n++;
        }
        out += sprintf(out, n > 1 ? "%d%c" : "%.0d%c", n, c);
    }
    *out = '\0';
}

static void with_commas(long long v, char *out) {
    char tmp[32];
    int len = sprintf(tmp, "%lld", v < 0 ? -v : v);
    int o = 0;
    if (v < 0) out[o++] = '-';
    for (int i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0) out[o++] = ',';
        out[o++] = tmp[i];
    }
    out[o] = '\0';
}

int main(void) {
    const char *exprs[] = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-4 + 10 / 3", "100 % 7 - -3", "((((5))))",
                           "2 * (3 + 4) * (5 - 1) / 7", "-2 ^ 2", "1000000 * 1000000"};
    for (size_t i = 0; i < sizeof exprs / sizeof exprs[0]; i++) printf("%-28s = %ld\n", exprs[i], eval(exprs[i]));

    const char *text = "It was the best of times, it was the worst of times, it was the age of wisdom, "
                       "it was the age of foolishness, it was the epoch of belief";
    struct wc words[64];
    int nw = 0;
    const char *p = text;
    while (*p) {
        while (*p && !isalpha((unsigned char)*p)) p++;
        if (!*p) break;
        char w[16];
        int n = 0;
        while (isalpha((unsigned char)*p)) {
            if (n < 15) w[n++] = (char)tolower((unsigned char)*p);
            p++;
        }
        w[n] = '\0';
        int k;
        for (k = 0; k < nw; k++)
            if (strcmp(words[k].word, w) == 0) break;
        if (k == nw) {
            strcpy(words[nw].word, w);
            words[nw++].count = 0;
        }
        words[k].count++;
    }
    qsort(words, (size_t)nw, sizeof words[0], by_count);
    for (int i = 0; i < nw; i++) printf("%s:%d ", words[i].word, words[i].count);
    printf("\n");

    char out[128];
    const char *rles[] = {"aaabccddddde", "abc", "zzzzzzzzzzzz", ""};
    for (int i = 0; i < 4; i++) {
        rle(rles[i], out);
        printf("rle(%s)=%s\n", rles[i], out);
    }

    char secret[] = "Attack at Dawn! xyz";
    for (char *c = secret; *c; c++) {
        if (isupper((unsigned char)*c)) *c = (char)('A' + (*c - 'A' + 13) % 26);
        else if (islower((unsigned char)*c)) *c = (char)('a' + (*c - 'a' + 13) % 26);
    }
    printf("rot13: %s\n", secret);

    long long nums[] = {0, 999, 1000, -1234567, 9223372036854775807LL, 100000};
    for (int i = 0; i < 6; i++) {
        with_commas(nums[i], out);
        printf("%s ", out);
    }
    printf("\n");

    const char *para = "The simulator runs every rank as a thread and pauses all of them at any stop so the "
                       "message queues can be inspected";
    int col = 0;
    const char *w = para;
    while (*w) {
        const char *e = strchr(w, ' ');
        int len = e ? (int)(e - w) : (int)strlen(w);
        if (col + len > 30) {
            printf("\n");
            col = 0;
        }
        if (col) {
            putchar(' ');
            col++;
        }
        printf("%.*s", len, w);
        col += len;
        w += len;
        while (*w == ' ') w++;
    }
    printf("\n");
    return 0;
}
