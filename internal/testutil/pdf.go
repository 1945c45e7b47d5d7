package testutil

import (
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// shownStrings matches a string the content shows: (text) Tj.
var shownStrings = regexp.MustCompile(`\(((?:\\.|[^\\)])*)\)\s*Tj`)

// PDFText answers the strings that the PDF's content streams show: what a reader displays and
// finds.
func PDFText(t *testing.T, pdf []byte) []string {
	t.Helper()
	ctx, err := api.ReadContext(bytes.NewReader(pdf), nil)
	if err != nil {
		t.Fatal(err)
	}
	var shown []string
	for _, entry := range ctx.XRefTable.Table {
		if entry == nil || entry.Object == nil {
			continue
		}
		sd, ok := entry.Object.(types.StreamDict)
		if !ok || sd.Dict.Subtype() != nil && *sd.Dict.Subtype() == "Image" {
			continue
		}
		if err := sd.Decode(); err != nil {
			t.Fatal(err)
		}
		for _, m := range shownStrings.FindAllSubmatch(sd.Content, -1) {
			shown = append(shown, string(m[1]))
		}
	}
	return shown
}

// PDFToText answers the PDF's text as poppler's pdftotext reads it, as a reader copies it: text
// in an embedded font too (Devanagari), which PDFText does not decode. Its words are joined by
// single spaces, lines and pages too, since where a note box wraps is not what a test is about.
func PDFToText(t *testing.T, pdf []byte) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Fatal("pdftotext is missing: install Debian's poppler-utils (make poppler)")
	}
	cmd := exec.Command("pdftotext", "-enc", "UTF-8", "-", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return strings.Join(strings.Fields(string(out)), " ")
}

// PDF answers a PDF of the objects given, with its cross-reference table: object i+1 is
// objects[i], and object 1 is the catalogue. For tests that need a PDF of a given shape (a bomb,
// a page too tall), which a PDF library would refuse to write.
func PDF[Object string | []byte](objects ...Object) []byte {
	var out bytes.Buffer
	out.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(objects))
	for i, object := range objects {
		offsets[i] = out.Len()
		fmt.Fprintf(&out, "%d 0 obj\n", i+1)
		out.Write([]byte(object))
		out.WriteString("\nendobj\n")
	}
	xref := out.Len()
	fmt.Fprintf(&out, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, offset := range offsets {
		fmt.Fprintf(&out, "%010d 00000 n \n", offset)
	}
	fmt.Fprintf(&out, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return out.Bytes()
}

// PDFStream answers a stream object of the dictionary's entries and data, its length counted.
func PDFStream(dict string, data []byte) []byte {
	return append(fmt.Appendf(nil, "<< %s /Length %d >>\nstream\n", dict, len(data)), append(data, "\nendstream"...)...)
}
