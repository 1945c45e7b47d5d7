package pdfmark_test

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"

	"aspirant/internal/platform/pdfmark"
	"aspirant/internal/platform/scan"
	"aspirant/internal/testutil"
)

// answerPDF answers a two-page answer as a learner's phone upload makes it.
func answerPDF(t *testing.T) []byte {
	t.Helper()
	pdf, err := scan.Assemble(context.Background(), [][]byte{testutil.PagePhoto(t, 300, 420, 0), testutil.PagePhoto(t, 300, 420, 0)}, 25<<20)
	if err != nil {
		t.Fatal(err)
	}
	return pdf
}

func TestMarksAreDrawnOnThePagesAndASummaryPageIsAdded(t *testing.T) {
	marks := []pdfmark.Mark{
		{Page: 1, X: 0.1, Y: 0.1, Width: 0.05, Height: 0.03, Kind: pdfmark.Tick},
		{Page: 1, X: 0.2, Y: 0.3, Width: 0.5, Height: 0.02, Kind: pdfmark.Underline},
		{Page: 2, X: 0.1, Y: 0.5, Width: 0.6, Height: 0.04, Kind: pdfmark.Highlight},
		{Page: 2, X: 0.7, Y: 0.2, Width: 0.05, Height: 0.03, Kind: pdfmark.Cross},
		{Page: 2, X: 0.55, Y: 0.6, Width: 0.3, Height: 0.1, Kind: pdfmark.Comment,
			Text: "Add the 73rd Amendment’s data – 50% of seats"},
	}
	summary := []string{"Evaluation of GS Paper II", "----", "Q1   8.5 / 10", "Total   8.5 / 10"}
	out, err := pdfmark.Draw(answerPDF(t), marks, summary)
	if err != nil {
		t.Fatal(err)
	}
	dims, err := api.PageDims(bytes.NewReader(out), nil)
	if err != nil || len(dims) != 3 {
		t.Fatalf("%d pages (%v), want the two answer pages and a summary page", len(dims), err)
	}
	shown := testutil.PDFText(t, out)
	text := strings.Join(shown, " ") // a wrapped comment reads as one line
	for _, want := range []string{"Add the 73rd Amendment's data - 50% of seats", "Evaluation of GS Paper II", "Total   8.5 / 10"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF's text lacks %q: %q", want, shown)
		}
	}
	// The tick and the cross are ZapfDingbats' ✔ ("4") and ✘ ("8"), a font every reader has.
	if !slices.Contains(shown, "4") || !slices.Contains(shown, "8") {
		t.Errorf("the tick or the cross is not drawn: %q", shown)
	}
}

// Hindi and Marathi are shaped (conjuncts such as च्छ and त्त, vowel signs before and above their
// letters) and drawn in the embedded font, Latin words of the same comment in the built-in one,
// and the PDF's text reads back as typed. pdftotext puts a space after some letters with a vowel
// sign above (के), so the text is compared without spaces.
func TestCommentsAndTheSummaryInHindiAndMarathiReadBackAsTyped(t *testing.T) {
	hindi := "उत्तर में संविधान के अनुच्छेद 21 का उल्लेख करें"
	marathi := "उत्तराची मांडणी चांगली आहे, पण उदाहरणे द्या."
	mixed := "Maneka Gandhi केस (1978) देखें: क्षेत्र और त्रिपुरा के उदाहरण भी।"
	marks := []pdfmark.Mark{
		{Page: 1, X: 0.1, Y: 0.1, Width: 0.6, Height: 0.05, Kind: pdfmark.Comment, Text: hindi},
		{Page: 1, X: 0.1, Y: 0.4, Width: 0.05, Height: 0.03, Kind: pdfmark.Tick},
		{Page: 2, X: 0.1, Y: 0.2, Width: 0.1, Height: 0.05, Kind: pdfmark.Comment, Text: marathi},
		// Near the right edge the box is narrow: the comment wraps, between words.
		{Page: 2, X: 0.6, Y: 0.5, Width: 0.3, Height: 0.05, Kind: pdfmark.Comment, Text: mixed},
		{Page: 2, X: 0.1, Y: 0.7, Width: 0.3, Height: 0.05, Kind: pdfmark.Comment, Text: "Good point"},
	}
	summary := []string{"Evaluation", "Learner:   आशा वर्मा (ASP-NGUCX4C)", "Question\tMarks", "प्रश्न 1\t8.5 / 10", "Remarks:", "संरचना अच्छी है; निष्कर्ष में सुझाव जोड़ें।"}
	out, err := pdfmark.Draw(answerPDF(t), marks, summary)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := api.PageCount(bytes.NewReader(out), nil); err != nil || n != 3 {
		t.Fatalf("%d pages (%v), want the two answer pages and a summary page", n, err)
	}
	if err := api.Validate(bytes.NewReader(out), nil); err != nil {
		t.Errorf("the marked PDF is not valid: %v", err)
	}
	squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
	text := squeeze(testutil.PDFToText(t, out))
	for _, want := range append([]string{hindi, marathi, mixed, "Good point", "आशा वर्मा (ASP-NGUCX4C)", "8.5 / 10"}, summary[5]) {
		if !strings.Contains(text, squeeze(want)) {
			t.Errorf("the PDF's text lacks %q:\n%s", want, text)
		}
	}
	// The font is embedded once, cut down to the glyphs drawn: about 12 KB more here, where the
	// whole font would add about 100.
	if len(out) > len(answerPDF(t))+30<<10 {
		t.Errorf("the marked PDF is %d bytes, the answer %d", len(out), len(answerPDF(t)))
	}
}

