// rand/srand: glibc's exact sequences (the default seed 1, srand(0) == srand(1), other
// seeds, reseeding repeats), RAND_MAX, common scaling idioms, a shuffle.
#include <stdio.h>
#include <stdlib.h>

static void first(const char *label, int n) {
    printf("%s:", label);
    for (int i = 0; i < n; i++) printf(" %d", rand());
    printf("\n");
}

int main(void) {
    printf("RAND_MAX=%d\n", RAND_MAX);
    first("default seed", 12);
    srand(1);
    first("srand(1)", 12);
    srand(0);
    first("srand(0)", 6);
    srand(42);
    first("srand(42)", 12);
    srand(42);
    first("srand(42) again", 4);
    srand(123456789u);
    first("srand(123456789)", 8);
    srand(4294967295u);
    first("srand(UINT_MAX)", 8);

    srand(7);
    int hist[10] = {0};
    long long sum = 0;
    for (int i = 0; i < 100000; i++) {
        int r = rand();
        sum += r;
        hist[r % 10]++;
    }
    printf("sum of 100000 = %lld\n", sum);
    for (int i = 0; i < 10; i++) printf("%d ", hist[i]);
    printf("\n");

    srand(2024);
    int dice[6] = {0};
    for (int i = 0; i < 6000; i++) dice[rand() % 6]++;
    for (int i = 0; i < 6; i++) printf("face %d: %d\n", i + 1, dice[i]);
    double u = 0;
    for (int i = 0; i < 1000; i++) u += (double)rand() / ((double)RAND_MAX + 1.0);
    printf("mean uniform = %.10f\n", u / 1000);

    int deck[20];
    for (int i = 0; i < 20; i++) deck[i] = i;
    srand(99);
    for (int i = 19; i > 0; i--) {
        int j = rand() % (i + 1);
        int t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    for (int i = 0; i < 20; i++) printf("%d ", deck[i]);
    printf("\n");

    /* Many reseedings: the state is fully reset each time. */
    long long mix = 0;
    for (unsigned s = 0; s < 300; s += 7) {
        srand(s);
        int a = rand();
        int b = rand();
        mix = mix * 31 + (a ^ b);
        mix %= 1000000007LL;
    }
    printf("reseed mix = %lld\n", mix);
    return 0;
}
