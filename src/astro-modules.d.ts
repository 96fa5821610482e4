// For a plain `tsc --noEmit` only: it cannot read .astro files, and a feature exports its Astro components (from
// index.ts, or server.ts when islands import the index) because pages import a feature only through those.
// `astro check` resolves .astro imports itself, so this wildcard never applies there.
declare module "*.astro" {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
