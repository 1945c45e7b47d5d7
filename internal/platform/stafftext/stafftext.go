// Package stafftext turns what staff type (a question, an option, an explanation, a course's
// details) into what learners read, and nothing else: every character as typed, its line breaks
// and paragraphs, and the List I / List II tables of matching questions (docs/product.md, "Staff
// text"). Staff never write HTML: the text is stored as typed and made into HTML here, on the way
// out, so `A<B` is a comparison, not the start of a tag.
package stafftext

import (
	"html"
	"regexp"
	"strings"
)

// Block is one part of a text as learners read it: a paragraph of lines, a list, a table or an
// image.
type Block struct {
	Lines []string   // a paragraph's lines, each shown on a line of its own
	Items []string   // a list's items, each typed on a line starting with •, - or * and a space
	Rows  [][]string // a table's rows of cells; the first row is its heading
	Image *Image     // an image on a line of its own
}

// Image is a picture staff put in a text (a map, a diagram, a graph): a line of its own that
// reads ![what it shows](its storage key), the key of an image uploaded through the console.
type Image struct {
	Alt string // what the picture shows, for a learner who cannot see it
	Key string // the stored image's key (img/2026/11/....png)
}

// imageRef is the line of an image, whatever it names: ![what it shows](target).
var imageRef = regexp.MustCompile(`^!\[([^\]]*)\]\(([^()\s]+)\)$`)

// storedImage is a target that is one of the store's own public images (a key under img/). Only
// those are pictures: any other address stays text, so a text can never make a learner's
// browser fetch another site.
var storedImage = regexp.MustCompile(`^img/[A-Za-z0-9/_.-]+$`)

// ImageRef answers the description and the target of a line that reads as an image,
// ![what it shows](target), whether or not the target is a stored image (a CSV names the file
// chosen beside it).
func ImageRef(line string) (alt, target string, ok bool) {
	m := imageRef.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil {
		return "", "", false
	}
	return strings.TrimSpace(m[1]), m[2], true
}

// IsStoredImage answers whether an image line's target is one of the store's own images.
func IsStoredImage(target string) bool {
	return storedImage.MatchString(target) && !strings.Contains(target, "..")
}

// ImageOf answers the image a line is, or nil.
func ImageOf(line string) *Image {
	alt, target, ok := ImageRef(line)
	if !ok || !IsStoredImage(target) {
		return nil
	}
	return &Image{Alt: alt, Key: target}
}

// RetargetImages answers text with the target of each image line replaced by what retarget
// answers for it (the stored key of a file a CSV names), the rest of the text as it was.
func RetargetImages(text string, retarget func(target string) string) string {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if alt, target, ok := ImageRef(line); ok {
			if to := retarget(target); to != target {
				lines[i] = ImageLine(Image{Alt: alt, Key: to})
			}
		}
	}
	return strings.Join(lines, "\n")
}

// WithImagesOf answers a translation (a question's Hindi version) with the images of the text
// it translates when it has none of its own, so a map added to the English question shows in
// the Hindi one too without staff copying its line (docs/product.md, "Staff text"). Each image
// goes after as many of the translation's lines as there are lines of text before it in the
// original, or at the end of a shorter translation. A translation with an image of its own, or
// none at all (no version in that language), is answered as it is.
func WithImagesOf(translation, original string) string {
	if translation == "" || hasImage(translation) || !hasImage(original) {
		return translation
	}
	lines := strings.Split(translation, "\n")
	out := make([]string, 0, len(lines)+2)
	taken := 0  // lines of the translation placed so far
	before := 0 // lines of text of the original before the image
	for _, line := range strings.Split(original, "\n") {
		if ImageOf(line) == nil {
			before++
			continue
		}
		for taken < before && taken < len(lines) {
			out = append(out, lines[taken])
			taken++
		}
		out = append(out, strings.TrimSpace(line))
	}
	return strings.Join(append(out, lines[taken:]...), "\n")
}

// hasImage answers whether a line of the text is a stored image.
func hasImage(text string) bool {
	for _, line := range strings.Split(text, "\n") {
		if ImageOf(line) != nil {
			return true
		}
	}
	return false
}

