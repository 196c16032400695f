// Control flow: switch (fallthrough, default in the middle, nested, on chars and
// enums), goto (forward, backward, out of nested loops), do/while, break/continue,
// comma operator, conditional operator, short-circuit evaluation with side effects.
#include <stdio.h>

static int calls;
static int touch(int v) {
    calls++;
    return v;
}

static const char *classify(int n) {
    switch (n) {
    case 0: return "zero";
    case 1:
    case 2:
    case 3: return "small";
    default: return "other";
    case 10: return "ten";
    case -1: return "minus one";
    }
}

static int fallthrough(int n) {
    int acc = 0;
    switch (n) {
    case 5: acc += 5; /* fall through */
    case 4: acc += 4; /* fall through */
    default: acc += 100; /* fall through */
    case 3: acc += 3; break;
    case 2: acc += 2;
    }
    return acc;
}

static int duff_copy(char *to, const char *from, int count) {
    int n = (count + 3) / 4, copied = 0;
    if (count <= 0) return 0;
    switch (count % 4) {
    case 0: do { *to++ = *from++; copied++;
    case 3:      *to++ = *from++; copied++;
    case 2:      *to++ = *from++; copied++;
    case 1:      *to++ = *from++; copied++;
            } while (--n > 0);
    }
    return copied;
}

static int find_pair(int target, int *pi, int *pj) {
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 10; j++)
            if (i * j == target && i < j) {
                *pi = i;
                *pj = j;
                goto found;
            }
    return 0;
found:
    return 1;
}

static int cleanup_pattern(int fail_at) {
    int stage = 0;
    if (fail_at == 1) goto out;
    stage = 1;
    if (fail_at == 2) goto undo1;
    stage = 2;
    if (fail_at == 3) goto undo2;
    return stage * 100;
undo2:
    stage += 10;
undo1:
    stage += 20;
out:
    return -stage;
}

int main(void) {
    int tests[] = {0, 2, 3, 4, 5, 7, 10, -1, 11};
    for (int i = 0; i < 9; i++) printf("classify(%d)=%s fallthrough=%d\n", tests[i], classify(tests[i]),
                                       fallthrough(tests[i]));
    for (int k = 1; k <= 6; k++) {
        char dst[8] = {0};
        int c = duff_copy(dst, "abcdefg", k);
        printf("duff %d -> %d \"%s\"\n", k, c, dst);
    }
    const char *text = "Hello, World! 123";
    int letters = 0, digits = 0, spaces = 0, other = 0;
    for (const char *p = text; *p; p++) {
        switch (*p) {
        case ' ': spaces++; break;
        case '0': case '1': case '2': case '3': case '4':
        case '5': case '6': case '7': case '8': case '9': digits++; break;
        default:
            if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')) letters++;
            else other++;
        }
    }
    printf("letters=%d digits=%d spaces=%d other=%d\n", letters, digits, spaces, other);
    for (int a = 0; a < 3; a++) {
        switch (a) {
        case 0:
            switch (a + 1) {
            case 1: printf("nested 0/1\n"); break;
            default: printf("nested 0/default\n");
            }
            break;
        case 1: {
            int local = a * 10;
            printf("block in case, local=%d\n", local);
            break;
        }
        default: printf("default for %d\n", a);
        }
    }
    switch (3) { default: printf("only default\n"); }
    switch (4) { case 1: printf("never\n"); }

    int i, j;
    if (find_pair(24, &i, &j)) printf("pair for 24: %d*%d\n", i, j);
    if (!find_pair(97, &i, &j)) printf("no pair for 97\n");
    for (int f = 0; f <= 3; f++) printf("cleanup(%d)=%d\n", f, cleanup_pattern(f));

    int n = 0;
back:
    n++;
    if (n < 5) goto back;
    printf("goto loop n=%d\n", n);

    int k = 100;
    do {
        k -= 7;
    } while (k > 50);
    printf("do/while k=%d\n", k);
    int runs = 0;
    do runs++; while (0);
    printf("do/while(0) runs=%d\n", runs);

    int sum = 0;
    for (int x = 0; x < 20; x++) {
        if (x % 3 == 0) continue;
        if (x > 15) break;
        sum += x;
    }
    printf("sum=%d\n", sum);
    int w = 0, steps = 0;
    while (1) {
        steps++;
        if ((w += 3) > 20) break;
        if (w % 2) continue;
        w++;
    }
    printf("w=%d steps=%d\n", w, steps);
    int outer_count = 0;
    for (int a = 0; a < 5; a++) {
        for (int b = 0; b < 5; b++) {
            if (b > a) break;
            if ((a + b) % 2) continue;
            outer_count++;
        }
    }
    printf("outer_count=%d\n", outer_count);
    int x, y;
    for (x = 0, y = 10; x < y; x += 2, y--) ;
    printf("comma for: x=%d y=%d\n", x, y);
    int c = (x = 5, y = x * 2, x + y);
    printf("comma expr c=%d\n", c);
    int t = 7;
    const char *size = t < 5 ? "small" : t < 10 ? "medium" : "large";
    printf("ternary: %s %d %d\n", size, t > 5 ? t * 2 : t / 2, (t & 1 ? t : 0) + 1);
    int m = 3, mm = 9;
    *(t > 5 ? &m : &mm) = 42; /* a conditional lvalue, through pointers */
    *(t < 5 ? &m : &mm) += 1;
    printf("m=%d mm=%d\n", m, mm);
    calls = 0;
    int r1 = touch(0) && touch(1);
    int r2 = touch(1) || touch(2);
    int r3 = touch(1) && touch(0) && touch(5);
    int r4 = touch(0) || touch(0) || touch(3);
    printf("short-circuit r=%d%d%d%d calls=%d\n", r1, r2, r3, r4, calls);
    int z = 0;
    if (z++ || z++) printf("z after || = %d\n", z);
    double dd = 0.5;
    printf("double as condition: %s\n", dd ? "true" : "false");
    int *nullp = 0;
    printf("pointer as condition: %s\n", nullp ? "non-null" : "null");
    int count = 0;
    for (;;) {
        if (++count == 4) break;
    }
    printf("for(;;) count=%d\n", count);
    int nested_sum = 0;
    for (int a = 0; a < 4; a++) {
        int b = 0;
        while (b < a) {
            do {
                nested_sum += a * b;
            } while (0);
            b++;
        }
    }
    printf("nested_sum=%d\n", nested_sum);
    return 0;
}
