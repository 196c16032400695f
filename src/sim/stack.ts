/** Linux's default stack limit (ulimit -s: 8 MiB): a rank's stack unless the launch says otherwise. */
export const DEFAULT_STACK = 8 * 1024 * 1024;
