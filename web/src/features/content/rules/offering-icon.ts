/**
 * An offering's icon is chosen from its title, case-insensitively, in this
 * order; anything else gets the prelims-notes icon. The SVGs are static files in /images.
 */
const ICON_BY_TITLE_PHRASE: ReadonlyArray<readonly [phrase: string, icon: string]> = [
  ['mains test', '/images/offerings/mains-test.svg'],
  ['mains notes', '/images/offerings/mains-notes.svg'],
  ['prelims test series', '/images/offerings/prelims-test-series.svg'],
];

export const DEFAULT_OFFERING_ICON = '/images/offerings/prelims-notes.svg';

export function offeringIcon(title: string): string {
  const lower = title.toLowerCase();
  const match = ICON_BY_TITLE_PHRASE.find(([phrase]) => lower.includes(phrase));
  return match ? match[1] : DEFAULT_OFFERING_ICON;
}
