// Package csvcell is how the product writes and reads the CSV files staff open in a spreadsheet
// (docs/product.md, "CSV files"). Every file it writes starts with a UTF-8 byte-order mark, which
// Excel needs to show Hindi, and every cell goes through Escape; every file it reads must be
// UTF-8 (with or without the mark), and every cell goes through Unescape, so whatever the product
// writes reads back as it was.
package csvcell

import "strings"

// formulaStarts are the first characters that make a spreadsheet run a cell as a formula (or,
// for a tab or a carriage return, hide what follows them).
const formulaStarts = "=+-@\t\r"

// needsApostrophe reports whether a cell, after any apostrophes it starts with, starts like a
// formula. Counting its own leading apostrophes is what makes Unescape the exact reverse of
// Escape: a cell typed as an apostrophe and =x is written with two apostrophes and read back
// with one.
func needsApostrophe(s string) bool {
	rest := strings.TrimLeft(s, "'")
	return rest != "" && strings.ContainsRune(formulaStarts, rune(rest[0]))
}

// Escape keeps a spreadsheet from running as a formula a cell that a learner, a visitor or staff
// typed (a name or a note starting with =, +, -, @, a tab or a carriage return): it is written
// with a leading apostrophe, which spreadsheets show as text.
func Escape(s string) string {
	if needsApostrophe(s) {
		return "'" + s
	}
	return s
}

// Unescape reverses Escape: a cell read from a file the product wrote, or one staff saved again
// from a spreadsheet, loses the apostrophe Escape put before a formula's first character.
func Unescape(s string) string {
	if strings.HasPrefix(s, "'") && needsApostrophe(s[1:]) {
		return s[1:]
	}
	return s
}
