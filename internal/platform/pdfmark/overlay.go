package pdfmark

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"

	gofont "github.com/go-text/typesetting/font"
	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// Text with Devanagari is drawn on the pages through an overlay: a PDF written here with one
// page of each page's size, holding that text as glyphs of the embedded font (pdfcpu's text
// stamps take strings in a built-in font), stamped whole onto the pages by pdfcpu. All the
// overlay's pages share one copy of the font, cut down to the glyphs drawn.

// block is text drawn on a page (from 1), from a point in points from its top-left corner.
type block struct {
	page      int
	left, top float64
	lines     []setLine
	st        style
	ink       string // the text's colour, #RRGGBB
	note      bool   // in a note box, as a comment is
}

// notePadding is the room between a note box's edge and its text, in points.
const notePadding = 3.5

// commentStyle and summaryStyle are the looks of a comment's note box and of the summary page,
// as their stamps in the built-in fonts have them.
var (
	commentStyle = style{latin: "Helvetica", latinSize: 9, devaSize: 10, lineHeight: 13, ascent: 9.5}
	summaryStyle = style{latin: "Courier", latinSize: 10, devaSize: 10.5, lineHeight: 14, ascent: 10, tabStop: 45 * 6}
)

// stampOverlay draws the blocks onto the pages of pdf, whose sizes dims gives.
func stampOverlay(pdf []byte, dims []types.Dim, blocks []block, sh *shaper, conf *model.Configuration) ([]byte, error) {
	overlay, err := writeOverlay(dims, blocks, sh)
	if err != nil {
		return nil, err
	}
	// Each overlay page is its page's size, so it goes on from the page's corner at its own size.
	stamp, err := api.PDFMultiWatermarkForReadSeeker(bytes.NewReader(overlay), 1, 1,
		"position:bl, offset:0 0, scalefactor:1 abs, rotation:0, opacity:1", true, false, types.POINTS)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := api.AddWatermarks(bytes.NewReader(pdf), &out, nil, stamp, conf); err != nil {
		return nil, fmt.Errorf("pdfmark: draw the Devanagari text: %w", err)
	}
	return out.Bytes(), nil
}

// watermarkOverlay answers a watermark's two stamps, its line small and dark along the bottom
// and large and faint across the middle, from an overlay of two pages, each the size of its line.
func watermarkOverlay(text, footerAt, acrossAt string) (footer, across *model.Watermark, err error) {
	sh, err := newShaper()
	if err != nil {
		return nil, nil, err
	}
	small := style{latin: "Helvetica", latinSize: 8, devaSize: 9, lineHeight: 12, ascent: 9}
	large := style{latin: "Helvetica", latinSize: 32, devaSize: 36, lineHeight: 48, ascent: 36}
	var dims []types.Dim
	var blocks []block
	for i, st := range []style{small, large} {
		lines := sh.lay(text, st, math.Inf(1))
		dims = append(dims, types.Dim{Width: math.Max(1, widthOf(lines[0])), Height: st.lineHeight})
		blocks = append(blocks, block{page: i + 1, lines: lines, st: st, ink: []string{"#0F172A", "#64748B"}[i]})
	}
	overlay, err := writeOverlay(dims, blocks, sh)
	if err != nil {
		return nil, nil, err
	}
	if footer, err = api.PDFWatermarkForReadSeeker(bytes.NewReader(overlay), 1, footerAt, true, false, types.POINTS); err != nil {
		return nil, nil, err
	}
	across, err = api.PDFWatermarkForReadSeeker(bytes.NewReader(overlay), 2, acrossAt, true, false, types.POINTS)
	return footer, across, err
}

// writeOverlay answers the overlay PDF: a page per size in dims with the blocks on their pages.
func writeOverlay(dims []types.Dim, blocks []block, sh *shaper) ([]byte, error) {
	w := &pdfWriter{}
	catalog := w.reserve()
	pages := w.reserve()
	fonts := w.reserve()

	contents := make([]strings.Builder, len(dims))
	for _, b := range blocks {
		drawBlock(&contents[b.page-1], b, dims[b.page-1].Height)
	}
	kids := make([]string, len(dims))
	for i, dim := range dims {
		content := w.add(stream("", []byte(contents[i].String())))
		kids[i] = ref(w.add(fmt.Sprintf("<< /Type /Page /Parent %s /MediaBox [0 0 %s %s] /Resources << /Font %s >> /Contents %s >>",
			ref(pages), num(dim.Width), num(dim.Height), ref(fonts), ref(content))))
	}
	devaFont, err := w.devanagariFont(sh)
	if err != nil {
		return nil, err
	}
	w.set(fonts, fmt.Sprintf("<< /F1 %s /F2 %s /F3 %s >>", ref(devaFont),
		ref(w.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")),
		ref(w.add("<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>"))))
	w.set(pages, fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(dims)))
	w.set(catalog, fmt.Sprintf("<< /Type /Catalog /Pages %s >>", ref(pages)))
	return w.bytes(), nil
}

