/** Small wording helpers for counts and labels, shared by the console's pages. */

/** "1 sale", "2 sales". */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "prelims test" → "Prelims test". */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
