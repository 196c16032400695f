/* options: -Wunused-variable -Werror=unused-variable -Wparentheses */
/* -Werror=x: only that warning is an error; the others stay warnings, and cc1 says some
   warnings were treated as errors. -Wunused-variable alone does not ask for set-but-unused. */
int main(int argc, char **argv)
{
  int unused;
  int set;
  int n;
  set = argc;
  if (n = argc)
    return argv[0][0];
  (void)unused;
  int other;
  while (set = n--) {
    int more;
  }
  return n;
}
