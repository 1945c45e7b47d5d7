package demo

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// The question bank and the syllabus tree (data/bank.yaml, data/syllabus.yaml) are data written
// ahead of the code that will read them (issue 41's tagged bank and daily practice): nothing in
// the product loads them yet, so this test reads the files themselves, the way a loader will,
// and holds them to what that loader will need. It loads nothing into the product.

type syllabusNode struct {
	Key    string         `yaml:"key"`
	Name   string         `yaml:"name"`
	NameHi string         `yaml:"name_hi"`
	Paper  string         `yaml:"paper"`
	Topics []syllabusNode `yaml:"topics"`
}

type bankQuestion struct {
	Exam         string   `yaml:"exam"`
	Paper        string   `yaml:"paper"`
	Year         int      `yaml:"year"`
	Source       string   `yaml:"source"`
	Subject      string   `yaml:"subject"`
	Topic        string   `yaml:"topic"`
	Difficulty   string   `yaml:"difficulty"`
	Form         string   `yaml:"form"`
	Text         string   `yaml:"text"`
	Options      []string `yaml:"options"`
	Answer       int      `yaml:"answer"`
	Explanation  string   `yaml:"explanation"`
	Translations struct {
		Hi struct {
			Text        string   `yaml:"text"`
			Options     []string `yaml:"options"`
			Explanation string   `yaml:"explanation"`
		} `yaml:"hi"`
	} `yaml:"translations"`
}

// The forms a UPSC prelims question takes, as the bank tags them.
var bankForms = map[string]bool{
	"statements":       true, // "Which of the statements given above is/are correct?"
	"how-many":         true, // "How many of the above statements/pairs are correct?"
	"match":            true, // List I / List II
	"assertion-reason": true, // Statement-I / Statement-II
	"plain":            true,
}

