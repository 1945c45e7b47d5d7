/** The six module categories of spec section 3, as the API names them (`section_category`). */
export const sectionCategories = [
  'notes',
  'prelims-tests',
  'mains-tests',
  'video-courses',
  'optionals',
  'pcs',
] as const;
export type SectionCategory = (typeof sectionCategories)[number];
