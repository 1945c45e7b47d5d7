package demo

import (
	"bytes"
	"fmt"
	"strings"
)

// document is the text of a demo PDF: a title and sections of paragraphs, set by renderPDF; or a
// ready PDF under assets/ (File), for a document this writer cannot set, such as one in Hindi
// (tools/demoimages prints those from HTML with Chromium).
type document struct {
	Title    string    `yaml:"title"`
	Sections []section `yaml:"sections"`
	File     string    `yaml:"file"`
}

// empty: no such document (a note may have fewer than three parts).
func (d document) empty() bool { return d.File == "" && d.Title == "" && len(d.Sections) == 0 }

// pdf answers the document's PDF: the ready file, or the text set by renderPDF.
func (d document) pdf() ([]byte, error) {
	if d.File == "" {
		return renderPDF(d, pdfFooter), nil
	}
	body, err := files.ReadFile("assets/" + d.File)
	if err != nil {
		return nil, err
	}
	if !bytes.HasPrefix(body, []byte("%PDF-")) {
		return nil, fmt.Errorf("assets/%s is not a PDF", d.File)
	}
	return body, nil
}

type section struct {
	Heading    string   `yaml:"heading"`
	Paragraphs []string `yaml:"paragraphs"`
}

// A4 in points, with the margins and type sizes of the demo's handouts.
const (
	pageWidth, pageHeight = 595, 842
	margin                = 56
	bodySize, bodyLeading = 11, 15
	// Helvetica's average glyph is about half its size wide; 84 characters fill a line at 11 pt.
	bodyColumns, headingColumns = 84, 64
)

// line is one line of set text.
type line struct {
	font, text string
	size, gap  int // gap: extra space before the line
}

// renderPDF sets a document as a plain PDF 1.4 with the standard Helvetica fonts: small,
// valid, and readable in any viewer. Only ASCII is kept (the standard fonts have no Indian
// scripts); anything else becomes '?'.
func renderPDF(doc document, footer string) []byte {
	var lines []line
	lines = append(lines, wrap(doc.Title, "F2", 18, 0, 46)...)
	for _, s := range doc.Sections {
		lines = append(lines, wrap(s.Heading, "F2", 13, 14, headingColumns)...)
		for _, p := range s.Paragraphs {
			lines = append(lines, wrap(p, "F1", bodySize, 6, bodyColumns)...)
		}
	}

	// Pour the lines into pages.
	var pages []string
	var page bytes.Buffer
	y := pageHeight - margin
	flush := func() {
		fmt.Fprintf(&page, "BT /F1 8 Tf %d %d Td (%s  -  page %d) Tj ET\n", margin, 30, pdfString(footer), len(pages)+1)
		pages = append(pages, page.String())
		page.Reset()
		y = pageHeight - margin
	}
	for _, l := range lines {
		step := l.size + 4 + l.gap
		if l.size == bodySize {
			step = bodyLeading + l.gap
		}
		if y-step < margin+20 {
			flush()
		}
		y -= step
		fmt.Fprintf(&page, "BT /%s %d Tf %d %d Td (%s) Tj ET\n", l.font, l.size, margin, y, pdfString(l.text))
	}
	flush()

	// Objects: 1 catalog, 2 page tree, 3-4 fonts, then a page and its content per page.
	var objects []string
	kids := make([]string, len(pages))
	for i := range pages {
		kids[i] = fmt.Sprintf("%d 0 R", 5+2*i)
	}
	objects = append(objects,
		"<< /Type /Catalog /Pages 2 0 R >>",
		fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(pages)),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
	for i, content := range pages {
		objects = append(objects,
			fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents %d 0 R >>",
				pageWidth, pageHeight, 6+2*i),
			fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", len(content), content))
	}
	var out bytes.Buffer
	out.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(objects))
	for i, obj := range objects {
		offsets[i] = out.Len()
		fmt.Fprintf(&out, "%d 0 obj\n%s\nendobj\n", i+1, obj)
	}
	xref := out.Len()
	fmt.Fprintf(&out, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&out, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&out, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return out.Bytes()
}

// wrap breaks text into lines of at most columns characters (explicit newlines kept).
func wrap(text, font string, size, gap, columns int) []line {
	var out []line
	for _, para := range strings.Split(text, "\n") {
		words := strings.Fields(para)
		current := ""
		for _, w := range words {
			if current != "" && len(current)+1+len(w) > columns {
				out = append(out, line{font: font, text: current, size: size})
				current = w
				continue
			}
			if current != "" {
				current += " "
			}
			current += w
		}
		if current != "" {
			out = append(out, line{font: font, text: current, size: size})
		}
	}
	if len(out) > 0 {
		out[0].gap = gap
	}
	return out
}

// pdfString escapes text for a PDF string literal, keeping printable ASCII only.
func pdfString(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\\' || r == '(' || r == ')':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r >= 32 && r < 127:
			b.WriteRune(r)
		case r == '\u2018' || r == '\u2019':
			b.WriteByte('\'')
		case r == '\u201c' || r == '\u201d':
			b.WriteByte('"')
		case r == '\u2013' || r == '\u2014':
			b.WriteByte('-')
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}
