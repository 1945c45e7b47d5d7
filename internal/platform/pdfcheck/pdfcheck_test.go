package pdfcheck_test

import (
	"bytes"
	"compress/zlib"
	"errors"
	"sync"
	"testing"

	"aspirant/internal/platform/pdfcheck"
	"aspirant/internal/testutil"
)

func inflating(n int) []byte {
	var out bytes.Buffer
	z, _ := zlib.NewWriterLevel(&out, zlib.BestCompression)
	block := make([]byte, 1<<20)
	for range n >> 20 {
		z.Write(block)
	}
	z.Close()
	return out.Bytes()
}

var (
	catalogue = "<< /Type /Catalog /Pages 2 0 R >>"
	onePage   = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"
	page      = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>"
)

// zeros inflate to 64 MB, over the budget of what is not a picture; five are over the whole's.
var zeros = sync.OnceValue(func() []byte { return inflating(64 << 20) })

// seeds are the PDFs the fuzz target starts from: a fair one, and the bombs the bounds refuse.
func seeds() map[string][]byte {
	contents := string(testutil.PDFStream("/Filter /FlateDecode", inflating(1<<20)))
	picture := string(testutil.PDFStream("/Type /XObject /Subtype /Image /Filter /FlateDecode", zeros()))
	return map[string][]byte{
		"fair":          testutil.PDF(catalogue, onePage, page, string(testutil.PDFStream("", []byte("BT /F1 12 Tf 72 712 Td (Answer) Tj ET")))),
		"object stream": testutil.PDF(catalogue, onePage, page, contents, string(testutil.PDFStream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", zeros()))),
		"picture":       testutil.PDF(catalogue, onePage, page, contents, picture),
		"pictures":      testutil.PDF(catalogue, onePage, page, contents, picture, picture, picture, picture, picture),
		"length lies":   testutil.PDF(catalogue, onePage, page, contents, "<< /Type /ObjStm /Filter /FlateDecode /Length 10 >>\nstream\n"+string(zeros())+"\nendstream"),
		"hex":           testutil.PDF(catalogue, onePage, page, contents, string(testutil.PDFStream("/Filter [/AHx /Fl]", []byte("789c>")))),
		"encrypted":     bytes.Replace(testutil.PDF(catalogue, onePage, page, contents), []byte("/Root 1 0 R"), []byte("/Root 1 0 R /Encrypt 9 0 R"), 1),
	}
}

func TestCheck(t *testing.T) {
	all := seeds()
	cases := []struct {
		name string
		want error
	}{
		{"fair", nil},
		{"object stream", pdfcheck.ErrTooMuchContent},
		{"picture", nil},
		{"pictures", pdfcheck.ErrTooMuchContent},
		{"length lies", pdfcheck.ErrTooMuchContent},
		{"hex", pdfcheck.ErrDamaged},
		{"encrypted", pdfcheck.ErrEncrypted},
	}
	for _, c := range cases {
		pages, err := pdfcheck.Check(all[c.name])
		if !errors.Is(err, c.want) || (err == nil && pages != 1) {
			t.Errorf("%s: %d pages, %v; want %v", c.name, pages, err, c.want)
		}
	}
	if _, err := pdfcheck.Check([]byte("PK\x03\x04")); !errors.Is(err, pdfcheck.ErrNotPDF) {
		t.Errorf("a zip: %v", err)
	}
}

// FuzzCheck: whatever the bytes, the check answers (no panic) within its bounds, and a PDF it
// accepts has from 1 to MaxPages pages.
func FuzzCheck(f *testing.F) {
	for _, pdf := range seeds() {
		f.Add(pdf)
	}
	f.Fuzz(func(t *testing.T, pdf []byte) {
		pages, err := pdfcheck.Check(pdf)
		if err == nil && (pages < 1 || pages > pdfcheck.MaxPages) {
			t.Fatalf("accepted with %d pages", pages)
		}
	})
}
