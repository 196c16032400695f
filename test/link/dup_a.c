/* Definitions that collide with dup_b.c's: ld reports every one. */
int x = 1;
int t;
static int s = 1;

int f(void)
{
    return 1;
}

int g(void) { return x + s + t; }
