// The exit status is main's return value (3); output before it is flushed normally.
#include <stdio.h>

static int work(int n) {
    int s = 0;
    for (int i = 1; i <= n; i++) s += i;
    return s;
}

int main(void) {
    printf("working: %d\n", work(100));
    printf("partial line without newline, then return 3");
    return 3;
}
