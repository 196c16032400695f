/* The archive twin of the shared library: -lgcounter finds the .so first, -static the .a. */
int counter = 20;
int program_value(void);
int foo(int x) { return x + counter + program_value(); }
