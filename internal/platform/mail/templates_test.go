package mail_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/mail"
)

const hello = `{{define "subject"}}Hello {{.Name}}{{end}}
{{define "text"}}
Dear {{.Name}},
{{end}}
{{define "html"}}<p>Dear {{.Name}}</p>{{end}}`

func TestTemplatesInEveryLanguage(t *testing.T) {
	fsys := fstest.MapFS{
		"hello.en.tmpl": {Data: []byte(hello)},
		"hello.hi.tmpl": {Data: []byte(strings.ReplaceAll(strings.ReplaceAll(hello, "Hello", "नमस्ते"), "Dear", "प्रिय"))},
		"hello.mr.tmpl": {Data: []byte(strings.ReplaceAll(strings.ReplaceAll(hello, "Hello", "नमस्कार"), "Dear", "प्रिय"))},
	}
	tpl, err := mail.ParseTemplates(fsys)
	if err != nil {
		t.Fatal(err)
	}
	m, err := tpl.Message("hello", locale.Lang("hi"), "meera@example.com", map[string]string{"Name": "<Meera>"})
	if err != nil {
		t.Fatal(err)
	}
	if m.To != "meera@example.com" || m.Subject != "नमस्ते <Meera>" || m.Text != "प्रिय <Meera>,\n" || m.HTML != "<p>प्रिय &lt;Meera&gt;</p>" {
		t.Fatalf("%+v", m)
	}
	delete(fsys, "hello.hi.tmpl")
	if _, err := mail.ParseTemplates(fsys); err == nil || !strings.Contains(err.Error(), "no hi version") {
		t.Fatalf("an e-mail without its Hindi: %v", err)
	}
	fsys["hello.hi.tmpl"] = &fstest.MapFile{Data: []byte(`{{define "subject"}}x{{end}}`)}
	if _, err := mail.ParseTemplates(fsys); err == nil || !strings.Contains(err.Error(), `"text"`) {
		t.Fatalf("a template without its body: %v", err)
	}
}
