#include <stdio.h>
int PFoo(int);
int PBar(int);
int Bar(int);
const char *hook(void);
int twice(void);
int main(void)
{
  printf("%d %d %d %s %d\n", PFoo(41), PBar(21), Bar(1), hook(), twice());
  return 0;
}
