// Package pdfmark draws onto the pages of a PDF as real page content, whose text any PDF reader
// shows, prints and finds: an evaluator's marks on an answer (ticks, crosses, underlines,
// highlights and comments in note boxes) with a summary page at the end (docs/product.md,
// "Evaluating in the browser"), and the watermark naming the learner on a paid PDF they download
// (docs/product.md, "Protected downloads").
package pdfmark

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"strings"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"aspirant/internal/platform/pdfcheck"
)

// The PDF library would otherwise install its configuration and fonts into the user's
// configuration folder at first use; the server keeps nothing outside its data folder.
func init() { api.DisableConfigDir() }

// Kind is what a mark is.
type Kind string

const (
	Tick      Kind = "tick"
	Cross     Kind = "cross"
	Underline Kind = "underline"
	Highlight Kind = "highlight"
	Comment   Kind = "comment"
)

// Kinds are the marks an evaluator may place.
var Kinds = []Kind{Tick, Cross, Underline, Highlight, Comment}

// Mark is one mark on a page (from 1): its box in fractions of the page, from the top-left
// corner, as the evaluator's screen placed it.
type Mark struct {
	Page                int
	X, Y, Width, Height float64
	Kind                Kind
	Text                string // a comment's words
}

var (
	// ErrUnreadable: the answer PDF cannot be read (damaged, or locked with a password).
	ErrUnreadable = errors.New("the answer PDF cannot be read")
	// ErrNoSuchPage: a mark is on a page the answer does not have.
	ErrNoSuchPage = errors.New("no such page")
	// ErrNotDrawable: text has letters the PDF's fonts cannot draw (see Drawable and Writable).
	ErrNotDrawable = errors.New("text the PDF font cannot draw")
)

// MarkError says which mark (from 0) a problem is with.
type MarkError struct {
	Index int
	Err   error
}

func (e *MarkError) Error() string { return fmt.Sprintf("mark %d: %v", e.Index, e.Err) }
func (e *MarkError) Unwrap() error { return e.Err }

// Colours of the marks: green for right, red for wrong and for the evaluator's words.
const (
	green    = "#15803D"
	red      = "#B91C1C"
	ink      = "#7F1D1D"
	noteFill = "#FFF7CC"
)

