int nowhere(int);
int unused(int x) { return nowhere(x); }
/* Also defines what main.c's own file would clash with, were it linked. */
int calls = 7;
