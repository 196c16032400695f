/* References that nothing defines, in several functions and lines, and a duplicate too. */
extern int missing_data;
int missing_fn(int);
int present(int);
int both = 1;

static int helper(void)
{
    return missing_fn(1);
}

int main(void)
{
    int a = missing_fn(2);
    a += present(a) + missing_data;
    a += missing_fn(3) + missing_data;
    return a + helper();
}
