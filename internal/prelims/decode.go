package prelims

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/httpx"
)

// wireAnswer is one answer as the app sends it: the question's kind (absent: single choice, the
// contract's answer) and its value, selectedOption or value as the kind reads it (kinds.go).
type wireAnswer struct {
	QuestionID      looseID         `json:"questionId"`
	Kind            string          `json:"kind"`
	SelectedOption  looseID         `json:"selectedOption"`
	Value           json.RawMessage `json:"value"`
	MarkedForReview *bool           `json:"markedForReview"`
	TimeSpentMs     *int64          `json:"timeSpentMs"`
	Confidence      json.RawMessage `json:"confidence"`
	ChosenAt        *time.Time      `json:"chosenAt"`
}

// ParseAnswers reads the JSON list the app sends with autosave and submit. It decodes into a
// struct in one pass: every learner of a mock sends a whole sheet in its last seconds, and a
// decode per field was a tenth of the server's time then (docs/performance.md, "Exam day").
func ParseAnswers(raw string) ([]Answer, error) {
	invalid := httpx.InvalidField("answers", "Send answers as a JSON list of {questionId, selectedOption}.")
	if strings.TrimSpace(raw) == "" {
		return []Answer{}, nil
	}
	var items []wireAnswer
	if err := json.Unmarshal([]byte(raw), &items); err != nil {
		return nil, invalid
	}
	out := make([]Answer, 0, len(items))
	for _, item := range items {
		a := Answer{QuestionID: item.QuestionID.id, ChosenAt: item.ChosenAt}
		if a.QuestionID == 0 {
			return nil, invalid
		}
		kind, ok := kindNamed(item.Kind)
		if !ok {
			return nil, httpx.InvalidField("answers", "Question %d: %q is not a kind of question.", a.QuestionID, item.Kind)
		}
		var err error
		if a.Response, err = kind.Decode(a.QuestionID, Sent{Option: item.SelectedOption.id, Value: item.Value}); err != nil {
			return nil, err
		}
		if item.MarkedForReview != nil {
			a.MarkedForReview = *item.MarkedForReview
		}
		if item.TimeSpentMs != nil {
			if a.TimeSpentMs = *item.TimeSpentMs; a.TimeSpentMs < 0 {
				return nil, invalid
			}
		}
		if len(item.Confidence) > 0 {
			if a.Confidence, err = parseConfidence(item.Confidence, a.QuestionID); err != nil {
				return nil, err
			}
		}
		if a.Response.Blank() {
			a.Confidence = "" // a tag belongs to an answer: clearing the answer clears it
		}
		out = append(out, a)
	}
	return out, nil
}

// parseConfidence reads an answer's confidence tag: "sure", "fifty" or "guess", and null or ""
// for none (docs/product.md, "Confidence tags"). Anything else is refused, naming the field.
func parseConfidence(raw json.RawMessage, questionID int64) (string, error) {
	var tag *string
	if err := json.Unmarshal(raw, &tag); err == nil && (tag == nil || *tag == "" || confidenceTags[*tag]) {
		if tag == nil {
			return "", nil
		}
		return *tag, nil
	}
	return "", httpx.InvalidField("answers", "Question %d: confidence must be sure, fifty or guess.", questionID)
}

// looseID is an id sent as 12 or "12"; null, "" or nothing leave it 0 (none). Anything else,
// and an id below 1, fails the decode.
type looseID struct{ id int64 }

func (l *looseID) UnmarshalJSON(raw []byte) error {
	s := strings.TrimSpace(string(raw))
	if s == "null" || s == `""` {
		return nil
	}
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1]
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 {
		return fmt.Errorf("not an id: %s", s)
	}
	l.id = n
	return nil
}
