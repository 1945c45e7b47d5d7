package admin_test

import (
	"bytes"
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"unicode/utf16"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/csvcell"
)

// The question CSV as staff really save it from Excel (docs/product.md, "CSV files").

// importer is a new prelims test set in the given languages, and the way to send it a CSV file.
type importer struct {
	s      *apptest.Server
	token  string
	path   string // the test's questions
	testID int64
}

func newImporter(t *testing.T, languages string) importer {
	t.Helper()
	s := apptest.New(t)
	token := s.Login(t, "admin@aspirant.test", "admin12345")
	var library int64
	if err := s.DB.Get(context.Background(), &library, `SELECT id FROM libraries WHERE kind = 'tests' ORDER BY id LIMIT 1`); err != nil {
		t.Fatal(err)
	}
	created := s.Call(t, "POST", "/api/v1/admin/prelims-tests", url.Values{"library_id": {fmt.Sprint(library)}, "name": {"CSV Mock"},
		"slug": {"csv-mock"}, "duration_minutes": {"60"}, "total_marks": {"100"}, "total_attempts": {"1"},
		"marks_correct": {"2"}, "marks_incorrect": {"0.66"}, "marks_unattempted": {"0"}, "languages": {languages}}, "token", token)
	if created.Status != 201 {
		t.Fatalf("new test: %d %s", created.Status, created.Body)
	}
	testID := int64(created.JSON["item"].(map[string]any)["id"].(float64))
	return importer{s: s, token: token, testID: testID, path: fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID)}
}

func (im importer) upload(t *testing.T, content []byte, commit string) apptest.Response {
	t.Helper()
	body, ct := form(map[string][]byte{"file": content}, map[string]string{"commit": commit})
	return im.s.Call(t, "POST", im.path+"/import", body, "token", im.token, "Content-Type", ct)
}

func (im importer) questions(t *testing.T) []any {
	t.Helper()
	return im.s.Get(t, im.path, "token", im.token).JSON["items"].([]any)
}

