package mains

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
)

// A mains test's questions (docs/product.md, "A test's questions"): staff write them once on the
// test, one line per question or per run of alike questions,
//
//	1-10 | 10 | 150 | Discuss | Content 4; Structure 3; Examples 3
//
// that is, the questions' numbers, each one's maximum marks, word limit, directive word
// (optional) and rubric criteria with their maxima (optional; they add up to the question's
// maximum). The annotation screen opens with them filled in, and an evaluation's marks per
// question must follow them.

// StructuredQuestion is one question of a test's paper, as staff set it.
type StructuredQuestion struct {
	Number        int         `json:"number"`
	Label         string      `json:"label"` // "Q7": how the marks per question name it
	Maximum       float64     `json:"maximum"`
	WordLimit     int         `json:"wordLimit"`
	DirectiveWord string      `json:"directiveWord"` // a DirectiveWords value, or ""
	Rubric        []Criterion `json:"rubric"`
}

// Criterion is one rubric criterion of a question, with its maximum.
type Criterion struct {
	Name    string  `json:"criterion"`
	Maximum float64 `json:"maximum"`
}

// UPSCGeneralStudies is the structure of a UPSC General Studies paper, which the console offers
// to start from: 10 questions of 10 marks in 150 words, then 10 of 15 marks in 250 words.
const UPSCGeneralStudies = "1-10 | 10 | 150\n11-20 | 15 | 250"

// ParseStructure reads a test's questions as staff wrote them: none for an empty text (the
// evaluator then names the questions and their maxima), else the questions, or the first problem
// found, in words staff can act on.
func ParseStructure(text string) ([]StructuredQuestion, string) {
	var out []StructuredQuestion
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		questions, problem := parseStructureLine(line, len(out)+1)
		if problem != "" {
			return nil, fmt.Sprintf("Line %d: %s", n+1, problem)
		}
		out = append(out, questions...)
		if len(out) > maxQuestions {
			return nil, fmt.Sprintf("A test has at most %d questions.", maxQuestions)
		}
	}
	return out, ""
}

// parseStructureLine reads one line: the questions it numbers, which must go on from next.
func parseStructureLine(line string, next int) ([]StructuredQuestion, string) {
	parts := strings.Split(line, "|")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	if len(parts) < 3 || len(parts) > 5 {
		return nil, "write the question numbers, maximum marks and word limit, then optionally the directive word and the rubric, separated by |."
	}
	from, to, ok := numbersOf(parts[0])
	switch {
	case !ok:
		return nil, fmt.Sprintf("%q is not a question number or a run such as 1-10.", parts[0])
	case from != next:
		return nil, fmt.Sprintf("number the questions 1, 2, 3… in order: this line should start at %d.", next)
	}
	maximum, err := strconv.ParseFloat(parts[1], 64)
	if err != nil || !twoDecimals(maximum) || maximum <= 0 || maximum > 1000 {
		return nil, fmt.Sprintf("%q is not a question's maximum marks (above 0, with at most two decimals).", parts[1])
	}
	words, err := strconv.Atoi(parts[2])
	if err != nil || words < 0 || words > 3000 {
		return nil, fmt.Sprintf("%q is not a word limit (0 to 3000 words; 0 for none).", parts[2])
	}
	q := StructuredQuestion{Maximum: maximum, WordLimit: words, Rubric: []Criterion{}}
	if len(parts) > 3 && parts[3] != "" {
		if q.DirectiveWord = directiveValue(parts[3]); q.DirectiveWord == "" {
			return nil, fmt.Sprintf("%q is not a directive word the console knows (such as Discuss, Examine, Critically analyse).", parts[3])
		}
	}
	if len(parts) > 4 && parts[4] != "" {
		rubric, problem := parseRubric(parts[4], maximum)
		if problem != "" {
			return nil, problem
		}
		q.Rubric = rubric
	}
	var out []StructuredQuestion
	for number := from; number <= to; number++ {
		q.Number, q.Label = number, "Q"+strconv.Itoa(number)
		out = append(out, q)
	}
	return out, ""
}

// twoDecimals reports whether marks are a number with at most two decimals, as marks are kept.
func twoDecimals(v float64) bool {
	return !math.IsNaN(v) && !math.IsInf(v, 0) && math.Abs(v*100-math.Round(v*100)) < 1e-6
}

// numbersOf reads "7" or "1-10".
func numbersOf(text string) (int, int, bool) {
	first, last, run := strings.Cut(text, "-")
	from, err := strconv.Atoi(strings.TrimSpace(first))
	if err != nil || from < 1 {
		return 0, 0, false
	}
	if !run {
		return from, from, true
	}
	to, err := strconv.Atoi(strings.TrimSpace(last))
	if err != nil || to < from || to-from >= maxQuestions {
		return 0, 0, false
	}
	return from, to, true
}

// directiveValue answers the directive word a text names (its value or label, in any case), or "".
func directiveValue(text string) string {
	for _, c := range DirectiveWords {
		if strings.EqualFold(text, c.Value) || strings.EqualFold(text, c.Label) {
			return c.Value
		}
	}
	return ""
}

