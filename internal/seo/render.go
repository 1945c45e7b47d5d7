package seo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"html/template"
)

// headTags is the part of the app's <head> that differs between pages. html/template escapes
// every value for where it stands, the JSON-LD included (it is written as JSON inside a script
// element, with <, > and & escaped, so that no text of a course can close the element).
var headTags = template.Must(template.New("head").Parse(`<title>{{.Title}}</title>
    <meta name="description" content="{{.Description}}" />
{{- if .Canonical}}
    <link rel="canonical" href="{{.Canonical}}" />
    <meta property="og:url" content="{{.Canonical}}" />
{{- end}}
{{- if .NoIndex}}
    <meta name="robots" content="noindex" />
{{- end}}
    <meta property="og:type" content="{{.OGType}}" />
    <meta property="og:site_name" content="Aspirant" />
    <meta property="og:locale" content="en_IN" />
    <meta property="og:title" content="{{.Title}}" />
    <meta property="og:description" content="{{.Description}}" />
    <meta property="og:image" content="{{.Image}}" />
{{- if .ImageWidth}}
    <meta property="og:image:width" content="{{.ImageWidth}}" />
    <meta property="og:image:height" content="{{.ImageHeight}}" />
{{- end}}
    <meta property="og:image:alt" content="{{.ImageAlt}}" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="{{.Title}}" />
    <meta name="twitter:description" content="{{.Description}}" />
    <meta name="twitter:image" content="{{.Image}}" />
    <meta name="twitter:image:alt" content="{{.ImageAlt}}" />
{{- with .PicturePreload}}
    {{.}}
{{- end}}
{{- range .Data}}
    <script type="application/ld+json">{{.}}</script>
{{- end}}
{{- range $path, $answer := .Preloaded}}
    <script type="application/json" data-preload="{{$path}}">{{$answer}}</script>
{{- end}}`))

// preload is the link that has the browser fetch the picture with the page. It is written by hand
// because html/template takes imagesrcset for one address and percent-encodes the spaces between
// its candidates; each value is escaped here for a quoted attribute instead.
func (p *Picture) preload() template.HTML {
	if p == nil {
		return ""
	}
	//nolint:gosec // every value is escaped for a double-quoted attribute
	return template.HTML(fmt.Sprintf(`<link rel="preload" as="image" href="%s" imagesrcset="%s" imagesizes="%s" fetchpriority="high" />`,
		html.EscapeString(p.Src), html.EscapeString(p.SrcSet), html.EscapeString(p.Sizes)))
}

// HTML answers the head's tags, to stand in the app's <head>, with the page's answers as
// Answers makes them (made once by the caller, which renders the body with them too).
func (h Head) HTML(answers map[string]string) ([]byte, error) {
	data := make([]template.JS, len(h.Data))
	for i, d := range h.Data {
		raw, err := json.Marshal(d) // escapes <, > and & as \u003c...: safe inside <script>
		if err != nil {
			return nil, err
		}
		data[i] = template.JS(raw) //nolint:gosec // JSON from json.Marshal, which escapes HTML
	}
	preloaded := make(map[string]template.JS, len(answers))
	for path, answer := range answers {
		preloaded[path] = template.JS(answer) //nolint:gosec // as above
	}
	view := struct {
		Head
		Data           []template.JS
		Preloaded      map[string]template.JS
		PicturePreload template.HTML
	}{h, data, preloaded, h.Picture.preload()}
	var b bytes.Buffer
	err := headTags.Execute(&b, view)
	return b.Bytes(), err
}

// Answers are the preloaded answers as JSON, by the call's address: what the page carries for the
// app, and what the server renders its body with (internal/pages).
func (h Head) Answers() (map[string]string, error) {
	answers := make(map[string]string, len(h.Preloaded))
	for path, answer := range h.Preloaded {
		raw, err := json.Marshal(answer) // escapes <, > and & as \u003c...: safe inside <script>
		if err != nil {
			return nil, err
		}
		answers[path] = string(raw)
	}
	return answers, nil
}