// drawBlock writes a block's content: its note box, then its lines.
func drawBlock(c *strings.Builder, b block, pageHeight float64) {
	pad := 0.0
	if b.note {
		pad = notePadding
		width := 0.0
		for _, line := range b.lines {
			width = max(width, widthOf(line))
		}
		width += 2 * pad
		height := float64(len(b.lines))*b.st.lineHeight + 2*pad
		fmt.Fprintf(c, "q %s rg %s RG 0.75 w ", rgb(noteFill), rgb(red))
		roundedRect(c, b.left, pageHeight-b.top-height, width, height, 3)
		c.WriteString("B Q\n")
	}
	fmt.Fprintf(c, "BT %s rg\n", rgb(b.ink))
	latinFont := "/F2"
	if b.st.latin == "Courier" {
		latinFont = "/F3"
	}
	for i, line := range b.lines {
		baseline := pageHeight - b.top - pad - b.st.ascent - float64(i)*b.st.lineHeight
		x := b.left + pad
		for j := 0; j < len(line); {
			u := line[j]
			if u.deva {
				// The cluster's text is given as the text its glyphs stand for, so that a reader
				// copies and finds कि, not the vowel sign drawn before its letter.
				fmt.Fprintf(c, "/Span << /ActualText <%s> >> BDC %s %s Tf", utf16Hex(u.text), "/F1", num(b.st.devaSize))
				for _, g := range u.glyphs {
					fmt.Fprintf(c, " 1 0 0 1 %s %s Tm <%04X> Tj", num(x+g.x), num(baseline+g.y), g.id)
				}
				c.WriteString(" EMC\n")
				x += u.width
				j++
				continue
			}
			// A run of Latin letters is one string; a tab only moves on.
			start, text := x, strings.Builder{}
			for ; j < len(line) && !line[j].deva; j++ {
				if line[j].text == "\t" {
					if text.Len() > 0 {
						break
					}
					start += line[j].width
				} else {
					text.WriteString(line[j].text)
				}
				x += line[j].width
			}
			if text.Len() > 0 {
				fmt.Fprintf(c, "%s %s Tf 1 0 0 1 %s %s Tm (%s) Tj\n", latinFont, num(b.st.latinSize), num(start), num(baseline), literal(text.String()))
			}
		}
	}
	c.WriteString("ET\n")
}

// roundedRect adds a rectangle with corners of radius r to the path.
func roundedRect(c *strings.Builder, x, y, w, h, r float64) {
	k := r * 0.5523 // a quarter circle as a Bézier curve
	fmt.Fprintf(c, "%s %s m %s %s l %s %s %s %s %s %s c %s %s l %s %s %s %s %s %s c %s %s l %s %s %s %s %s %s c %s %s l %s %s %s %s %s %s c h ",
		num(x+r), num(y), num(x+w-r), num(y), num(x+w-r+k), num(y), num(x+w), num(y+r-k), num(x+w), num(y+r),
		num(x+w), num(y+h-r), num(x+w), num(y+h-r+k), num(x+w-r+k), num(y+h), num(x+w-r), num(y+h),
		num(x+r), num(y+h), num(x+r-k), num(y+h), num(x), num(y+h-r+k), num(x), num(y+h-r),
		num(x), num(y+r), num(x), num(y+r-k), num(x+r-k), num(y), num(x+r), num(y))
}

