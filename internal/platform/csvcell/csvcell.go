// Package csvcell makes text safe to put in a cell of a CSV file staff open in a spreadsheet.
package csvcell

import "strings"

// Safe keeps a spreadsheet from running as a formula a cell that a learner or visitor typed
// (a name or a note starting with =, +, -, @, a tab or a carriage return): it is written with a
// leading apostrophe, which spreadsheets show as text.
func Safe(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
