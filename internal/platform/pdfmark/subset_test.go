package pdfmark

import (
	"bytes"
	"testing"

	gofont "github.com/go-text/typesetting/font"
)

// A subset keeps the outlines of the glyphs drawn, and of the glyphs theirs are made of, at their
// ids, and drops the rest; it is still a font that a font reader opens.
func TestASubsetKeepsTheGlyphsDrawnAtTheirIds(t *testing.T) {
	sh, err := newShaper()
	if err != nil {
		t.Fatal(err)
	}
	sh.lay("क्षेत्र", commentStyle, 500)
	drawn := make([]uint16, 0, len(sh.used))
	for id := range sh.used {
		drawn = append(drawn, id)
	}
	subset, err := subsetTrueType(notoDevanagari, drawn)
	if err != nil {
		t.Fatal(err)
	}
	if len(subset) > 20<<10 {
		t.Errorf("the subset of %d glyphs is %d bytes", len(drawn), len(subset))
	}
	face, err := gofont.ParseTTF(bytes.NewReader(subset))
	if err != nil {
		t.Fatalf("the subset is not a font: %v", err)
	}
	outline := func(f *gofont.Face, id gofont.GID) int {
		o, _ := f.GlyphDataOutline(id)
		return len(o.Segments)
	}
	whole := gofont.NewFace(must(devanagariFont()))
	for _, id := range drawn {
		if got, want := outline(face, gofont.GID(id)), outline(whole, gofont.GID(id)); got != want || want == 0 {
			t.Errorf("glyph %d has %d segments in the subset, %d in the font", id, got, want)
		}
	}
	other, _ := whole.NominalGlyph('ह')
	if outline(face, other) != 0 || outline(whole, other) == 0 {
		t.Errorf("ह, not drawn, kept its outline")
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
