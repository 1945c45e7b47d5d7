package demo

import (
	"net/http"
	"os"
	"strings"
	"testing"
)

func TestRenderPDF(t *testing.T) {
	doc := document{Title: "Indian Polity: Fundamental Rights (Part III)", Sections: []section{
		{Heading: "Article 14: Equality before law", Paragraphs: []string{strings.Repeat("The State shall not deny to any person equality before the law or the equal protection of the laws within the territory of India. ", 30)}},
		{Heading: "Escapes (and brackets)", Paragraphs: []string{`A back\slash, (round) brackets and a rupee sign ₹ that becomes a question mark.`}},
	}}
	pdf := renderPDF(doc, "Aspirant Learning Private Limited")
	if http.DetectContentType(pdf) != "application/pdf" {
		t.Fatalf("detected as %s", http.DetectContentType(pdf))
	}
	text := string(pdf)
	for _, want := range []string{"/Count 2", `back\\slash, \(round\) brackets`, "%%EOF", "startxref"} {
		if !strings.Contains(text, want) {
			t.Errorf("PDF lacks %q", want)
		}
	}
	if out := os.Getenv("ASPIRANT_PDF_OUT"); out != "" {
		_ = os.WriteFile(out, pdf, 0o644)
	}
}
