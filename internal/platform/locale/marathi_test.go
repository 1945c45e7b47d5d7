package locale

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The Marathi catalogue (messages/mr.json, for MPSC aspirants) is data, not code: these tests
// read the file as the server will and hold it to the rules of the Hindi catalogue, so that a
// message added to the Hindi without Marathi, or a Marathi text that drops or changes a value,
// fails here rather than reaching a Marathi reader in English or with %!s(MISSING).

// readMarathi reads messages/mr.json, failing the test when it is not one JSON object of texts.
func readMarathi(t *testing.T) (map[string]string, []byte) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("messages", "mr.json"))
	if err != nil {
		t.Fatal(err)
	}
	var marathi map[string]string
	if err := json.Unmarshal(data, &marathi); err != nil {
		t.Fatalf("messages/mr.json is not a JSON object of texts: %v", err)
	}
	return marathi, data
}

// TestMarathiHasEveryHindiMessage fails for a message the Hindi catalogue has and the Marathi
// does not, and for a Marathi entry no Hindi entry has (a key mistyped, or a message reworded
// in the code and the Hindi but not here).
func TestMarathiHasEveryHindiMessage(t *testing.T) {
	marathi, _ := readMarathi(t)
	for en := range hindi {
		if _, ok := marathi[en]; !ok {
			t.Errorf("messages/mr.json has no Marathi for %q", en)
		}
	}
	for en := range marathi {
		if _, ok := hindi[en]; !ok {
			t.Errorf("messages/mr.json has Marathi for %q, which the Hindi catalogue does not have", en)
		}
	}
}

// TestMarathiPlaceholders fails when a Marathi text is empty or does not take the same values,
// with the same verbs, as its English (an explicit index such as %[2]s may reorder them), as
// TestCataloguePlaceholders does for the Hindi.
func TestMarathiPlaceholders(t *testing.T) {
	marathi, _ := readMarathi(t)
	for en, mr := range marathi {
		if strings.TrimSpace(mr) == "" {
			t.Errorf("%q: the Marathi is empty", en)
			continue
		}
		// Marathi ends a sentence with a full stop; a danda is Hindi pasted in.
		if strings.Contains(mr, "।") {
			t.Errorf("%q: the Marathi %q has a danda (।), which Marathi does not use", en, mr)
		}
		want, got := argumentVerbs(en), argumentVerbs(mr)
		if len(want) != len(got) {
			t.Errorf("%q has %d placeholders, its Marathi %q has %d", en, len(want), mr, len(got))
			continue
		}
		for n, v := range want {
			if got[n] != v {
				t.Errorf("%q: argument %d is %%%s, in the Marathi %q it is %%%s", en, n, v, mr, got[n])
			}
		}
	}
}

// TestMarathiFileIsCanonical keeps messages/mr.json sorted by key, indented by two spaces and
// with Devanagari and < > & written as themselves, so that every change to it is a readable
// one-line diff; it also catches a key written twice, which decoding would silently collapse.
func TestMarathiFileIsCanonical(t *testing.T) {
	marathi, data := readMarathi(t)
	var want bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(marathi); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, want.Bytes()) {
		t.Error("messages/mr.json is not sorted by key with 2-space indentation and unescaped text " +
			"(or has a key twice): write it with json.Encoder, SetEscapeHTML(false), SetIndent(\"\", \"  \")")
	}
}