// ImageLine answers the line that puts an image in a text. The description is made one line
// (a line break would split the image's line in two), and a ] in it, which would end it early,
// becomes a ).
func ImageLine(img Image) string {
	alt := strings.ReplaceAll(strings.Join(strings.Fields(img.Alt), " "), "]", ")")
	return "![" + alt + "](" + img.Key + ")"
}

// IsTable answers whether the block is a table.
func (b Block) IsTable() bool { return b.Rows != nil }

// isParagraph answers whether the block is lines of text.
func (b Block) isParagraph() bool { return b.Rows == nil && b.Image == nil && b.Items == nil }

// minListItems is how many lines starting with a bullet make a list: one alone is a line that
// happens to start with a dash.
const minListItems = 2

// bulletOf answers the item a line is when it starts with a bullet (•, - or * and a space).
func bulletOf(line string) (string, bool) {
	line = strings.TrimLeft(line, " \t")
	for _, marker := range []string{"• ", "- ", "* "} {
		if item, ok := strings.CutPrefix(line, marker); ok && strings.TrimSpace(item) != "" {
			return strings.TrimSpace(item), true
		}
	}
	return "", false
}

// listEnd answers the index after the run of bullet lines that starts at lines[start].
func listEnd(lines []string, start int) int {
	end := start
	for end < len(lines) {
		if _, ok := bulletOf(lines[end]); !ok {
			break
		}
		end++
	}
	return end
}

// minTableRows is how many lines starting with | make a table: one alone is more likely a line
// that starts with an absolute value (|x| < 3) than a table with a heading and no rows.
const minTableRows = 2

// Normalize answers text with Windows and old Mac line endings made one \n, so a text typed in
// a browser, pasted from Word or read from a CSV saved on Windows is stored the same way.
func Normalize(text string) string {
	return strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
}

// Parse reads a text into its blocks: a blank line ends a paragraph, two or more consecutive
// lines that start with | are a table whose cells the | separate, two or more that start with a
// bullet (• - *) are a list, and a line that is an image's is that image.
func Parse(text string) []Block {
	lines := strings.Split(Normalize(text), "\n")
	var blocks []Block
	for i := 0; i < len(lines); {
		if strings.TrimSpace(lines[i]) == "" {
			i++
			continue
		}
		if img := ImageOf(lines[i]); img != nil {
			blocks = append(blocks, Block{Image: img})
			i++
			continue
		}
		if end := tableEnd(lines, i); end-i >= minTableRows {
			blocks = append(blocks, Block{Rows: tableRows(lines[i:end])})
			i = end
			continue
		}
		if end := listEnd(lines, i); end-i >= minListItems {
			var items []string
			for _, line := range lines[i:end] {
				item, _ := bulletOf(line)
				items = append(items, item)
			}
			blocks = append(blocks, Block{Items: items})
			i = end
			continue
		}
		var paragraph []string
		for ; i < len(lines) && strings.TrimSpace(lines[i]) != ""; i++ {
			if ImageOf(lines[i]) != nil || tableEnd(lines, i)-i >= minTableRows || listEnd(lines, i)-i >= minListItems {
				break // a table or a list right under a line of text, as "Consider the following pairs:" is
			}
			paragraph = append(paragraph, strings.TrimRight(lines[i], " \t"))
		}
		blocks = append(blocks, Block{Lines: paragraph})
	}
	return blocks
}

// tableEnd answers the index after the run of table lines that starts at lines[start].
func tableEnd(lines []string, start int) int {
	end := start
	for end < len(lines) && strings.HasPrefix(strings.TrimLeft(lines[end], " \t"), "|") {
		end++
	}
	return end
}

// tableRows splits table lines into cells. A row of dashes and colons only (`|---|:---|`, the
// line that Markdown puts under a heading) is left out: it draws nothing a learner reads.
func tableRows(lines []string) [][]string {
	rows := [][]string{}
	for _, line := range lines {
		line = strings.TrimSpace(line)
		line = strings.TrimPrefix(line, "|")
		if strings.HasSuffix(line, "|") && !strings.HasSuffix(line, `\|`) {
			line = strings.TrimSuffix(line, "|")
		}
		cells := splitCells(line)
		if isRule(cells) {
			continue
		}
		rows = append(rows, cells)
	}
	return rows
}

