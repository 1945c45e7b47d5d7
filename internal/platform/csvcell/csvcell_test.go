package csvcell

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"unicode/utf16"
)

func TestEscapeQuotesWhatStartsLikeAFormula(t *testing.T) {
	for in, want := range map[string]string{
		"=HYPERLINK(\"x\")": "'=HYPERLINK(\"x\")", "+91 98765": "'+91 98765", "-5": "'-5", "@SUM(A1)": "'@SUM(A1)",
		"\tx": "'\tx", "\rx": "'\rx", "'=A1": "''=A1", "''-5": "'''-5",
		"": "", "Article 14": "Article 14", "'quoted'": "'quoted'", "a = b": "a = b", "<b>&amp;</b>": "<b>&amp;</b>",
	} {
		if got := Escape(in); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestUnescapeReversesEscape(t *testing.T) {
	for _, s := range []string{"", "-5", "=A1", "+", "@", "'", "''", "'=A1", "''-5", "'quoted'", "'-'", "x", "\t", "भारत", "-"} {
		if got := Unescape(Escape(s)); got != s {
			t.Errorf("Unescape(Escape(%q)) = %q", s, got)
		}
	}
	// A cell the product did not write keeps its apostrophe unless one of ours would be there.
	if got := Unescape("'Swaraj is my birthright'"); got != "'Swaraj is my birthright'" {
		t.Errorf("a quotation lost its apostrophe: %q", got)
	}
}

func FuzzUnescapeReversesEscape(f *testing.F) {
	for _, seed := range []string{"-5", "=A1", "'=A1", "''", "Article 14"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got := Unescape(Escape(s)); got != s {
			t.Errorf("Unescape(Escape(%q)) = %q", s, got)
		}
	})
}

func TestWriterStartsWithTheMarkAndEscapesEveryCell(t *testing.T) {
	var b bytes.Buffer
	w := NewWriter(&b)
	_ = w.Write([]string{"name", "marks"})
	_ = w.Write([]string{"=cmd|' /C calc'!A0", "-5", "<b> & \"x\"\nline two"})
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	want := "\ufeffname,marks\n'=cmd|' /C calc'!A0,'-5,\"<b> & \"\"x\"\"\nline two\"\n"
	if b.String() != want {
		t.Fatalf("wrote %q, want %q", b.String(), want)
	}
}

func TestWhatTheWriterWritesTheReaderReadsBack(t *testing.T) {
	rows := [][]string{{"question", "option_a"}, {"=A1", "-5"}, {"'=A1", "भारत <b>&amp;</b> \"x\"\r\nदो"}}
	var b bytes.Buffer
	w := NewWriter(&b)
	for _, row := range rows {
		_ = w.Write(row)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	r, err := NewReader(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range rows {
		got, err := r.Read()
		if err != nil {
			t.Fatal(err)
		}
		for i := range want {
			// encoding/csv reads a quoted \r\n as \n, as every spreadsheet writes it.
			if written := strings.ReplaceAll(want[i], "\r\n", "\n"); got[i] != written {
				t.Errorf("read %q, wrote %q", got[i], want[i])
			}
		}
	}
	if _, err := r.Read(); err != io.EOF {
		t.Fatalf("after the last row: %v", err)
	}
}

func utf16Bytes(s string, bigEndian bool) []byte {
	var out []byte
	for _, u := range utf16.Encode([]rune(s)) {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

func TestReaderRefusesWhatIsNotUTF8(t *testing.T) {
	text := "question\toption_a\nभारत\tx\n"
	for name, tc := range map[string]struct {
		data []byte
		want EncodingError
	}{
		"UTF-16 LE with a mark":    {append([]byte{0xFF, 0xFE}, utf16Bytes(text, false)...), EncodingError{Encoding: UTF16LE}},
		"UTF-16 BE with a mark":    {append([]byte{0xFE, 0xFF}, utf16Bytes(text, true)...), EncodingError{Encoding: UTF16BE}},
		"UTF-16 LE without a mark": {utf16Bytes(text, false), EncodingError{Encoding: UTF16LE}},
		"UTF-16 BE without a mark": {utf16Bytes(text, true), EncodingError{Encoding: UTF16BE}},
		"a workbook":               {[]byte("PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00"), EncodingError{Encoding: NotText}},
		"Windows-1252":             {[]byte("question,option_a\nPrice \x80 500,\x93yes\x94\n"), EncodingError{Encoding: Windows1252, Line: 2, Character: "€"}},
		"Windows-1252 NBSP":        {[]byte("q\xa0x"), EncodingError{Encoding: Windows1252, Line: 1, Character: "0xA0"}},
	} {
		_, err := NewReader(tc.data)
		var got *EncodingError
		if !errors.As(err, &got) || *got != tc.want {
			t.Errorf("%s: %v (%+v), want %+v", name, err, got, tc.want)
		}
	}
}

func TestReaderDropsTheMarkOnce(t *testing.T) {
	r, err := NewReader([]byte("\ufeffquestion,\ufeffx\n"))
	if err != nil {
		t.Fatal(err)
	}
	if row, _ := r.Read(); row[0] != "question" || row[1] != "\ufeffx" {
		t.Fatalf("read %q", row)
	}
}