// parseRubric reads "Content 4; Structure 3; Examples 3": each criterion's name, then its maximum.
func parseRubric(text string, maximum float64) ([]Criterion, string) {
	var out []Criterion
	var sum int64
	for _, item := range strings.FieldsFunc(text, func(r rune) bool { return r == ';' || r == ',' }) {
		item = strings.TrimSpace(item)
		cut := strings.LastIndexAny(item, " \t")
		if cut < 0 {
			return nil, fmt.Sprintf("give the rubric criterion %q its maximum after its name, such as %q.", item, item+" 4")
		}
		name := strings.TrimSpace(item[:cut])
		most, err := strconv.ParseFloat(item[cut+1:], 64)
		switch {
		case err != nil || !twoDecimals(most) || most <= 0:
			return nil, fmt.Sprintf("give the rubric criterion %q its maximum after its name, such as %q.", item, item+" 4")
		case utf8.RuneCountInString(name) > maxLabelRunes:
			return nil, fmt.Sprintf("a rubric criterion's name has at most %d characters.", maxLabelRunes)
		}
		out = append(out, Criterion{Name: name, Maximum: most})
		sum += hundredths(most)
	}
	switch {
	case len(out) > maxRubric:
		return nil, fmt.Sprintf("a question has at most %d rubric criteria.", maxRubric)
	case sum != hundredths(maximum):
		return nil, fmt.Sprintf("the rubric's maxima add up to %s, not to the question's %s marks.", hundredthsText(sum), number(maximum))
	}
	return out, ""
}

// StructureProblems answers what is wrong with a mains test record's questions, field by field
// (the record's columns as the console stores them): a structure that does not read, or whose
// questions' maxima do not add up to the test's maximum score.
func StructureProblems(record map[string]any) map[string]string {
	text, _ := record["question_structure"].(string)
	questions, problem := ParseStructure(text)
	if problem != "" {
		return map[string]string{"question_structure": problem}
	}
	if len(questions) == 0 {
		return nil
	}
	total, _ := record["maximum_score"].(int64)
	if sum := maximumOf(questions); sum != total*100 {
		return map[string]string{"question_structure": fmt.Sprintf("The questions' maxima add up to %s, not to the test's maximum score of %d.", hundredthsText(sum), total)}
	}
	return nil
}

// maximumOf answers the questions' maxima added up, in hundredths.
func maximumOf(questions []StructuredQuestion) int64 {
	var sum int64
	for _, q := range questions {
		sum += hundredths(q.Maximum)
	}
	return sum
}

// markingShape is what an evaluation's marks are checked against: the questions' labels and
// maxima and their criteria with maxima. Word limits and directive words are not in it.
func markingShape(questions []StructuredQuestion) string {
	var b strings.Builder
	for _, q := range questions {
		fmt.Fprintf(&b, "%s=%d", q.Label, hundredths(q.Maximum))
		for _, c := range q.Rubric {
			fmt.Fprintf(&b, ";%s=%d", c.Name, hundredths(c.Maximum))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// CheckStructureChange refuses, once an answer to the test has been evaluated, a change of its
// questions that saved marks would no longer follow: their numbers, maxima, or rubric criteria
// and their maxima (docs/product.md, "A test's questions"). Word limits and directive words may
// still be corrected. before is nil for a new test.
func CheckStructureChange(ctx context.Context, tx *db.Tx, id int64, before, after map[string]any) error {
	if before == nil {
		return nil
	}
	was, _ := before["question_structure"].(string)
	now, _ := after["question_structure"].(string)
	old, _ := ParseStructure(was)
	changed, _ := ParseStructure(now)
	if markingShape(old) == markingShape(changed) {
		return nil
	}
	evaluated, err := evaluatedAnswersTo(ctx, tx, id)
	if err != nil || evaluated == 0 {
		return err
	}
	return httpx.Errorf(http.StatusConflict, "Answers to this test have been evaluated against its questions: their numbers, maximum marks and rubric can no longer change (word limits and directive words can). Make a new test for a different paper.")
}

// structureOf answers a test's questions as stored, or none. A structure is checked when it is
// saved; one that no longer reads is taken as none rather than stopping evaluation.
func structureOf(text string) []StructuredQuestion {
	questions, _ := ParseStructure(text)
	return questions
}

// followsStructure checks marks per question against the test's questions: the same questions in
// the same order, each with its maximum and its rubric criteria with their maxima.
func followsStructure(marks []QuestionMark, questions []StructuredQuestion, fields httpx.Fields) bool {
	if len(marks) != len(questions) {
		fields.Set("questionMarks", "This test has %d questions: send marks for each of them.", len(questions))
		return false
	}
	for i, q := range questions {
		m := marks[i]
		same := m.Question == q.Label && hundredths(m.Maximum) == hundredths(q.Maximum) && len(m.Rubric) == len(q.Rubric)
		for c := 0; same && c < len(q.Rubric); c++ {
			same = m.Rubric[c].Criterion == q.Rubric[c].Name && hundredths(m.Rubric[c].Maximum) == hundredths(q.Rubric[c].Maximum)
		}
		if !same {
			fields.Set("questionMarks", "Question %s must be marked out of %s, with the rubric set on the test.", q.Label, number(q.Maximum))
			return false
		}
	}
	return true
}
