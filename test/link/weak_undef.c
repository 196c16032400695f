/* Weak references to names that may be defined nowhere: ld makes them 0 instead of an error. */
#include <stdio.h>
extern int hook_fn(int) __attribute__((weak));
#pragma weak hook_pragma
int hook_pragma(void);
extern int hook_var __attribute__((weak));
static int (*saved)(int) = hook_fn;
int main(void)
{
  printf("%d %d %d %d\n", &hook_fn == NULL, hook_pragma == 0, &hook_var == NULL, saved == NULL);
  if (hook_fn) printf("hook_fn %d\n", hook_fn(1));
  if (hook_pragma) printf("hook_pragma %d\n", hook_pragma());
  if (&hook_var) printf("hook_var %d\n", hook_var);
  return 0;
}
