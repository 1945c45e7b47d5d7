/**
 * Confidence tags (docs/product.md, "Confidence tags"): while answering, the learner may say how
 * sure they are of an answer. The tag goes with the autosave and the final sheet; it never
 * changes the score. The review's analysis shows how each kind of answer paid off.
 */
export const CONFIDENCE_TAGS = ['sure', 'fifty', 'guess'] as const;
export type ConfidenceTag = (typeof CONFIDENCE_TAGS)[number];

/** The analysis's rows: the three tags and the answers without one. */
export const CONFIDENCE_ROWS = [...CONFIDENCE_TAGS, 'untagged'] as const;
export type ConfidenceRowTag = (typeof CONFIDENCE_ROWS)[number];
