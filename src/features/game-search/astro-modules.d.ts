// For a plain `tsc --noEmit` only: it cannot read .astro files, and this feature's index.ts exports two Astro
// components (pages may import a feature only through its index). `astro check` resolves .astro imports itself,
// so this wildcard never applies there.
declare module "*.astro" {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
