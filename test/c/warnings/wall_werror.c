/* options: -Wall -Werror -Wno-unused-label */
/* -Werror turns every warning shown into an error, named by its option (-Werror=x), gcc's
   default ones too; -Wno-x hides a warning, and cc1 closes with its line. */
#include <stdlib.h>

int main(void)
{
  int unused;
  int *p = malloc(4);
  char *c = p;
  int set;
  set = 1;
skipped:
  if (p = 0)
    return 1;
  free(c);
  return 0;
}
