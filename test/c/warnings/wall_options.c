/* options: -Wall -Wextra -Wno-unused -Werror=format -Wno-error=parentheses */
/* Options by name win over groups: -Wno-unused hides every unused warning -Wall and -Wextra
   ask for; -Werror=format makes -Wformat's errors (-Wformat-extra-args' too); the other
   warnings stay warnings. */
#include <stdio.h>

int main(int argc, char **argv)
{
  int unused;
  int set;
  unsigned n = 3;
  set = argc;
  if (argc < n)
    printf("%s %d\n", argc, argv[0]);
  printf("%d\n", argc, argc);
  while (set = argc - 1)
    break;
  return 0;
}
