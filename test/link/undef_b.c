extern int other_missing;
int both = 2;

int present(int x)
{
    return x + other_missing;
}
