package prelims_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"aspirant/internal/prelims"
)

// BenchmarkParseAnswers reads a whole 100-question sheet as the app submits it: the ids as
// strings, with review marks, times and confidence tags.
func BenchmarkParseAnswers(b *testing.B) {
	sheet := make([]map[string]any, 100)
	for i := range sheet {
		sheet[i] = map[string]any{"questionId": fmt.Sprint(1000 + i), "selectedOption": fmt.Sprint(4000 + 4*i),
			"markedForReview": i%7 == 0, "timeSpentMs": 61_000 + i, "confidence": "sure"}
	}
	raw, err := json.Marshal(sheet)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if answers, err := prelims.ParseAnswers(string(raw)); err != nil || len(answers) != 100 {
			b.Fatalf("ParseAnswers: %d answers, %v", len(answers), err)
		}
	}
}
