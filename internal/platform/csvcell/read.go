package csvcell

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// The encodings a file staff upload may be in instead of UTF-8, as Excel's "Save as" types
// write them: "Unicode Text" is UTF-16, plain "CSV (Comma delimited)" the Windows code page.
const (
	UTF16LE     = "UTF-16 LE"
	UTF16BE     = "UTF-16 BE"
	Windows1252 = "Windows-1252"
	NotText     = "" // NUL bytes with no UTF-16 pattern: a workbook or another binary file
)

// EncodingError says why a file is not UTF-8 text, so staff can be told how to save it again.
type EncodingError struct {
	Encoding string // one of the encodings above
	// For Windows-1252: the first line with a byte that is not UTF-8, and that byte read as
	// Windows-1252 (a curly quote, a dash, an accented letter), for staff to find it.
	Line      int
	Character string
}

func (e *EncodingError) Error() string {
	if e.Encoding == NotText {
		return "csvcell: the file is not text"
	}
	return "csvcell: the file is in " + e.Encoding + ", not UTF-8"
}

// Reader reads a CSV file staff saved from a spreadsheet: UTF-8 only, the byte-order mark
// dropped, every cell unescaped (Unescape).
type Reader struct {
	csv *csv.Reader
}

// NewReader reads data, which must be UTF-8; any other encoding is an *EncodingError.
// Rows may have any number of cells.
func NewReader(data []byte) (*Reader, error) {
	if err := checkUTF8(data); err != nil {
		return nil, err
	}
	cr := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte(byteOrderMark))))
	cr.FieldsPerRecord = -1
	return &Reader{csv: cr}, nil
}

// Read answers the next row (io.EOF after the last), each cell unescaped.
func (r *Reader) Read() ([]string, error) {
	cells, err := r.csv.Read()
	for i, cell := range cells {
		cells[i] = Unescape(cell)
	}
	return cells, err
}

// checkUTF8 answers what a file is when it is not UTF-8. UTF-16 is known by its byte-order mark
// or, without one, by the NUL byte every ASCII character carries beside it; any other file that
// is not valid UTF-8 is taken to be Windows-1252, the code page Excel writes in India.
func checkUTF8(data []byte) error {
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return &EncodingError{Encoding: UTF16LE}
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return &EncodingError{Encoding: UTF16BE}
	case bytes.IndexByte(data, 0) >= 0:
		return &EncodingError{Encoding: utf16WithoutMark(data)}
	case !utf8.Valid(data):
		return windows1252At(data)
	}
	return nil
}

// utf16Sample is how much of a file is enough to see UTF-16's pattern of NUL bytes.
const utf16Sample = 4096

// utf16WithoutMark answers which UTF-16 a file with NUL bytes is in: its NULs all at odd
// offsets (the high byte of each ASCII character, little-endian) or all at even ones
// (big-endian). NULs on both sides are a binary file, such as an .xlsx workbook.
func utf16WithoutMark(data []byte) string {
	sample := data[:min(len(data), utf16Sample)]
	var even, odd int
	for i, b := range sample {
		if b != 0 {
			continue
		}
		if i%2 == 0 {
			even++
		} else {
			odd++
		}
	}
	switch {
	case odd > 0 && even == 0:
		return UTF16LE
	case even > 0 && odd == 0:
		return UTF16BE
	}
	return NotText
}

// windows1252At points at the first byte of data that is not UTF-8, as Windows-1252 reads it.
func windows1252At(data []byte) *EncodingError {
	valid := 0
	for valid < len(data) {
		r, size := utf8.DecodeRune(data[valid:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		valid += size
	}
	return &EncodingError{Encoding: Windows1252, Line: bytes.Count(data[:valid], []byte("\n")) + 1, Character: asWindows1252(data[valid])}
}

// asWindows1252 answers the character b stands for in Windows-1252, or its value in hex when
// the character would not show (a non-breaking space, or a byte the code page leaves undefined).
func asWindows1252(b byte) string {
	if r := charmap.Windows1252.DecodeByte(b); unicode.IsGraphic(r) && !unicode.IsSpace(r) && r != utf8.RuneError {
		return string(r)
	}
	return fmt.Sprintf("0x%02X", b)
}
