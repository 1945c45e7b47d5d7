package locale

import (
	"strings"
	"testing"
)

// TestMarathiEndsSentencesWithAFullStop: Marathi ends a sentence with a full stop; a danda (।)
// in messages/mr.json is Hindi pasted in.
func TestMarathiEndsSentencesWithAFullStop(t *testing.T) {
	for en, mr := range current.catalogues["mr"] {
		if strings.Contains(mr, "।") {
			t.Errorf("%q: the Marathi %q has a danda (।)", en, mr)
		}
	}
}
