package prelims

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"aspirant/internal/httpx"
)

// ParseAnswers reads the JSON list the app sends. Option ids may arrive as numbers or as
// strings (the app holds them as strings).
func ParseAnswers(raw string) ([]Answer, error) {
	invalid := httpx.InvalidField("answers", "Send answers as a JSON list of {questionId, selectedOption}.")
	if strings.TrimSpace(raw) == "" {
		return []Answer{}, nil
	}
	var items []map[string]json.RawMessage
	if err := json.Unmarshal([]byte(raw), &items); err != nil {
		return nil, invalid
	}
	out := make([]Answer, 0, len(items))
	for _, item := range items {
		var a Answer
		id, err := flexibleInt(item["questionId"])
		if err != nil || id == nil {
			return nil, invalid
		}
		a.QuestionID = *id
		if a.SelectedOption, err = flexibleInt(item["selectedOption"]); err != nil {
			return nil, invalid
		}
		if raw, ok := item["markedForReview"]; ok {
			if err := json.Unmarshal(raw, &a.MarkedForReview); err != nil {
				return nil, invalid
			}
		}
		if raw, ok := item["timeSpentMs"]; ok {
			if err := json.Unmarshal(raw, &a.TimeSpentMs); err != nil || a.TimeSpentMs < 0 {
				return nil, invalid
			}
		}
		if raw, ok := item["confidence"]; ok {
			if a.Confidence, err = parseConfidence(raw, a.QuestionID); err != nil {
				return nil, err
			}
		}
		if a.SelectedOption == nil {
			a.Confidence = "" // a tag belongs to a chosen option: clearing the answer clears it
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

// flexibleInt reads 12, "12" or null (nil).
func flexibleInt(raw json.RawMessage) (*int64, error) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" || s == `""` {
		return nil, nil
	}
	s = strings.Trim(s, `"`)
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 {
		return nil, fmt.Errorf("not an id: %s", s)
	}
	return &n, nil
}
