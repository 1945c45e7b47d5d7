package pdfmark

import (
	"bytes"
	_ "embed"
	"slices"
	"strings"
	"sync"

	"github.com/go-text/typesetting/di"
	gofont "github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"

	pdffont "github.com/pdfcpu/pdfcpu/pkg/font"
)

// Text in Devanagari is shaped, not typed letter by letter: a conjunct (क्ष, त्र) is one glyph of
// several letters, and a vowel sign is drawn before (ि) or above (े) its letter. The shaper is
// go-text/typesetting's port of HarfBuzz, the engine browsers use, with Noto Sans Devanagari (the
// face the web app shows Hindi in; SIL Open Font License, fonts/OFL.txt). That font has no Latin
// letters, so Latin words of the same text are drawn in the PDF's built-in font, as comments
// without Devanagari are (docs/decisions.md, "Evaluating in the browser").

//go:embed fonts/NotoSansDevanagari-Regular.ttf
var notoDevanagari []byte

// devanagariFont is the parsed font, read once; a Face made from it serves one drawing (faces
// cache glyphs and are not safe for use by two drawings at once).
var devanagariFont = sync.OnceValues(func() (*gofont.Font, error) {
	face, err := gofont.ParseTTF(bytes.NewReader(notoDevanagari))
	if err != nil {
		return nil, err
	}
	return face.Font, nil
})

// devanagari tells the letters drawn in Noto Sans Devanagari: the Devanagari blocks, and the
// joiners and the dotted circle that shaping a Devanagari word may use.
func devanagari(r rune) bool {
	return r >= 0x0900 && r <= 0x097F || r >= 0xA8E0 && r <= 0xA8FF || r >= 0x1CD0 && r <= 0x1CFF ||
		r == 0x200C || r == 0x200D || r == 0x25CC
}

// embedded tells the letters the embedded font draws: Devanagari that it has a glyph for (a
// letter of the block it lacks would be drawn as an empty box), and the joiners, which shaping
// uses up.
func embedded(r rune) bool {
	if r == 0x200C || r == 0x200D {
		return true
	}
	f, err := devanagariFont()
	if !devanagari(r) || err != nil {
		return false
	}
	_, ok := f.Cmap.Lookup(r)
	return ok
}

// hasDevanagari tells whether text has a letter only the embedded font draws.
func hasDevanagari(text string) bool { return strings.IndexFunc(text, devanagari) >= 0 }

// style is how a block of text is set: the built-in font for Latin letters and the sizes.
type style struct {
	latin      string  // a built-in font: Helvetica, Courier
	latinSize  float64 // points
	devaSize   float64 // points: Devanagari's letters are smaller than Latin capitals at one size
	lineHeight float64 // points from one baseline to the next
	ascent     float64 // points from a line's top to its baseline
	tabStop    float64 // points from the left where text after a tab starts (0: no tabs)
}

// glyph is one glyph of a shaped cluster, placed in points from the cluster's origin.
type glyph struct {
	id   uint16
	x, y float64
}

// unit is a piece of a line that is never broken: a Devanagari cluster (a letter with its vowel
// signs, a conjunct), one Latin letter, a space or a tab.
type unit struct {
	deva   bool
	text   string
	glyphs []glyph // Devanagari only
	width  float64 // points
}

// setLine is a laid-out line: its units, left to right.
type setLine []unit

// shaper shapes and measures text for one drawing.
type shaper struct {
	face *gofont.Face
	hb   shaping.HarfbuzzShaper
	used map[uint16]string // glyphs drawn, with the text of the cluster each was first drawn for
}

func newShaper() (*shaper, error) {
	f, err := devanagariFont()
	if err != nil {
		return nil, err
	}
	return &shaper{face: gofont.NewFace(f), used: map[uint16]string{}}, nil
}

// units answers a word (text without spaces) as its unbreakable units in the style's sizes.
// Latin letters must be drawable (see Drawable).
func (s *shaper) units(word string, st style) []unit {
	var out []unit
	runes := []rune(word)
	for start := 0; start < len(runes); {
		end := start + 1
		for end < len(runes) && devanagari(runes[end]) == devanagari(runes[start]) {
			end++
		}
		if !devanagari(runes[start]) {
			for _, r := range runes[start:end] {
				w, _ := pdffont.TextWidthFloat(string(r), st.latin, st.latinSize)
				out = append(out, unit{text: string(r), width: w})
			}
		} else {
			out = append(out, s.shape(runes, start, end, st.devaSize)...)
		}
		start = end
	}
	return out
}

