package admin

// How the question import (questions.go) reads a file staff saved from a spreadsheet
// (docs/product.md, "CSV files"): through csvcell, so a file Excel saved in another encoding than
// UTF-8 is refused with the way to save it right instead of being stored as mojibake; then each
// row by the template's columns; and what staff should know before they import it.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"strconv"
	"strings"
	"unicode"

	"aspirant/internal/httpx"
	"aspirant/internal/platform/csvcell"
	"aspirant/internal/platform/locale"
	"aspirant/internal/prelims"
)

// saveAsCSVUTF8 is the fix for every file Excel saved in an encoding other than UTF-8.
const saveAsCSVUTF8 = " In Excel, choose File > Save As and the type 'CSV UTF-8 (Comma delimited) (*.csv)', then import that file."

// encodingProblem answers the file's 400 for a file that is not UTF-8 text: which encoding it is
// in, and how to save it again.
func encodingProblem(err error) error {
	var e *csvcell.EncodingError
	if !errors.As(err, &e) {
		return err
	}
	switch e.Encoding {
	case csvcell.UTF16LE, csvcell.UTF16BE:
		return httpx.InvalidField("file", "The file is saved as %s (Excel's 'Unicode Text'), which the import cannot read."+saveAsCSVUTF8, e.Encoding)
	case csvcell.Windows1252:
		return httpx.InvalidField("file", "The file is not UTF-8: line %d has “%s” saved as Windows-1252 (ANSI), as Excel's plain "+
			"'CSV (Comma delimited)' saves it."+saveAsCSVUTF8, e.Line, e.Character)
	}
	return httpx.InvalidField("file", "The file is not a CSV text file (an Excel workbook cannot be imported as it is)."+saveAsCSVUTF8)
}

// csvHeader is where each column the header names is, by its lower-case name.
type csvHeader map[string]int

// readHeader reads the header row, which must name at least the columns a question needs.
func readHeader(cr *csvcell.Reader) (csvHeader, error) {
	names, err := cr.Read()
	if err != nil {
		return nil, httpx.InvalidField("file", "The file is not a CSV file with a header row.")
	}
	columns := csvHeader{}
	for i, name := range names {
		columns[strings.ToLower(strings.TrimSpace(name))] = i
	}
	for _, col := range []string{"question", "option_a", "option_b", "correct"} {
		if _, ok := columns[col]; !ok {
			return nil, httpx.InvalidField("file", "The header must name the template's columns: %s.", strings.Join(csvColumns(), ", "))
		}
	}
	return columns, nil
}

// cell answers a row's cell in a column, or "" when the header or the row has no such column.
func (h csvHeader) cell(cells []string, col string) string {
	if i, ok := h[col]; ok && i < len(cells) {
		return cells[i]
	}
	return ""
}

// question answers a row as a question, not yet validated: its options are the non-empty option
// cells in order, and correct their letter (or number).
func (h csvHeader) question(cells []string) prelims.QuestionInput {
	q := prelims.QuestionInput{Description: h.cell(cells, "question"), Explanation: h.cell(cells, "explanation"),
		Topic: h.cell(cells, "topic"), Difficulty: h.cell(cells, "difficulty"), Options: []string{},
		Translations: prelims.QuestionTranslations{}}
	for _, col := range optionColumns {
		if v := strings.TrimSpace(h.cell(cells, col)); v != "" {
			q.Options = append(q.Options, v)
		}
	}
	for _, lang := range versionLanguages() {
		v := &prelims.QuestionTranslation{Description: h.cell(cells, versionColumn("question", lang)),
			Explanation: h.cell(cells, versionColumn("explanation", lang)), Options: []string{}}
		for _, col := range optionColumns {
			if text := strings.TrimSpace(h.cell(cells, versionColumn(col, lang))); text != "" {
				v.Options = append(v.Options, text)
			}
		}
		if strings.TrimSpace(v.Description+v.Explanation) != "" || len(v.Options) > 0 {
			q.Translations[lang] = v
		}
	}
	correct := strings.ToUpper(strings.TrimSpace(h.cell(cells, "correct")))
	if len(correct) == 1 && correct[0] >= 'A' && correct[0] <= 'F' {
		q.Correct = int(correct[0]-'A') + 1
	} else if n, err := strconv.Atoi(correct); err == nil {
		q.Correct = n
	}
	return q
}

// validateImported applies the question's rules, saying a wrong key in the CSV's own terms.
func validateImported(q *prelims.QuestionInput) httpx.Fields {
	errs := q.Validate()
	if _, ok := errs["correct"]; ok {
		errs.Set("correct", "The correct column must be the letter of one of the row's options (A to F).")
		if len(q.Options) >= 2 {
			errs.Set("correct", "The correct column must be the letter of one of the row's options (A to %c).", 'A'+len(q.Options)-1)
		}
	}
	return errs
}

// lettersLostToQuestionMarks reports whether a question's cells in another language are what
// Excel leaves of a script when it saves a file in the Windows code page, which has no letters
// of it (Devanagari, Tamil): each letter a ?. A cell with a run of two or more ? and not one
// letter beyond ASCII is taken for one: a version in such a language always has its letters, and
// only the ? survive beside the digits, punctuation and English words (UPSC, GDP) that were in it.
func lettersLostToQuestionMarks(q prelims.QuestionInput) bool {
	isOwnLetter := func(r rune) bool { return r > unicode.MaxASCII && unicode.IsLetter(r) }
	for _, v := range q.Translations {
		for _, text := range append([]string{v.Description, v.Explanation}, v.Options...) {
			if strings.Contains(text, "??") && !strings.ContainsFunc(text, isOwnLetter) {
				return true
			}
		}
	}
	return false
}

// importWarnings are what staff should know about a file that may still be imported: versions in
// languages the test will not show (docs/product.md, "CSV files"), which the test engine finds.
func (s *Service) importWarnings(ctx context.Context, testID int64, questions []prelims.QuestionInput) ([]string, error) {
	notShown, storedLanguages, err := prelims.VersionsNotShown(ctx, s.db, testID, questions)
	if err != nil || len(notShown) == 0 {
		return []string{}, err
	}
	names := make([]string, len(notShown))
	for i, lang := range notShown {
		row, _ := locale.Lookup(lang)
		names[i] = row.EnglishName
	}
	return []string{fmt.Sprintf("The file has %s columns, but this test is set in %s only, so learners will not see them: "+
		"a test shows its questions' versions in the languages it is set in besides its first. "+
		"They are imported with the questions all the same.", strings.Join(names, " and "), languagesLabel(storedLanguages))}, nil
}

// readUpload answers an uploaded file's bytes (the request's size limit has bounded them).
func readUpload(header *multipart.FileHeader) ([]byte, error) {
	f, err := header.Open()
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}
