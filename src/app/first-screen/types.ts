/**
 * What src/app/first-screen/render.tsx renders at build time for index.html:
 * - `frame`: the site frame as a visitor who is not signed in sees it before anything has loaded
 *   (header and an empty main). Every path gets it.
 * - `pages`: the head of pages whose first screen is fixed words. An inline script puts one into
 *   main when the address is that page's and none of `unlessParams` is in the query (those
 *   parameters change the head, e.g. a category adds its name under the title).
 */
export interface FirstScreenPage {
  path: string;
  unlessParams: string[];
  html: string;
}
export interface FirstScreen {
  frame: string;
  pages: FirstScreenPage[];
}