// splitCells splits a row at each |, except a \| which is a | inside a cell.
func splitCells(line string) []string {
	var cells []string
	var cell strings.Builder
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '\\' && i+1 < len(line) && line[i+1] == '|':
			cell.WriteByte('|')
			i++
		case line[i] == '|':
			cells = append(cells, strings.TrimSpace(cell.String()))
			cell.Reset()
		default:
			cell.WriteByte(line[i])
		}
	}
	return append(cells, strings.TrimSpace(cell.String()))
}

func isRule(cells []string) bool {
	for _, c := range cells {
		if c == "" || strings.Trim(c, "-: ") != "" {
			return false
		}
	}
	return true
}

// HTML answers the text as HTML a browser shows as staff typed it: its lines kept with <br>,
// each of several paragraphs a <p> (a text of one paragraph is just its lines, as a one-line
// question always was), each table a <table> with its first row as the heading, and every
// character of the text escaped.
func HTML(text string) string {
	blocks := Parse(text)
	if len(blocks) == 1 && blocks[0].isParagraph() {
		return lines(blocks[0].Lines)
	}
	var b strings.Builder
	for _, block := range blocks {
		switch {
		case block.IsTable():
			writeTable(&b, block.Rows)
		case block.Image != nil:
			b.WriteString("<figure>" + imageHTML(*block.Image) + "</figure>")
		case block.Items != nil:
			b.WriteString("<ul>")
			for _, item := range block.Items {
				b.WriteString("<li>" + html.EscapeString(item) + "</li>")
			}
			b.WriteString("</ul>")
		default:
			b.WriteString("<p>" + lines(block.Lines) + "</p>")
		}
	}
	return b.String()
}

// imageHTML is an image's tag: the picture as the store serves it (the browser adds the
// smaller copies' srcset, web/src/lib/sanitize-details.ts), with its description.
func imageHTML(img Image) string {
	return `<img src="/files/` + html.EscapeString(img.Key) + `" alt="` + html.EscapeString(img.Alt) + `">`
}

// lines answers a paragraph's lines escaped and joined by line breaks.
func lines(text []string) string {
	escaped := make([]string, len(text))
	for i, line := range text {
		escaped[i] = html.EscapeString(line)
	}
	return strings.Join(escaped, "<br>")
}

func writeTable(b *strings.Builder, rows [][]string) {
	b.WriteString("<table>")
	for i, row := range rows {
		cell := "td"
		if i == 0 {
			b.WriteString("<thead>")
			cell = "th"
		} else if i == 1 {
			b.WriteString("<tbody>")
		}
		b.WriteString("<tr>")
		for _, c := range row {
			if cell == "th" {
				b.WriteString(`<th scope="col">`)
			} else {
				b.WriteString("<td>")
			}
			b.WriteString(html.EscapeString(c))
			b.WriteString("</" + cell + ">")
		}
		b.WriteString("</tr>")
		if i == 0 {
			b.WriteString("</thead>")
		}
	}
	if len(rows) > 1 {
		b.WriteString("</tbody>")
	}
	b.WriteString("</table>")
}

// InlineHTML answers a short text shown inside a line of its own (an option beside its radio
// button) as HTML: escaped, with its line breaks and images kept, and no paragraphs or tables.
func InlineHTML(text string) string {
	split := strings.Split(Normalize(strings.TrimSpace(text)), "\n")
	out := make([]string, len(split))
	for i, line := range split {
		if img := ImageOf(line); img != nil {
			out[i] = imageHTML(*img)
		} else {
			out[i] = html.EscapeString(strings.TrimSpace(line))
		}
	}
	return strings.Join(out, "<br>")
}

// OneLine answers the words of a text on one line, for a list or an excerpt.
func OneLine(text string) string {
	return strings.Join(strings.Fields(text), " ")
}
