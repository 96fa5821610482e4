// The home page's carousel (spec 000 §2, §3): what pages may use.
export { default as Carousel } from "./Carousel.tsx";
export { bannerAction, bannerImage, useTypeFor, BANNER_SIZE, type BannerAction, type UseType } from "./banner.ts";
