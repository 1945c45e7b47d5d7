package demo

import "time"

// demoDaily is a daily answer-writing question of a mains series (docs/product.md, "Daily answer
// writing"), open all of its day, Days from today.
type demoDaily struct {
	Name          string `yaml:"name"`
	Days          int    `yaml:"days"`
	Paper         string `yaml:"paper"`
	DirectiveWord string `yaml:"directive_word"`
	WordLimit     int    `yaml:"word_limit"`
	MaximumScore  int    `yaml:"maximum_score"`
	Question      string `yaml:"question"`
}

// dailyQuestions writes a series' daily questions after its tests, each open from midnight to
// 23:59 India time on its day.
func (w *writer) dailyQuestions(libraryID int64, first int, daily []demoDaily) {
	for i, d := range daily {
		opens := istDay(w.now.Add(time.Duration(d.Days) * 24 * time.Hour))
		closes := opens.Add(24*time.Hour - time.Minute)
		w.exec(`INSERT INTO mains_tests (library_id, name, starts_at, ends_at, maximum_score, is_daily, question_text, paper,
				directive_word, word_limit, languages, position, is_published, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			libraryID, d.Name, opens.UTC(), closes.UTC(), d.MaximumScore, true, d.Question, d.Paper, d.DirectiveWord,
			d.WordLimit, "en", first+i, true, w.now, w.now)
	}
}
