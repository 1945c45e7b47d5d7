package app_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"net/url"
	"slices"
	"strings"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/csvcell"
)

// csvFileRows checks that a CSV file the product wrote is one Excel reads right (docs/product.md,
// "CSV files"): a download, UTF-8 after the byte-order mark. It answers the rows as they are
// written, and as the import reads them back (cells unescaped).
func csvFileRows(t *testing.T, res apptest.Response) (written, read [][]string) {
	t.Helper()
	if res.Status != 200 || res.Header.Get("Content-Type") != "text/csv; charset=utf-8" ||
		!strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="`) {
		t.Fatalf("a CSV file answered %d %q %q", res.Status, res.Header.Get("Content-Type"), res.Header.Get("Content-Disposition"))
	}
	body, marked := bytes.CutPrefix(res.Body, []byte("\ufeff"))
	if !marked {
		t.Fatalf("the file does not start with the byte-order mark: %q", res.Body[:min(len(res.Body), 40)])
	}
	written, err := csv.NewReader(bytes.NewReader(body)).ReadAll()
	if err != nil {
		t.Fatalf("not CSV: %v", err)
	}
	reader, err := csvcell.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	for {
		row, err := reader.Read()
		if err == io.EOF {
			return written, read
		}
		if err != nil {
			t.Fatal(err)
		}
		read = append(read, row)
	}
}

// rowWith answers the first row that has cell, or nil.
func rowWith(rows [][]string, cell string) []string {
	for _, row := range rows {
		if slices.Contains(row, cell) {
			return row
		}
	}
	return nil
}

// Every CSV file staff download starts with the byte-order mark, and every cell that starts like
// a formula (a visitor's name, staff's notes, a learner's name) behind an apostrophe, which the
// import takes away again.
func TestEveryCSVFileStartsWithTheMarkAndEscapesItsCells(t *testing.T) {
	s := apptest.New(t)
	ctx := context.Background()
	admin := s.Login(t, "admin@aspirant.test", "admin12345")

	template, _ := csvFileRows(t, s.Get(t, "/api/v1/admin/questions/template.csv", "token", admin))
	if len(template) != 2 || template[0][0] != "question" || !strings.HasPrefix(template[1][9], "भारत के संविधान") {
		t.Fatalf("the template: %q", template)
	}

	// A visitor's enquiry, and staff's note on it.
	formula := `=HYPERLINK("http://evil.example","Click")`
	if res := s.Call(t, "POST", "/api/v1/modules/subscriptionEnquiry", url.Values{"name": {formula}, "email": {"lead@example.com"},
		"mobileNumber": {"9876543210"}, "courseName": {"GS Foundation"}, "city": {"@Lucknow"}, "isUpscExamAttempted": {"no"}}); res.Status >= 300 {
		t.Fatalf("enquiry: %d %s", res.Status, res.Body)
	}
	// An address may start like a formula too (a valid one: = and + are allowed before the @).
	if res := s.Call(t, "POST", "/api/v1/modules/subscriptionEnquiry", url.Values{"name": {"Asha"}, "email": {"=1+2@evil.example"},
		"mobileNumber": {"9876543211"}, "courseName": {"GS Foundation"}, "city": {"Pune"}, "isUpscExamAttempted": {"no"}}); res.Status >= 300 {
		t.Fatalf("enquiry with a formula address: %d %s", res.Status, res.Body)
	}
	id := idOf(t, s, "SELECT id FROM enquiries WHERE email = 'lead@example.com'")
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/enquiries/%d", id),
		url.Values{"staff_notes": {"-5 on the mock; call <after> 6 & \"soon\""}}, "token", admin); res.Status != 200 {
		t.Fatalf("note: %d %s", res.Status, res.Body)
	}
	written, read := csvFileRows(t, s.Get(t, "/api/v1/admin/enquiries.csv", "token", admin))
	if row := rowWith(written, "'"+formula); row == nil || row[8] != "'@Lucknow" || row[10] != "'-5 on the mock; call <after> 6 & \"soon\"" {
		t.Fatalf("the enquiries as written: %q", written)
	}
	if row := rowWith(read, formula); row == nil || row[10] != "-5 on the mock; call <after> 6 & \"soon\"" {
		t.Fatalf("the enquiries as read back: %q", read)
	}
	if row := rowWith(written, "Asha"); row == nil || row[4] != "'=1+2@evil.example" {
		t.Fatalf("the formula address as written: %q", row)
	}

	// A learner whose name starts like a formula answers a mains test.
	mains := openMainsTest(t, s)
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	if _, err := s.DB.Exec(ctx, "UPDATE users SET name = ? WHERE email = 'demo@aspirant.test'", "+Ravi -Kumar"); err != nil {
		t.Fatal(err)
	}
	if res := uploadAnswer(t, s, learner, mains.test, "answer.pdf", pdfBytes("csv")); res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	written, read = csvFileRows(t, s.Get(t, "/api/v1/admin/mains/answers.csv", "token", admin))
	if written[0][0] != "upload_id" || rowWith(written, "'+Ravi -Kumar") == nil || rowWith(read, "+Ravi -Kumar") == nil {
		t.Fatalf("the mains answers: %q", written)
	}
}
