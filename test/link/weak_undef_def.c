int hook_fn(int x) { return x + 41; }
int hook_pragma(void) { return 7; }
int hook_var = 5;
