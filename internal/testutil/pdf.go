package testutil

import (
	"bytes"
	"regexp"
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
