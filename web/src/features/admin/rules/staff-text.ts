/**
 * What staff are told about the text they type: it reaches learners exactly as typed, with its
 * lines, paragraphs and tables (docs/product.md, "Staff text"; the server makes it HTML).
 */
export const STAFF_TEXT_HINT =
  'Learners read exactly what you type. Each line stays a line; a blank line starts a paragraph; ' +
  'two or more lines starting with | make a table, such as | List I | List II |, the first line its heading.';
