// What other parts of the site may use of the red-envelope feature (spec 001 §3, §4).
export { default as RedEnvelope } from "./RedEnvelope.tsx";
