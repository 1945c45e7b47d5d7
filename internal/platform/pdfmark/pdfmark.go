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
	// ErrNotDrawable: text has letters the PDF's built-in font cannot draw (see Drawable).
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
// last page.
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
	stamps := map[int][]*model.Watermark{}
	for i, m := range marks {
		if m.Page < 1 || m.Page > len(dims) {
			return nil, &MarkError{Index: i, Err: ErrNoSuchPage}
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
	return withSummaryPage(marked, len(dims), summary, conf)
}

// Watermark answers the PDF with line stamped on every page twice: small along the bottom edge,
// where it prints on any paper, and large, faint and diagonal across the middle, where cropping
// cannot take it away. Both are drawn over the page's content, since a scanned page is a picture
// that would hide anything beneath it; the library wants one opacity for the stamps of a page,
// so the colours make one dark and the other faint. line must be Drawable.
func Watermark(pdf []byte, line string) ([]byte, error) {
	text, err := Drawable(line)
	if err != nil {
		return nil, err
	}
	text = escapePlaceholders(strings.ReplaceAll(text, "\n", " "))
	conf := model.NewDefaultConfiguration()
	// Written as plain objects, as the uploaded PDFs mostly are: older readers on budget phones
	// open them, and the file's fonts and text stay findable in its bytes.
	conf.WriteObjectStream, conf.WriteXRefStream = false, false
	pages, err := api.PageCount(bytes.NewReader(pdf), conf)
	if err != nil || pages == 0 {
		return nil, ErrUnreadable
	}
	footer, err := api.TextWatermark(text, "position:bc, offset:0 14, scalefactor:1 abs, rotation:0, fontname:Helvetica, points:8, fillcolor:#0F172A, opacity:0.35",
		true, false, types.POINTS)
	if err != nil {
		return nil, err
	}
	across, err := api.TextWatermark(text, "position:c, scalefactor:0.9 rel, diagonal:1, fontname:Helvetica-Bold, fillcolor:#64748B, opacity:0.35",
		true, false, types.POINTS)
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
		// A note box at least 140 points wide, so a comment placed near the margin stays readable,
		// and no wider than what is left of the page.
		wrap := math.Min(math.Max(width, 140), math.Max(page.Width-left-8, 60))
		return api.TextWatermark(escapePlaceholders(text), fmt.Sprintf(
			"%s, fontname:Helvetica, points:9, fillcolor:%s, backgroundcolor:%s, border:0.75 round %s, margins:3, aligntext:left, maxWidth:%.0f",
			at(left, top), ink, noteFill, red, wrap), true, false, types.POINTS)
	}
	return nil, fmt.Errorf("unknown kind %q", m.Kind)
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

// withSummaryPage adds a blank A4 page after the last and writes the lines on it (the library
// leaves out empty lines: a gap is a line of its own, such as a rule).
func withSummaryPage(pdf []byte, pages int, lines []string, conf *model.Configuration) ([]byte, error) {
	if len(lines) == 0 {
		return pdf, nil
	}
	var extended bytes.Buffer
	if err := api.InsertPages(bytes.NewReader(pdf), &extended, []string{fmt.Sprint(pages)}, false, nil, conf); err != nil {
		return nil, fmt.Errorf("pdfmark: add the summary page: %w", err)
	}
	drawable := make([]string, len(lines))
	for i, line := range lines {
		text, err := Drawable(line)
		if err != nil {
			return nil, err
		}
		drawable[i] = escapePlaceholders(text)
	}
	text := strings.Join(drawable, "\n")
	summary, err := api.TextWatermark(text,
		"position:tl, offset:50 -50, scalefactor:1 abs, rotation:0, opacity:1, fontname:Courier, points:10, fillcolor:#111827, aligntext:left, maxWidth:495",
		true, false, types.POINTS)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := api.AddWatermarksSliceMap(bytes.NewReader(extended.Bytes()), &out, map[int][]*model.Watermark{pages + 1: {summary}}, conf); err != nil {
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
// another script: those fonts have no Devanagari (docs/decisions.md, "Evaluating in the browser").
func Drawable(text string) (string, error) {
	text = lookalikes.Replace(text)
	for _, r := range text {
		if r > 0xFF || (r < 0x20 && r != '\n') || (r >= 0x7F && r < 0xA0) {
			return "", ErrNotDrawable
		}
	}
	return text, nil
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