func TestTheQuestionBankIsBilingualAndTaggedAgainstTheSyllabus(t *testing.T) {
	var syllabus struct {
		Subjects []syllabusNode `yaml:"subjects"`
	}
	if err := readYAML("data/syllabus.yaml", &syllabus); err != nil {
		t.Fatal(err)
	}
	// Every node: a key that extends its parent's, unique, and an English and a Hindi name.
	// subjectOf maps each topic a question may carry (a leaf) to its subject.
	// subjectOf and areaOf map each topic a question may carry (a leaf) to its subject and to
	// the node right above it: the subject itself, or a branch such as History's Ancient India.
	// paperOf says which paper a subject belongs to (gs1 unless it says otherwise).
	subjectOf, areaOf, paperOf, keys := map[string]string{}, map[string]string{}, map[string]string{}, map[string]bool{}
	var walk func(node syllabusNode, parent, subject string)
	walk = func(node syllabusNode, parent, subject string) {
		if keys[node.Key] || (parent != "" && !strings.HasPrefix(node.Key, parent+".")) || strings.ContainsAny(node.Key, " _") {
			t.Errorf("syllabus key %q (under %q): duplicated, or not its parent's key and a dot, or not kebab-case", node.Key, parent)
		}
		keys[node.Key] = true
		if node.Name == "" || !isASCII(node.Name) || !inDevanagari(node.NameHi) {
			t.Errorf("syllabus %s: an English name in ASCII and a Hindi one in Devanagari: %q, %q", node.Key, node.Name, node.NameHi)
		}
		if len(node.Topics) == 0 && parent != "" {
			subjectOf[node.Key], areaOf[node.Key] = subject, parent
		}
		for _, child := range node.Topics {
			walk(child, node.Key, subject)
		}
	}
	for _, subject := range syllabus.Subjects {
		if strings.Contains(subject.Key, ".") || len(subject.Topics) == 0 {
			t.Errorf("subject %q: a key without a dot, and topics", subject.Key)
		}
		paperOf[subject.Key] = "gs1"
		if subject.Paper != "" {
			paperOf[subject.Key] = subject.Paper
		}
		walk(subject, "", subject.Key)
	}

	var bank struct {
		Questions []bankQuestion `yaml:"questions"`
	}
	if err := readYAML("data/bank.yaml", &bank); err != nil {
		t.Fatal(err)
	}
	subjects, areas, years, forms, texts := map[string]int{}, map[string]int{}, map[int]int{}, map[string]int{}, map[string]int{}
	for i, q := range bank.Questions {
		at := fmt.Sprintf("question %d (%.60q)", i+1, q.Text)
		if q.Exam != "upsc-cse" || q.Paper != "gs1" || q.Paper != paperOf[q.Subject] || q.Year < 2018 || q.Year > 2025 ||
			q.Source != fmt.Sprintf("Aspirant, in the style of UPSC CSE Prelims %d", q.Year) {
			t.Errorf("%s: exam %q, paper %q, year %d, source %q", at, q.Exam, q.Paper, q.Year, q.Source)
		}
		if subjectOf[q.Topic] == "" || subjectOf[q.Topic] != q.Subject {
			t.Errorf("%s: topic %q of subject %q is not a topic of that subject in the syllabus", at, q.Topic, q.Subject)
		}
		if q.Difficulty != "easy" && q.Difficulty != "medium" && q.Difficulty != "hard" {
			t.Errorf("%s: difficulty %q", at, q.Difficulty)
		}
		if !bankForms[q.Form] {
			t.Errorf("%s: form %q", at, q.Form)
		}
		if len(q.Options) != 4 || q.Answer < 1 || q.Answer > 4 {
			t.Errorf("%s: %d options, answer %d: want four options and an answer in 1..4", at, len(q.Options), q.Answer)
		}
		// English is printed into PDFs, so plain ASCII; Hindi is all of the question or none.
		english := append([]string{q.Text, q.Explanation}, q.Options...)
		for _, s := range english {
			if strings.TrimSpace(s) == "" || !isASCII(s) {
				t.Errorf("%s: an empty or non-ASCII English text: %q", at, s)
			}
		}
		hi := q.Translations.Hi
		if len(hi.Options) != 4 || !inDevanagari(hi.Text) || !inDevanagari(hi.Explanation) {
			t.Errorf("%s: its Hindi wants a text, four options and an explanation in Devanagari", at)
		}
		for _, option := range hi.Options {
			if strings.TrimSpace(option) == "" {
				t.Errorf("%s: an empty Hindi option", at)
			}
		}
		for _, version := range []struct{ text, statementI string }{{q.Text, "Statement-I:"}, {hi.Text, "कथन-I:"}} {
			if problem := formProblem(q.Form, version.text, version.statementI); problem != "" {
				t.Errorf("%s: %s", at, problem)
			}
		}
		texts[q.Text]++
		if texts[q.Text] == 2 {
			t.Errorf("%s: two questions with this text", at)
		}
		subjects[q.Subject]++
		areas[areaOf[q.Topic]]++
		years[q.Year]++
		forms[q.Form]++
	}
	// At least 150 questions over at least eight subjects, counting History's and Geography's
	// branches (Ancient India, Physical Geography ...) as subjects, as the syllabus lists them,
	// with every subject of the paper asked; at least five years' styles; every form.
	for subject, paper := range paperOf {
		if paper == "gs1" && subjects[subject] == 0 {
			t.Errorf("no question on %s", subject)
		}
	}
	if len(bank.Questions) < 150 || len(areas) < 8 || len(years) < 5 || len(forms) < len(bankForms) {
		t.Errorf("%d questions (want 150), subjects %v (want 8), years %v (want 5), forms %v (want all %d)",
			len(bank.Questions), areas, years, forms, len(bankForms))
	}
	t.Logf("%d questions; subjects %v; years %v; forms %v", len(bank.Questions), areas, years, forms)
}

var (
	numberedLine = regexp.MustCompile(`(?m)^[1-9]\. `)
	listIRow     = regexp.MustCompile(`(?m)^\| [A-D]\. `)
)

// formProblem says what in a question's text does not fit its form, if anything: statements
// numbered 1, 2 ... for the statement forms, four List I rows (A to D) for a match, and the two
// statements of an assertion-reason question.
func formProblem(form, text, statementI string) string {
	statements := len(numberedLine.FindAllString(text, -1))
	switch {
	case (form == "statements" || form == "how-many") && statements < 2:
		return fmt.Sprintf("a %s question with %d numbered statements", form, statements)
	case form == "match" && len(listIRow.FindAllString(text, -1)) != 4:
		return "a List I / List II question without the four rows A to D"
	case form == "assertion-reason" && !(strings.Contains(text, statementI) && strings.Contains(text, strings.Replace(statementI, "-I:", "-II:", 1))):
		return "an assertion-reason question without its two statements"
	}
	return ""
}

func isASCII(s string) bool {
	for _, r := range s {
		if r > unicode.MaxASCII {
			return false
		}
	}
	return true
}

func inDevanagari(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Devanagari, r) {
			return true
		}
	}
	return false
}
