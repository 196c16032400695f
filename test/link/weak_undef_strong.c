/* A strong reference to the same names: undefined, as ld says, though weak_undef.c's are not. */
int hook_fn(int);
extern int hook_var;
int use_hooks(void)
{
  return hook_fn(2) + hook_var;
}
