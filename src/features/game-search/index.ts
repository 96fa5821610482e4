// The site-wide game search (search_catalogue, our extension in src/contract/games.ts): what pages and layouts
// may use. The header's button and the home page's field are server-rendered; their island loads on first use.
// (astro-modules.d.ts lets a plain `tsc` read the .astro exports; `astro check` reads them itself.)
export { default as GameSearchButton } from "./GameSearchButton.astro";
export { default as GameSearchField } from "./GameSearchField.astro";
