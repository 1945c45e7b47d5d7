// The demo documents printed to PDF: output path (from the repository root), template, the
// values for its {{placeholders}}, the footer's text (ASCII: the footer is set apart from the page,
// in the system's fonts) and the largest size allowed. Add an entry here to add a document.
//
// The demo's own PDF writer (internal/demo/pdf.go) sets ASCII text only; a document in Hindi is
// written here as HTML and printed by Chromium, which shapes Devanagari (conjuncts such as क्ष,
// त्र and the vowel signs) and embeds the glyphs it uses.
export const documents = [
  {
    // The Hindi note of GS Prelims Notes 2027 (internal/demo/data/libraries.yaml).
    out: 'internal/demo/assets/notes/bharatiya-rajvyavastha-prastavana-aur-maulik-adhikar.pdf',
    template: 'note-hi.html',
    data: {},
    footer: 'Aspirant Learning Private Limited - for enrolled learners only',
    maxKB: 150,
  },
];
