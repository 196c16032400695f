/* A call of a function nobody declares or defines: gcc's warning when it compiles, then ld's
   undefined reference, both printed. */
#include <stdio.h>

int main(void)
{
    printf("%d\n", compute(2));
    return 0;
}
