package mains

import (
	"context"
	"errors"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/indiatime"
)

// Daily answer writing (docs/product.md, "Daily answer writing"): a daily question is a mains
// test with its question written out, its paper, directive word and word limit, and a window of
// at most a day; no two daily questions of a series are open at once.

// Choice is a value staff pick for a written question and the label they see for it; learners'
// screens translate the value.
type Choice struct{ Value, Label string }

// Papers are the mains papers a written question belongs to.
var Papers = []Choice{
	{"gs1", "GS Paper I"}, {"gs2", "GS Paper II"}, {"gs3", "GS Paper III"}, {"gs4", "GS Paper IV (Ethics)"},
	{"essay", "Essay"}, {"optional", "Optional subject"},
}

// DirectiveWords are the words a mains question tells the candidate what to do with, the ones
// examiners use most.
var DirectiveWords = []Choice{
	{"discuss", "Discuss"}, {"examine", "Examine"}, {"critically-examine", "Critically examine"},
	{"analyse", "Analyse"}, {"critically-analyse", "Critically analyse"}, {"evaluate", "Evaluate"},
	{"comment", "Comment"}, {"explain", "Explain"}, {"elucidate", "Elucidate"}, {"describe", "Describe"},
	{"justify", "Justify"}, {"illustrate", "Illustrate"},
}

// maxDailyWindow is the longest window of a daily question: it is the day's question.
const maxDailyWindow = 24 * time.Hour

// DailyProblems answers what is wrong with a mains test record as a daily question, field by
// field (the record's columns as the console stores them); nothing for a test that is not daily.
func DailyProblems(record map[string]any) map[string]string {
	if daily, _ := record["is_daily"].(bool); !daily {
		return nil
	}
	problems := map[string]string{}
	for column, message := range map[string]string{
		"question_text":  "A daily question needs the question written out.",
		"paper":          "Choose the paper of the daily question.",
		"directive_word": "Choose the directive word of the daily question.",
	} {
		if text, _ := record[column].(string); text == "" {
			problems[column] = message
		}
	}
	if limit, _ := record["word_limit"].(int64); limit <= 0 {
		problems["word_limit"] = "Give the word limit of the daily question."
	}
	opens, ok1 := record["starts_at"].(time.Time)
	closes, ok2 := record["ends_at"].(time.Time)
	if ok1 && ok2 && closes.Sub(opens) > maxDailyWindow {
		problems["ends_at"] = "A daily question is open for at most a day."
	}
	return problems
}

// CheckDailyClash refuses a daily question whose window overlaps another daily question of its
// series (id is the record's own, 0 for a new one): learners get one question at a time.
func CheckDailyClash(ctx context.Context, q db.Q, id int64, record map[string]any) error {
	if daily, _ := record["is_daily"].(bool); !daily {
		return nil
	}
	opens, ok1 := record["starts_at"].(time.Time)
	closes, ok2 := record["ends_at"].(time.Time)
	if !ok1 || !ok2 {
		return nil
	}
	name, at, err := dailyQuestionOpen(ctx, q, record["library_id"], id, opens.UTC(), closes.UTC())
	if errors.Is(err, db.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	return httpx.InvalidField("starts_at", "The daily question %q of %s is open then: a series has one daily question at a time.",
		name, at.In(indiatime.Zone).Format("2 Jan 2006"))
}

// WrittenQuestion is a test's question written out, as its evaluator reads it.
type WrittenQuestion struct {
	Text          string `db:"question_text" json:"text"`
	Paper         string `db:"paper" json:"paper"`
	DirectiveWord string `db:"directive_word" json:"directiveWord"`
	WordLimit     int    `db:"word_limit" json:"wordLimit"`
}

// Streak is a learner's run of daily questions answered in a series.
type Streak struct {
	Current int `json:"current"` // daily questions answered in a row, up to the latest
	Longest int `json:"longest"`
}

// dailyDay is one daily question of a series as the streak reads it.
type dailyDay struct {
	opens, closes time.Time
	answered      bool
}

// streakOf counts a learner's streak over a series' daily questions, in the order they open.
// Questions not yet open do not count; the one open now counts once answered and does not break
// the run before it closes, so a learner keeps their streak all day.
func streakOf(days []dailyDay, now time.Time) Streak {
	var s Streak
	run := 0
	for _, d := range days {
		switch {
		case now.Before(d.opens):
			continue
		case d.answered:
			run++
		case !now.After(d.closes):
			continue // open and not yet answered: the day is not over
		default:
			run = 0
		}
		s.Longest = max(s.Longest, run)
	}
	s.Current = run
	return s
}
