// Types for the custom client directive registered in astro.config.mjs.
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the first pointerdown, keydown, touchstart or focusin anywhere on the page. */
    "client:interact"?: boolean;
  }
}