// Draw answers the answer PDF with the marks drawn on its pages and the summary lines on a new
// last page. Text is drawn as Writable makes it: text in Latin letters alone with the built-in
// fonts, as stamps, and text with Devanagari in the embedded font, through an overlay. In a
// summary line, a tab starts the column of marks.
func Draw(answer []byte, marks []Mark, summary []string) ([]byte, error) {
	// Checked within the bounds of an upload before the library reads it: an answer stored
	// before they held may inflate to gigabytes, and must fail alone, not stop the server.
	if _, err := pdfcheck.Check(answer); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	conf := model.NewDefaultConfiguration()
	dims, err := api.PageDims(bytes.NewReader(answer), conf)
	if err != nil || len(dims) == 0 {
		return nil, ErrUnreadable
	}
	var (
		sh     *shaper
		blocks []block
	)
	shaped := func() (*shaper, error) {
		if sh == nil {
			var err error
			sh, err = newShaper()
			return sh, err
		}
		return sh, nil
	}
	stamps := map[int][]*model.Watermark{}
	for i, m := range marks {
		if m.Page < 1 || m.Page > len(dims) {
			return nil, &MarkError{Index: i, Err: ErrNoSuchPage}
		}
		if _, err := Drawable(m.Text); m.Kind == Comment && err != nil {
			text, err := Writable(NoteText(m.Text))
			if err != nil {
				return nil, &MarkError{Index: i, Err: err}
			}
			sh, err := shaped()
			if err != nil {
				return nil, err
			}
			page := dims[m.Page-1]
			left, top := m.X*page.Width, m.Y*page.Height
			blocks = append(blocks, block{page: m.Page, left: left, top: top, st: commentStyle, ink: ink, note: true,
				lines: sh.lay(text, commentStyle, noteWidth(m, page)-2*notePadding)})
			continue
		}
		stamp, err := stampOf(m, dims[m.Page-1])
		if err != nil {
			return nil, &MarkError{Index: i, Err: err}
		}
		stamps[m.Page] = append(stamps[m.Page], stamp)
	}
	marked := answer
	if len(stamps) > 0 {
		var out bytes.Buffer
		if err := api.AddWatermarksSliceMap(bytes.NewReader(answer), &out, stamps, conf); err != nil {
			return nil, fmt.Errorf("pdfmark: draw marks: %w", err)
		}
		marked = out.Bytes()
	}
	if len(summary) > 0 {
		var extended bytes.Buffer
		if err := api.InsertPages(bytes.NewReader(marked), &extended, []string{fmt.Sprint(len(dims))}, false, nil, conf); err != nil {
			return nil, fmt.Errorf("pdfmark: add the summary page: %w", err)
		}
		marked = extended.Bytes()
		if courier, ok := courierSummary(summary); ok {
			if marked, err = withSummary(marked, len(dims)+1, courier, conf); err != nil {
				return nil, err
			}
		} else {
			// One font for the whole page keeps its columns: the Latin letters in Courier, as the
			// page in Latin letters alone has them.
			text, err := Writable(strings.Join(summary, "\n"))
			if err != nil {
				return nil, err
			}
			sh, err := shaped()
			if err != nil {
				return nil, err
			}
			blocks = append(blocks, block{page: len(dims) + 1, left: 50, top: 50, st: summaryStyle, ink: "#111827",
				lines: sh.lay(text, summaryStyle, 495)})
		}
	}
	if len(blocks) == 0 {
		return marked, nil
	}
	all, err := api.PageDims(bytes.NewReader(marked), conf)
	if err != nil {
		return nil, fmt.Errorf("pdfmark: read the marked pages: %w", err)
	}
	return stampOverlay(marked, all, blocks, sh, conf)
}

// Watermark answers the PDF with line stamped on every page twice: small along the bottom edge,
// where it prints on any paper, and large, faint and diagonal across the middle, where cropping
// cannot take it away. Both are drawn over the page's content, since a scanned page is a picture
// that would hide anything beneath it; the library wants one opacity for the stamps of a page,
// so the colours make one dark and the other faint. line must be Writable: a line with
// Devanagari (a name in Hindi) is drawn from an overlay in the embedded font, in the same places.
func Watermark(pdf []byte, line string) ([]byte, error) {
	text, err := Writable(strings.NewReplacer("\n", " ", "\t", " ").Replace(line))
	if err != nil {
		return nil, err
	}
	conf := model.NewDefaultConfiguration()
	// Written as plain objects, as the uploaded PDFs mostly are: older readers on budget phones
	// open them, and the file's fonts and text stay findable in its bytes.
	conf.WriteObjectStream, conf.WriteXRefStream = false, false
	pages, err := api.PageCount(bytes.NewReader(pdf), conf)
	if err != nil || pages == 0 {
		return nil, ErrUnreadable
	}
	const (
		footerAt = "position:bc, offset:0 14, scalefactor:1 abs, rotation:0, opacity:0.35"
		acrossAt = "position:c, scalefactor:0.9 rel, diagonal:1, opacity:0.35"
	)
	var footer, across *model.Watermark
	if hasDevanagari(text) {
		footer, across, err = watermarkOverlay(text, footerAt, acrossAt)
	} else {
		text = escapePlaceholders(text)
		footer, err = api.TextWatermark(text, footerAt+", fontname:Helvetica, points:8, fillcolor:#0F172A", true, false, types.POINTS)
		if err == nil {
			across, err = api.TextWatermark(text, acrossAt+", fontname:Helvetica-Bold, fillcolor:#64748B", true, false, types.POINTS)
		}
	}
	if err != nil {
		return nil, err
	}
	stamps := make(map[int][]*model.Watermark, pages)
	for page := 1; page <= pages; page++ {
		stamps[page] = []*model.Watermark{footer, across}
	}
	var out bytes.Buffer
	if err := api.AddWatermarksSliceMap(bytes.NewReader(pdf), &out, stamps, conf); err != nil {
		return nil, fmt.Errorf("pdfmark: watermark: %w", err)
	}
	return out.Bytes(), nil
}

