/* Functions C11 removed (gets) and misspelled ones, with and without the header that declares the right one. */
#include <stdio.h>
#include <string.h>
struct handlers { int (*on_event)(int); };
static int onEvent(int e) { return e; }
int main(void)
{
  char b[10];
  int (*callback)(int) = onEvent;
  struct handlers h = { onEvent };
  gets(b);
  int n = strln(b) + prinf("x") + itoa(5) + callbak(1) + on_event(2) + onevent(3) + _strlen(b);
  return n + h.on_event(0) + callback(0);
}
