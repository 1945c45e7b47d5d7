// Package localetest registers a fixture language for a test, as adding a language to the
// product is written in docs/architecture.md ("Adding a language"): one row of the registry and
// its messages, and nothing else. A test across the seams then shows that every part that reads
// the registry takes the language without a change of code.
package localetest

import (
	"testing"

	"aspirant/internal/platform/locale"
)

// Register puts the language into the registry until the test ends. Call it before the test's
// server starts: the cleanup, run after the server's, puts the registry back.
func Register(t testing.TB, row locale.Language, catalogue map[string]string) {
	t.Helper()
	restore, err := locale.AddFixtureLanguage(row, catalogue)
	if err != nil {
		t.Fatalf("the fixture language %s: %v", row.Code, err)
	}
	t.Cleanup(restore)
}