// stampOf makes the stamp of one mark on a page of the given size (in points).
func stampOf(m Mark, page types.Dim) (*model.Watermark, error) {
	left, top := m.X*page.Width, m.Y*page.Height
	width, height := m.Width*page.Width, m.Height*page.Height
	at := func(x, y float64) string {
		return fmt.Sprintf("position:tl, offset:%.2f %.2f, scalefactor:1 abs, rotation:0, opacity:1", x, -y)
	}
	switch m.Kind {
	case Tick, Cross:
		// ZapfDingbats, one of the fonts every PDF reader has: "4" is ✔ and "8" is ✘.
		glyph, colour := "4", green
		if m.Kind == Cross {
			glyph, colour = "8", red
		}
		size := int(math.Max(12, math.Min(40, math.Min(width, height))))
		return api.TextWatermark(glyph, fmt.Sprintf("%s, fontname:ZapfDingbats, points:%d, fillcolor:%s", at(left, top), size, colour),
			true, false, types.POINTS)
	case Underline:
		return bar(at(left, top+height-1.5), width, 1.5, color.NRGBA{R: 185, G: 28, B: 28, A: 255})
	case Highlight:
		return bar(at(left, top), width, height, color.NRGBA{R: 250, G: 204, B: 21, A: 100})
	case Comment:
		text, err := Drawable(NoteText(m.Text))
		if err != nil {
			return nil, err
		}
		return api.TextWatermark(escapePlaceholders(text), fmt.Sprintf(
			"%s, fontname:Helvetica, points:9, fillcolor:%s, backgroundcolor:%s, border:0.75 round %s, margins:3, aligntext:left, maxWidth:%.0f",
			at(left, top), ink, noteFill, red, noteWidth(m, page)), true, false, types.POINTS)
	}
	return nil, fmt.Errorf("unknown kind %q", m.Kind)
}

// noteWidth is the widest a comment's note box is, in points: at least 140, so that a comment
// placed near the margin stays readable, and no wider than what is left of the page.
func noteWidth(m Mark, page types.Dim) float64 {
	left := m.X * page.Width
	return math.Min(math.Max(m.Width*page.Width, 140), math.Max(page.Width-left-8, 60))
}

// bar is a filled rectangle of the given size in points, as a picture: the PDF library's stamps
// draw text or pictures, and a one-colour picture (transparent for a highlight) is a box.
func bar(position string, width, height float64, fill color.NRGBA) (*model.Watermark, error) {
	w, h := max(1, int(math.Round(width))), max(1, int(math.Round(height)))
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = fill.R, fill.G, fill.B, fill.A
	}
	var encoded bytes.Buffer
	if err := png.Encode(&encoded, img); err != nil {
		return nil, err
	}
	return api.ImageWatermarkForReader(&encoded, position, true, false, types.POINTS)
}

// courierSummary answers the summary lines as the built-in Courier draws them, each tab padded
// to the column of marks, or false when a line has letters Courier lacks.
func courierSummary(lines []string) ([]string, bool) {
	drawable := make([]string, len(lines))
	for i, line := range lines {
		label, marks, tabbed := strings.Cut(line, "\t")
		if tabbed {
			line = fmt.Sprintf("%-44s %s", label, marks)
		}
		text, err := Drawable(line)
		if err != nil {
			return nil, false
		}
		drawable[i] = escapePlaceholders(text)
	}
	return drawable, true
}

