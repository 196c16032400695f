extern int x;
static int s = 2;
int t;

int x = 2;

int
f(void)
{
    return 2;
}

static int g(void) { return 0; }

int main(void)
{
    return f() + g() + x + s + t;
}
