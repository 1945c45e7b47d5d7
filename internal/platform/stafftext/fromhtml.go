package stafftext

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// FromHTML answers the text that staff would type for HTML stored before staff text was text
// (migration 00021): paragraphs and blocks become paragraphs, <br> a line break, list items
// lines that start with "• " or their number, table rows lines of cells between |, and
// entities the characters they stand for. Formatting (bold, italics) is left out.
func FromHTML(source string) string {
	if !strings.ContainsAny(source, "<&") {
		return strings.TrimSpace(source)
	}
	var out textWriter
	lists := []int{} // per open list: 0 for bullets, else the next item's number
	z := html.NewTokenizer(strings.NewReader(source))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return out.String()
		case html.TextToken:
			out.words(string(z.Text()))
		case html.StartTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			switch a := atom.Lookup(name); a {
			case atom.Br:
				out.lineBreak()
			case atom.Ul:
				lists = append(lists, 0)
				out.paragraph()
			case atom.Ol:
				lists = append(lists, 1)
				out.paragraph()
			case atom.Li:
				out.lineBreak()
				if n := len(lists); n > 0 && lists[n-1] > 0 {
					out.raw(strconv.Itoa(lists[n-1]) + ". ")
					lists[n-1]++
				} else {
					out.raw("• ")
				}
			case atom.Tr:
				out.lineBreak()
				out.raw("|")
			case atom.Td, atom.Th:
				out.raw(" ")
			case atom.Img:
				if alt := attr(z, "alt"); alt != "" {
					out.words("[" + alt + "]")
				}
			default:
				if isBlock(a) {
					out.paragraph()
				}
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			switch a := atom.Lookup(name); a {
			case atom.Ul, atom.Ol:
				if len(lists) > 0 {
					lists = lists[:len(lists)-1]
				}
				out.paragraph()
			case atom.Td, atom.Th:
				out.raw(" |")
			case atom.Table:
				out.paragraph()
			default:
				if isBlock(a) {
					out.paragraph()
				}
			}
		}
	}
}

func isBlock(a atom.Atom) bool {
	switch a {
	case atom.P, atom.Div, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Blockquote, atom.Pre,
		atom.Hr, atom.Table, atom.Figure, atom.Figcaption, atom.Dl, atom.Dt, atom.Dd, atom.Caption:
		return true
	}
	return false
}

func attr(z *html.Tokenizer, want string) string {
	for {
		key, value, more := z.TagAttr()
		if string(key) == want {
			return string(value)
		}
		if !more {
			return ""
		}
	}
}

// textWriter builds text from HTML's pieces: runs of white space are one space, as a browser
// shows them, and breaks are never doubled at the start or the end.
type textWriter struct {
	b       strings.Builder
	pending string // a break ("\n" or "\n\n") to write before the next word
	space   bool   // a space to write before the next word
}

func (w *textWriter) words(text string) {
	if strings.TrimSpace(text) == "" {
		if text != "" {
			w.space = true
		}
		return
	}
	leading := text[0] == ' ' || text[0] == '\n' || text[0] == '\t'
	trailing := strings.ContainsAny(text[len(text)-1:], " \n\t")
	if leading {
		w.space = true
	}
	w.raw(strings.Join(strings.Fields(text), " "))
	w.space = trailing
}

// raw writes s after any pending break or space.
func (w *textWriter) raw(s string) {
	switch {
	case w.pending != "" && w.b.Len() > 0:
		w.trimSpaceEnd()
		w.b.WriteString(w.pending)
	case w.space && w.b.Len() > 0 && !strings.HasSuffix(w.b.String(), " ") && !strings.HasPrefix(s, " "):
		w.b.WriteByte(' ')
	}
	w.pending, w.space = "", false
	w.b.WriteString(s)
}

func (w *textWriter) trimSpaceEnd() {
	s := strings.TrimRight(w.b.String(), " ")
	w.b.Reset()
	w.b.WriteString(s)
}

func (w *textWriter) lineBreak() {
	if w.pending == "" {
		w.pending = "\n"
	}
}

func (w *textWriter) paragraph() { w.pending = "\n\n" }

func (w *textWriter) String() string { return strings.TrimSpace(w.b.String()) }