// shape answers the clusters of runes[start:end], a Devanagari run, at size points.
func (s *shaper) shape(runes []rune, start, end int, size float64) []unit {
	upem := float64(s.face.Upem())
	out := s.hb.Shape(shaping.Input{
		Text: runes, RunStart: start, RunEnd: end, Direction: di.DirectionLTR, Face: s.face,
		Size: fixed.I(int(upem)), Script: language.Devanagari, Language: language.NewLanguage("hi"),
	})
	// At a size of one em, a 26.6 fixed-point value is in font units.
	points := func(v fixed.Int26_6) float64 { return float64(v) / 64 / upem * size }
	var units []unit
	for i := 0; i < len(out.Glyphs); {
		cluster := out.Glyphs[i].ClusterIndex
		u := unit{deva: true}
		j := i
		for ; j < len(out.Glyphs) && out.Glyphs[j].ClusterIndex == cluster; j++ {
			g := out.Glyphs[j]
			u.glyphs = append(u.glyphs, glyph{id: uint16(g.GlyphID), x: u.width + points(g.XOffset), y: points(g.YOffset)})
			u.width += points(g.XAdvance)
		}
		n := out.Glyphs[i].RuneCount
		u.text = string(runes[cluster:min(cluster+n, end)])
		s.record(u)
		units = append(units, u)
		i = j
	}
	return units
}

// record notes the glyphs a cluster draws with the text each stands for, for a reader that
// copies text glyph by glyph (the cluster's whole text goes with it too, see drawBlock): a
// cluster of one glyph (a letter, a conjunct) stands for its letters; in a cluster of several, a
// letter's own glyph stands for it and the first other glyph (a vowel sign's form for that
// letter) for the letters left.
func (s *shaper) record(u unit) {
	texts := make([]string, len(u.glyphs))
	if len(u.glyphs) == 1 {
		texts[0] = u.text
	} else {
		left := []rune{}
		for _, r := range u.text {
			id, ok := s.face.NominalGlyph(r)
			i := slices.IndexFunc(u.glyphs, func(g glyph) bool { return ok && g.id == uint16(id) })
			if i >= 0 && texts[i] == "" {
				texts[i] = string(r)
			} else {
				left = append(left, r)
			}
		}
		if i := slices.Index(texts, ""); i >= 0 {
			texts[i] = string(left)
		}
	}
	for i, g := range u.glyphs {
		if known, seen := s.used[g.id]; !seen || known == "" {
			s.used[g.id] = texts[i]
		}
	}
}

// lay answers the text's lines (split at "\n") wrapped to maxWidth points: at spaces, or
// between clusters of a word wider than a line, never inside a cluster.
func (s *shaper) lay(text string, st style, maxWidth float64) []setLine {
	spaceWidth, _ := pdffont.TextWidthFloat(" ", st.latin, st.latinSize)
	space := unit{text: " ", width: spaceWidth}
	var lines []setLine
	for _, paragraph := range strings.Split(text, "\n") {
		var line setLine
		width := 0.0
		flush := func() {
			lines = append(lines, line)
			line, width = nil, 0
		}
		columns := strings.Split(paragraph, "\t")
		for c, column := range columns {
			if c > 0 {
				// A tab moves to the column of marks, or by a space when the text is past it (or
				// the style has no columns).
				tab := unit{text: "\t", width: max(st.tabStop-width, spaceWidth)}
				line, width = append(line, tab), width+tab.width
			}
			for i, word := range strings.Split(column, " ") {
				units := s.units(word, st)
				w := widthOf(units)
				if i > 0 {
					if len(line) > 0 && width+spaceWidth+w > maxWidth {
						flush()
					} else {
						line, width = append(line, space), width+spaceWidth
					}
				}
				if len(line) > 0 && width+w > maxWidth {
					flush()
				}
				for _, u := range units {
					if len(line) > 0 && width+u.width > maxWidth {
						flush()
					}
					line, width = append(line, u), width+u.width
				}
			}
		}
		flush()
	}
	return lines
}

func widthOf(units []unit) float64 {
	w := 0.0
	for _, u := range units {
		w += u.width
	}
	return w
}
