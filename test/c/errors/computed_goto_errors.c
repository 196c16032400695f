// Computed goto misused: an integer target, and a label taken but never defined.
#include <stdio.h>

int main(void)
{
    int i = 0;
    goto *i;
    void *p =
        &&nowhere;
    goto *p;
    puts("RAN");
    return 0;
}
