/* An alias of a name the unit does not define: gcc refuses it. */
int foo(void) __attribute__((weak, alias("__foo")));
int main(void) { return 0; }
