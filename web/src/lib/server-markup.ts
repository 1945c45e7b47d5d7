/**
 * Whether the page's first render draws over markup the server rendered (src/server, main.tsx):
 * then it must draw the same, whole, rather than build the page screen by screen.
 */
let fromServer = false;

export function markPageFromServer(): void {
  fromServer = true;
}

export function isPageFromServer(): boolean {
  return fromServer;
}
