package mail

import (
	"bytes"
	"fmt"
	htmltemplate "html/template"
	"io/fs"
	"path"
	"strings"
	texttemplate "text/template"

	"aspirant/internal/platform/locale"
)

// Templates are a domain's e-mails, each written whole in every language the product writes in
// (docs/product.md, "Languages of the server's messages"): one file per e-mail and language,
// named <e-mail>.<language>.tmpl ("reset_password.hi.tmpl"), that defines three templates:
// "subject", "text" (the plain-text body) and "html" (the HTML body, escaped by html/template).
type Templates struct {
	text map[string]*texttemplate.Template
	html map[string]*htmltemplate.Template
}

// ParseTemplates reads every *.tmpl file of fsys, and fails unless each e-mail has a file for
// every language, each defining the three templates.
func ParseTemplates(fsys fs.FS) (*Templates, error) {
	t := &Templates{text: map[string]*texttemplate.Template{}, html: map[string]*htmltemplate.Template{}}
	files, err := fs.Glob(fsys, "*.tmpl")
	if err != nil {
		return nil, err
	}
	names := map[string]bool{}
	for _, file := range files {
		name, lang, ok := strings.Cut(strings.TrimSuffix(path.Base(file), ".tmpl"), ".")
		if _, known := locale.Parse(lang); !ok || !known {
			return nil, fmt.Errorf("e-mail template %s: want a name such as reset_password.en.tmpl", file)
		}
		raw, err := fs.ReadFile(fsys, file)
		if err != nil {
			return nil, err
		}
		text, err := texttemplate.New(file).Option("missingkey=error").Parse(string(raw))
		if err != nil {
			return nil, err
		}
		html, err := htmltemplate.New(file).Option("missingkey=error").Parse(string(raw))
		if err != nil {
			return nil, err
		}
		for _, part := range []string{"subject", "text", "html"} {
			if text.Lookup(part) == nil {
				return nil, fmt.Errorf("e-mail template %s does not define %q", file, part)
			}
		}
		t.text[name+"."+lang], t.html[name+"."+lang] = text, html
		names[name] = true
	}
	for name := range names {
		for _, lang := range locale.Codes() {
			if t.text[name+"."+string(lang)] == nil {
				return nil, fmt.Errorf("e-mail %s has no %s version (%s.%s.tmpl)", name, lang, name, lang)
			}
		}
	}
	return t, nil
}

// MustParseTemplates is ParseTemplates for the templates a package embeds in its folder dir.
func MustParseTemplates(fsys fs.FS, dir string) *Templates {
	sub, err := fs.Sub(fsys, dir)
	if err != nil {
		panic(err)
	}
	t, err := ParseTemplates(sub)
	if err != nil {
		panic(err)
	}
	return t
}

// Message writes e-mail name in language lang to address to, filling its templates with data.
func (t *Templates) Message(name string, lang locale.Lang, to string, data any) (Message, error) {
	key := name + "." + string(lang)
	text, ok := t.text[key]
	if !ok {
		return Message{}, fmt.Errorf("no e-mail %s in %q", name, lang)
	}
	var subject, body, html bytes.Buffer
	if err := text.ExecuteTemplate(&subject, "subject", data); err != nil {
		return Message{}, err
	}
	if err := text.ExecuteTemplate(&body, "text", data); err != nil {
		return Message{}, err
	}
	if err := t.html[key].ExecuteTemplate(&html, "html", data); err != nil {
		return Message{}, err
	}
	return Message{To: to, Subject: strings.Join(strings.Fields(subject.String()), " "),
		Text: strings.TrimLeft(body.String(), "\n"), HTML: strings.TrimSpace(html.String())}, nil
}