// A name in Devanagari is written in the watermark as it is in the account, twice a page.
func TestAWatermarkNamesALearnerInHindi(t *testing.T) {
	line := "Licensed to आशा वर्मा · ASP-NGUCX4C · as***@example.com"
	out, err := pdfmark.Watermark(answerPDF(t), line)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := api.PageCount(bytes.NewReader(out), nil); err != nil || n != 2 {
		t.Fatalf("%d pages (%v), want the two pages", n, err)
	}
	// pdftotext reads the line along the bottom of each page whole; the diagonal one, as any
	// rotated text, in pieces.
	text := testutil.PDFToText(t, out)
	if n := strings.Count(text, line); n != 2 {
		t.Errorf("the watermark is shown %d times along the bottom of the two pages, want 2: %q", n, text)
	}
}

func TestMarksThatCannotBeDrawnAreNamed(t *testing.T) {
	answer := answerPDF(t)
	_, err := pdfmark.Draw(answer, []pdfmark.Mark{
		{Page: 1, X: 0.1, Y: 0.1, Width: 0.1, Height: 0.1, Kind: pdfmark.Tick},
		{Page: 3, X: 0.1, Y: 0.1, Width: 0.1, Height: 0.1, Kind: pdfmark.Tick},
	}, nil)
	var markErr *pdfmark.MarkError
	if !errors.As(err, &markErr) || markErr.Index != 1 || !errors.Is(err, pdfmark.ErrNoSuchPage) {
		t.Errorf("a mark on page 3 of 2: %v", err)
	}
	// Neither the built-in fonts nor Noto Sans Devanagari have Tamil letters or emoji.
	for _, text := range []string{"நல்ல பதில்", "अच्छा 👍"} {
		_, err = pdfmark.Draw(answer, []pdfmark.Mark{{Page: 1, X: 0.1, Y: 0.1, Width: 0.2, Height: 0.1, Kind: pdfmark.Comment, Text: text}}, nil)
		if !errors.As(err, &markErr) || markErr.Index != 0 || !errors.Is(err, pdfmark.ErrNotDrawable) {
			t.Errorf("a comment %q: %v", text, err)
		}
	}
	if _, err := pdfmark.Draw([]byte("%PDF-1.4 not really"), nil, []string{"x"}); !errors.Is(err, pdfmark.ErrUnreadable) {
		t.Errorf("a damaged answer: %v", err)
	}
}

func TestAWatermarkIsTextOnEveryPage(t *testing.T) {
	line := "Asha Verma · ASP-NGUCX4C · as***@example.com · ******3210"
	out, err := pdfmark.Watermark(answerPDF(t), line)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := api.PageCount(bytes.NewReader(out), nil); err != nil || n != 2 {
		t.Fatalf("%d pages (%v), want the two pages", n, err)
	}
	// Twice a page: along the bottom and across the middle. The PDF writes text in Latin-1, so
	// the middle dot is the byte 0xB7.
	want := strings.ReplaceAll(line, "·", "\xb7")
	found := 0
	for _, shown := range testutil.PDFText(t, out) {
		if shown == want {
			found++
		}
	}
	if found < 2 {
		t.Errorf("the watermark is shown %d times: %q", found, testutil.PDFText(t, out))
	}
	if _, err := pdfmark.Watermark(answerPDF(t), "Licensed to கவிதா"); !errors.Is(err, pdfmark.ErrNotDrawable) {
		t.Errorf("a line in Tamil: %v, want ErrNotDrawable", err)
	}
	if _, err := pdfmark.Watermark([]byte("not a pdf"), line); !errors.Is(err, pdfmark.ErrUnreadable) {
		t.Errorf("not a PDF: %v", err)
	}
}
