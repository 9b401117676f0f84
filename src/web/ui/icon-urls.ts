/** Icon files by name; webpack emits each file and gives its address under /v3/dist/. */
export const ICON_URLS = {
  externalLink: new URL('./icons/external-link.svg', import.meta.url).href,
} as const;
