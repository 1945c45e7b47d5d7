package mains

import (
	"strings"
	"testing"
)

func TestParseStructureReadsWhatStaffWrite(t *testing.T) {
	questions, problem := ParseStructure(UPSCGeneralStudies)
	if problem != "" || len(questions) != 20 || maximumOf(questions) != 25000 ||
		questions[9].Label != "Q10" || questions[9].WordLimit != 150 || questions[10].Maximum != 15 || questions[19].WordLimit != 250 {
		t.Fatalf("the UPSC paper: %v %q", questions, problem)
	}
	// Decimals that floating point would trip on, a directive word in any case, empty optional parts.
	questions, problem = ParseStructure("  1 | 10.1 | 0 | critically ANALYSE | Content 3.7; Structure 3.3, Examples 3.1 \n\n2|4.9|50||")
	if problem != "" || len(questions) != 2 || questions[0].DirectiveWord != "critically-analyse" || len(questions[0].Rubric) != 3 ||
		questions[0].Rubric[2] != (Criterion{Name: "Examples", Maximum: 3.1}) || questions[1].DirectiveWord != "" || len(questions[1].Rubric) != 0 {
		t.Fatalf("decimals and optional parts: %v %q", questions, problem)
	}
	if questions, problem := ParseStructure(" \n "); problem != "" || questions != nil {
		t.Errorf("an empty structure: %v %q", questions, problem)
	}
	for text, want := range map[string]string{
		"1 | 10":                        "Line 1: write the question numbers",
		"0 | 10 | 150":                  `"0" is not a question number`,
		"1-3 | 10 | 150\n3 | 10 | 150":  "Line 2: number the questions",
		"1 | 10.125 | 150":              `"10.125" is not a question's maximum`,
		"1 | 10 | -5":                   `"-5" is not a word limit`,
		"1 | 10 | 150 | Ponder":         `"Ponder" is not a directive word`,
		"1 | 10 | 150 | | Content":      `give the rubric criterion "Content" its maximum`,
		"1 | 10 | 150 | | Content 9.99": "add up to 9.99, not to the question's 10 marks",
		"1-51 | 1 | 0":                  `"1-51" is not a question number`,
		"1-50 | 1 | 0\n51 | 1 | 0":      "at most 50 questions",
	} {
		if _, problem := ParseStructure(text); !strings.Contains(problem, want) {
			t.Errorf("%q: %q, want %q", text, problem, want)
		}
	}
}

func TestOnlyAChangeOfWhatMarksDependOnChangesTheMarkingShape(t *testing.T) {
	shape := func(text string) string { q, _ := ParseStructure(text); return markingShape(q) }
	base := "1-2 | 10 | 150 | Discuss | Content 6; Structure 4"
	if shape(base) != shape("1-2 | 10 | 250 | Examine | Content 6; Structure 4") {
		t.Error("a word limit or directive word changed the marking")
	}
	for _, changed := range []string{"1-2 | 10 | 150 | Discuss | Content 5; Structure 5", "1-2 | 10 | 150 | Discuss | Matter 6; Structure 4",
		"1-3 | 10 | 150", "1-2 | 10 | 150", ""} {
		if shape(base) == shape(changed) {
			t.Errorf("%q keeps the marking of %q", changed, base)
		}
	}
}
