// C sources and headers shipped with mpisim are imported as text: esbuild's text loader for
// dist/, a generated CommonJS module beside each file for out/ (scripts/build.mjs).
declare module '*.h' {
  const text: string;
  export default text;
}
declare module '*.c' {
  const text: string;
  export default text;
}