// devanagariFont adds the embedded font, cut down to the glyphs drawn, as a composite font whose
// codes are glyph ids, and answers its object.
func (w *pdfWriter) devanagariFont(sh *shaper) (int, error) {
	ids := make([]uint16, 0, len(sh.used))
	for id := range sh.used {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	subset, err := subsetTrueType(notoDevanagari, ids)
	if err != nil {
		return 0, err
	}
	// A subset's name starts with six capitals that tell it from the whole font.
	name := "/AAAAAA+NotoSansDevanagari-Regular"
	upem := float64(sh.face.Upem())
	file := w.add(stream(fmt.Sprintf("/Length1 %d", len(subset)), subset))
	descriptor := w.add(fmt.Sprintf("<< /Type /FontDescriptor /FontName %s /Flags 4 /FontBBox [-1000 -400 2000 1100] /ItalicAngle 0 "+
		"/Ascent 1069 /Descent -293 /CapHeight 714 /StemV 80 /FontFile2 %s >>", name, ref(file)))
	var widths, cmap strings.Builder
	for _, id := range ids {
		fmt.Fprintf(&widths, "%d [%s] ", id, num(float64(sh.face.HorizontalAdvance(gofont.GID(id)))*1000/upem))
	}
	mapped := 0
	for _, id := range ids {
		if text := sh.used[id]; text != "" {
			fmt.Fprintf(&cmap, "<%04X> <%s>\n", id, utf16Hex(text)[4:])
			mapped++
		}
	}
	toUnicode := w.add(stream("", []byte(fmt.Sprintf("/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"+
		"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def\n"+
		"1 begincodespacerange <0000> <FFFF> endcodespacerange\n%d beginbfchar\n%sendbfchar\nendcmap CMapName currentdict /CMap defineresource pop end end\n",
		mapped, cmap.String()))))
	descendant := w.add(fmt.Sprintf("<< /Type /Font /Subtype /CIDFontType2 /BaseFont %s /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "+
		"/FontDescriptor %s /CIDToGIDMap /Identity /DW 0 /W [%s] >>", name, ref(descriptor), widths.String()))
	return w.add(fmt.Sprintf("<< /Type /Font /Subtype /Type0 /BaseFont %s /Encoding /Identity-H /DescendantFonts [%s] /ToUnicode %s >>",
		name, ref(descendant), ref(toUnicode))), nil
}

// pdfWriter collects numbered objects and writes them as a PDF.
type pdfWriter struct{ objects [][]byte }

func (w *pdfWriter) reserve() int             { w.objects = append(w.objects, nil); return len(w.objects) }
func (w *pdfWriter) set(n int, object string) { w.objects[n-1] = []byte(object) }
func (w *pdfWriter) add(object string) int {
	n := w.reserve()
	w.set(n, object)
	return n
}

func (w *pdfWriter) bytes() []byte {
	var out bytes.Buffer
	out.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(w.objects))
	for i, object := range w.objects {
		offsets[i] = out.Len()
		fmt.Fprintf(&out, "%d 0 obj\n", i+1)
		out.Write(object)
		out.WriteString("\nendobj\n")
	}
	xref := out.Len()
	fmt.Fprintf(&out, "xref\n0 %d\n0000000000 65535 f \n", len(w.objects)+1)
	for _, offset := range offsets {
		fmt.Fprintf(&out, "%010d 00000 n \n", offset)
	}
	fmt.Fprintf(&out, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(w.objects)+1, xref)
	return out.Bytes()
}

// stream answers a compressed stream object with the extra dictionary entries.
func stream(entries string, data []byte) string {
	var packed bytes.Buffer
	z := zlib.NewWriter(&packed)
	_, _ = io.Copy(z, bytes.NewReader(data))
	_ = z.Close()
	return fmt.Sprintf("<< %s /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream", entries, packed.Len(), packed.Bytes())
}

func ref(n int) string { return strconv.Itoa(n) + " 0 R" }

func num(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) }

// rgb answers a #RRGGBB colour as PDF colour components.
func rgb(hex string) string {
	v, _ := strconv.ParseUint(strings.TrimPrefix(hex, "#"), 16, 32)
	c := func(shift uint) string { return num(float64(v>>shift&0xFF) / 255) }
	return c(16) + " " + c(8) + " " + c(0)
}

// utf16Hex answers text as a PDF text string in hex: UTF-16BE after its byte-order mark.
func utf16Hex(text string) string {
	var b strings.Builder
	b.WriteString("FEFF")
	for _, u := range utf16.Encode([]rune(text)) {
		fmt.Fprintf(&b, "%04X", u)
	}
	return b.String()
}

// literal answers drawable text as a PDF literal string's contents in the built-in fonts' encoding.
func literal(text string) string {
	var b strings.Builder
	for _, r := range text {
		switch r {
		case '\\', '(', ')':
			b.WriteByte('\\')
			b.WriteByte(byte(r))
		default:
			b.WriteByte(byte(r))
		}
	}
	return b.String()
}