func asUTF16(text string, bigEndian, mark bool) []byte {
	units := utf16.Encode([]rune(text))
	if mark {
		units = append([]uint16{0xFEFF}, units...)
	}
	var out []byte
	for _, u := range units {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

const (
	englishHeader = "question,option_a,option_b,option_c,option_d,correct,explanation,topic,difficulty\n"
	bilingualRow  = "Who presides over the Rajya Sabha?,The Speaker,The Vice-President,The Prime Minister,The President,B,,Polity,easy," +
		"राज्यसभा की अध्यक्षता कौन करता है?,लोकसभा अध्यक्ष,उपराष्ट्रपति,प्रधानमंत्री,राष्ट्रपति,\n"
	bilingualHeader = "question,option_a,option_b,option_c,option_d,correct,explanation,topic,difficulty," +
		"question_hi,option_a_hi,option_b_hi,option_c_hi,option_d_hi,explanation_hi\n"
)

// hindiOf answers a console question's Hindi version (nil: none).
func hindiOf(question any) map[string]any {
	hi, _ := question.(map[string]any)["translations"].(map[string]any)["hi"].(map[string]any)
	return hi
}

// Each way Excel saves a file other than 'CSV UTF-8' is refused with what the file is and how
// to save it right; nothing is stored, not even with commit=1.
func TestQuestionImportRefusesFilesNotSavedAsCSVUTF8(t *testing.T) {
	im := newImporter(t, "en,hi")
	unicodeText := strings.ReplaceAll(bilingualHeader+bilingualRow, ",", "\t") // Excel's 'Unicode Text' is tab-separated
	// Excel's plain 'CSV (Comma delimited)' writes the Windows code page: curly quotes are one
	// byte each, and Devanagari, which the code page lacks, becomes ?.
	windows1252 := []byte(englishHeader + "Which is \x93the Dakshin Ganga\x94?,Godavari,Krishna,Kaveri,Narmada,A,,Geography,easy\n")
	lostHindi := bilingualHeader + "Who presides over the Rajya Sabha?,The Speaker,The Vice-President,The Prime Minister,The President,B,,Polity,easy," +
		"??????? ?? ???????? ??? ???? ??,???? ??????,???????????,??????????,?????????,\n" +
		"What is GDP?,A,B,C,D,A,,Economy,easy,GDP ???? ??,?,?,?,?,\n"
	saveAsCSVUTF8 := "'CSV UTF-8 (Comma delimited) (*.csv)'"
	for name, tc := range map[string]struct {
		file []byte
		says []string // what errors.file must say
	}{
		"UTF-16 LE with a byte-order mark":    {asUTF16(unicodeText, false, true), []string{"UTF-16 LE", "Unicode Text", saveAsCSVUTF8}},
		"UTF-16 BE with a byte-order mark":    {asUTF16(unicodeText, true, true), []string{"UTF-16 BE", saveAsCSVUTF8}},
		"UTF-16 LE without a byte-order mark": {asUTF16(unicodeText, false, false), []string{"UTF-16 LE", saveAsCSVUTF8}},
		"UTF-16 BE without a byte-order mark": {asUTF16(unicodeText, true, false), []string{"UTF-16 BE", saveAsCSVUTF8}},
		"Windows-1252":                        {windows1252, []string{"Windows-1252 (ANSI)", "line 2", "“", saveAsCSVUTF8}},
		"Hindi lost to question marks":        {[]byte(lostHindi), []string{"question marks", "2 rows (row 2 first)", saveAsCSVUTF8}},
		"an Excel workbook":                   {[]byte("PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00[Content_Types].xml"), []string{"workbook", saveAsCSVUTF8}},
	} {
		for _, commit := range []string{"0", "1"} {
			res := im.upload(t, tc.file, commit)
			message := res.FieldError("file")
			if res.Status != 400 {
				t.Errorf("%s, commit=%s: %d %s", name, commit, res.Status, res.Body)
				continue
			}
			for _, want := range tc.says {
				if !strings.Contains(message, want) {
					t.Errorf("%s: errors.file %q does not say %q", name, message, want)
				}
			}
		}
	}
	if stored := im.questions(t); len(stored) != 0 {
		t.Fatalf("a refused file stored %d questions", len(stored))
	}

	// The same file saved as 'CSV UTF-8' (with its byte-order mark) is read, Hindi and all.
	res := im.upload(t, []byte("\ufeff"+bilingualHeader+bilingualRow), "1")
	if res.Status != 201 {
		t.Fatalf("CSV UTF-8: %d %s", res.Status, res.Body)
	}
	if hi := hindiOf(im.questions(t)[0])["options"].([]any); hi[1] != "उपराष्ट्रपति" {
		t.Fatalf("the Hindi options: %v", hi)
	}
}

// Hindi columns for a test set in English alone are imported, with a warning in the preview and
// in the commit's answer; a bilingual test has none.
func TestHindiColumnsForAnEnglishTestAreImportedWithAWarning(t *testing.T) {
	im := newImporter(t, "en")
	file := []byte(bilingualHeader + bilingualRow)
	preview := im.upload(t, file, "0")
	warnings, _ := preview.JSON["warnings"].([]any)
	if preview.Status != 200 || len(warnings) != 1 || !strings.Contains(warnings[0].(string), "set in English only") ||
		!strings.Contains(warnings[0].(string), "learners will not see them") {
		t.Fatalf("preview: %d %s", preview.Status, preview.Body)
	}
	committed := im.upload(t, file, "1")
	if committed.Status != 201 || len(committed.JSON["warnings"].([]any)) != 1 {
		t.Fatalf("commit: %d %s", committed.Status, committed.Body)
	}
	if stored := im.questions(t); len(stored) != 1 || hindiOf(stored[0])["description"] != "राज्यसभा की अध्यक्षता कौन करता है?" {
		t.Fatalf("the Hindi version was not kept: %v", stored)
	}
	if res := im.upload(t, []byte(englishHeader+"Q?,a,b,,,A,,,\n"), "0"); len(res.JSON["warnings"].([]any)) != 0 {
		t.Fatalf("a file without Hindi has warnings: %s", res.Body)
	}

	bilingual := newImporter(t, "en,hi")
	if res := bilingual.upload(t, file, "0"); res.Status != 200 || len(res.JSON["warnings"].([]any)) != 0 {
		t.Fatalf("a bilingual test's preview: %d %s", res.Status, res.Body)
	}
	// Marathi columns for a test in English and Hindi: the warning names Marathi, and the test's languages.
	marathi := []byte("question,option_a,option_b,correct,question_mr,option_a_mr,option_b_mr\n" +
		"Who presides over the Rajya Sabha?,The Speaker,The Vice-President,B,राज्यसभेचे अध्यक्षपद कोण भूषवतात?,लोकसभा अध्यक्ष,उपराष्ट्रपती\n")
	res := bilingual.upload(t, marathi, "0")
	marathiWarnings, _ := res.JSON["warnings"].([]any)
	if res.Status != 200 || len(marathiWarnings) != 1 || !strings.Contains(marathiWarnings[0].(string), "The file has Marathi columns, but this test is set in English and Hindi only") {
		t.Fatalf("Marathi columns for a test in English and Hindi: %d %s", res.Status, res.Body)
	}
}

// What the product exports reads back through the import as it was typed: the template as
// downloaded, with rows added as the product writes cells (a cell that starts like a formula
// behind an apostrophe), keeps -5 and =A1, and staff text's <, >, &, quotes and line breaks.
func TestTheQuestionTemplateRoundTripsThroughTheImport(t *testing.T) {
	im := newImporter(t, "en,hi,mr")
	template := im.s.Get(t, "/api/v1/admin/questions/template.csv", "token", im.token)
	if !bytes.HasPrefix(template.Body, []byte("\ufeffquestion,option_a,")) {
		t.Fatalf("the template does not start with the byte-order mark: %q", template.Body[:min(40, len(template.Body))])
	}
	reader, err := csvcell.NewReader(template.Body)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for row, err := reader.Read(); err == nil; row, err = reader.Read() {
		rows = append(rows, row)
	}
	text := "Is 2 < 3 && 5 > 4?\nSay \"yes\" or 'no'."
	rows = append(rows, []string{"=A1", "-5", "+5", "@home", "'=quoted", "B", text, "-Polity", "easy"})
	var file bytes.Buffer
	w := csvcell.NewWriter(&file)
	for _, row := range rows {
		_ = w.Write(row)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(file.String(), "'=A1,'-5,'+5,'@home,''=quoted,B,") {
		t.Fatalf("the cells were not written escaped: %s", file.String())
	}

	preview := im.upload(t, file.Bytes(), "0")
	questions, _ := preview.JSON["questions"].([]any)
	if preview.Status != 200 || len(questions) != 2 || len(preview.JSON["problems"].([]any)) != 0 {
		t.Fatalf("preview: %d %s", preview.Status, preview.Body)
	}
	added := questions[1].(map[string]any)
	if added["description"] != "=A1" || fmt.Sprint(added["options"]) != "[-5 +5 @home '=quoted]" || added["explanation"] != text ||
		added["topic"] != "-Polity" {
		t.Fatalf("the preview read %v", added)
	}
	if res := im.upload(t, file.Bytes(), "1"); res.Status != 201 {
		t.Fatalf("commit: %d %s", res.Status, res.Body)
	}
	stored := im.questions(t)
	last := stored[len(stored)-1].(map[string]any)
	if last["description"] != "=A1" || fmt.Sprint(last["options"]) != "[-5 +5 @home '=quoted]" || last["topic"] != "-Polity" {
		t.Fatalf("stored %v", last)
	}
	if hi := hindiOf(stored[0]); hi["description"] != rows[1][9] {
		t.Fatalf("the template's Hindi example came back as %q", hi["description"])
	}
	// Each language's columns follow the last one's, as the registry lists them: Marathi's too.
	mr := stored[0].(map[string]any)["translations"].(map[string]any)["mr"].(map[string]any)
	if mr["description"] != rows[1][15] || fmt.Sprint(mr["options"]) != fmt.Sprint(rows[1][16:20]) || mr["explanation"] != rows[1][20] {
		t.Fatalf("the template's Marathi example came back as %v, from %v", mr, rows[1][15:])
	}
}
