/* A program linked against an archive (test/differential/cc.test.ts): only the members that
   resolve an undefined symbol are pulled, one member pulls another, and a member nothing needs
   (unused.c, itself calling an undefined function) stays out of the link. */
#include <stdio.h>
int area(int w, int h);
extern int calls;

int main(void)
{
    printf("area %d\n", area(3, 4));
    printf("area %d\n", area(5, 6));
    printf("calls %d\n", calls);
    return 0;
}
