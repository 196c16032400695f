/* getopt_long as glibc does it: argument permutation, optional and required arguments,
 * abbreviations, flags, and its messages on stderr for bad options. */
// realc-program-args: in.txt -v --size=12 -n3 --verb -o out.txt middle --flag --level -x --name --sizzle -- -z last
#include <stdio.h>
#include <stdlib.h>
#include <getopt.h>

int main(int argc, char **argv)
{
  int flag = 0, c, k, idx;
  static struct option longopts[] = {
    { "size", required_argument, NULL, 's' },
    { "sizes", required_argument, NULL, 'S' },
    { "verbose", no_argument, NULL, 'v' },
    { "level", optional_argument, NULL, 'l' },
    { "flag", no_argument, NULL, 'F' },
    { "name", required_argument, NULL, 'N' },
    { NULL, 0, NULL, 0 }
  };
  longopts[4].flag = &flag;
  longopts[4].val = 42;
  while ((c = getopt_long(argc, argv, "vn:o:l::", longopts, &idx)) != -1) {
    printf("c=%d (%c) optind=%d optarg=%s optopt=%d\n", c, c > 32 ? c : '.', optind, optarg ? optarg : "(null)", optopt);
  }
  printf("flag=%d optind=%d\n", flag, optind);
  for (k = 0; k < argc; k++) printf("argv[%d]=%s\n", k, argv[k]);
  optind = 0;
  while ((c = getopt(argc, argv, "+vq")) != -1) printf("again %c\n", c);
  printf("optind=%d\n", optind);
  return 0;
}
