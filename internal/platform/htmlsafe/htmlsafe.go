// Package htmlsafe sanitises the HTML that staff write (course details, descriptions, questions)
// with an allow-list, so that nothing but formatting reaches a learner's browser. The app
// sanitises again before display; this is the server's half.
package htmlsafe

import (
	stdhtml "html"
	"strings"

	"github.com/microcosm-cc/bluemonday"
)

var policy = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowStandardURLs()
	p.AllowElements("p", "br", "hr", "strong", "b", "em", "i", "u", "s", "sub", "sup", "small", "mark",
		"h2", "h3", "h4", "h5", "blockquote", "ul", "ol", "li", "dl", "dt", "dd", "span", "div", "code", "pre",
		"table", "thead", "tbody", "tr", "th", "td", "caption", "figure", "figcaption")
	p.AllowAttrs("href").OnElements("a")
	p.AllowElements("a")
	p.RequireNoFollowOnLinks(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	p.AllowAttrs("src", "alt", "width", "height").OnElements("img")
	p.AllowAttrs("colspan", "rowspan", "scope").OnElements("td", "th")
	p.AllowAttrs("start", "type").OnElements("ol")
	return p
}()

// Sanitize answers html with everything outside the allow-list removed: scripts, event
// handlers, styles, frames and javascript: links.
func Sanitize(html string) string {
	return policy.Sanitize(html)
}

var textOnly = bluemonday.StrictPolicy()

// PlainText answers the words of html on one line, without its markup and with its entities
// read: for a page's description or structured data, where markup is not read.
func PlainText(html string) string {
	return strings.Join(strings.Fields(stdhtml.UnescapeString(textOnly.Sanitize(strings.NewReplacer("<", " <").Replace(html)))), " ")
}