// withSummary writes the lines on the page (the library leaves out empty lines: a gap is a line
// of its own, such as a rule).
func withSummary(pdf []byte, page int, lines []string, conf *model.Configuration) ([]byte, error) {
	summary, err := api.TextWatermark(strings.Join(lines, "\n"),
		"position:tl, offset:50 -50, scalefactor:1 abs, rotation:0, opacity:1, fontname:Courier, points:10, fillcolor:#111827, aligntext:left, maxWidth:495",
		true, false, types.POINTS)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := api.AddWatermarksSliceMap(bytes.NewReader(pdf), &out, map[int][]*model.Watermark{page: {summary}}, conf); err != nil {
		return nil, fmt.Errorf("pdfmark: write the summary: %w", err)
	}
	return out.Bytes(), nil
}

// lookalikes are the characters phones type that the PDF's built-in fonts lack, and what is
// drawn instead.
var lookalikes = strings.NewReplacer("‘", "'", "’", "'", "“", `"`, "”", `"`, "–", "-", "—", "-", "…", "...",
	"•", "*", "₹", "Rs ", "✓", "(ok)", "✔", "(ok)", "✗", "(x)", "✘", "(x)", "\r\n", "\n", "\t", " ")

// Drawable answers text as the PDF's built-in fonts can draw it (Latin letters, with curly quotes,
// dashes and the rupee sign replaced by what those fonts have), or ErrNotDrawable for text in
// another script: those fonts have no Devanagari, which Writable adds (docs/decisions.md,
// "Evaluating in the browser").
func Drawable(text string) (string, error) {
	text = lookalikes.Replace(text)
	if strings.IndexFunc(text, func(r rune) bool { return !latin1(r) }) >= 0 {
		return "", ErrNotDrawable
	}
	return text, nil
}

// latin1 tells the characters the built-in fonts draw: Latin-1's, without control characters
// other than a line break.
func latin1(r rune) bool { return r <= 0xFF && (r >= 0x20 || r == '\n') && (r < 0x7F || r >= 0xA0) }

// Writable answers text as the copy draws it: Latin letters as Drawable makes them, and
// Devanagari, which is shaped and drawn in the embedded Noto Sans Devanagari; ErrNotDrawable for
// text with letters of another script (Tamil, Bengali) or emoji, which neither font has. Tabs are
// kept, for a summary line's columns.
func Writable(text string) (string, error) {
	parts := strings.Split(text, "\t")
	for i, part := range parts {
		parts[i] = lookalikes.Replace(part)
		if strings.IndexFunc(parts[i], func(r rune) bool { return !latin1(r) && !embedded(r) }) >= 0 {
			return "", ErrNotDrawable
		}
	}
	return strings.Join(parts, "\t"), nil
}

// NoteText answers a comment's words as its note box shows them: the PDF library breaks a line
// at every typed "\n" as well as at a line break, and cannot lay out a line that ends in a space
// or has no words, so each line is trimmed and empty lines go. Empty: a comment without words.
func NoteText(text string) string {
	lines := strings.Split(strings.ReplaceAll(lookalikes.Replace(text), `\n`, "\n"), "\n")
	kept := lines[:0]
	for _, line := range lines {
		if line = strings.TrimSpace(line); line != "" {
			kept = append(kept, line)
		}
	}
	return strings.Join(kept, "\n")
}

// escapePlaceholders keeps the library from reading %p, %P, %t and %v in a comment as the page
// number, the page count, the time and its version: a percent sign is written doubled, and one
// before those letters is followed by a space.
func escapePlaceholders(text string) string {
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		if text[i] != '%' {
			b.WriteByte(text[i])
			continue
		}
		b.WriteString("%%")
		if i+1 < len(text) && strings.IndexByte("pPtv", text[i+1]) >= 0 {
			b.WriteByte(' ')
		}
	}
	return b.String()
}
