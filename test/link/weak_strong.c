/* Strong definitions of names the library defines weakly: they win, without a multiple definition. */
int PFoo(int x) { return x + 100; }
const char *hook(void) { return "the program's hook"; }
