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
		out = append(out, a)
	}
	return out, nil
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
