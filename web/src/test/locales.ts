/**
 * Reading the interface resources (src/i18n/locales) in tests: each language's texts as flat
 * keys, and the parts of a text that code fills in or marks up, which every translation must keep.
 */
export type Tree = { [key: string]: string | Tree };

/** Every text of a resource, keyed by its dotted path ('auth.login.submit'). */
export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
  }
  return out;
}

/** The names of a text's interpolations (`{{count}}`, `{{date, long}}`), sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** A text's Trans tags (`<0>`, `</policy>`, `<br/>`), sorted. */
export const tags = (text: string) => [...text.matchAll(/<(\/?\w+)\s*\/?>/g)].map((m) => m[1]).sort();
