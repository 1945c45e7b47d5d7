// Package wire holds value types written the way the API contract writes them.
package wire

import (
	"fmt"
	"unicode"
)

// Flag is a boolean the contract writes as 0 or 1 (is_active, is_seatsFull, show_enquiry).
type Flag bool

// Scan reads the flag from either database: PostgreSQL sends a bool, SQLite an integer.
func (f *Flag) Scan(src any) error {
	switch v := src.(type) {
	case bool:
		*f = Flag(v)
	case int64:
		*f = v != 0
	case nil:
		*f = false
	default:
		return fmt.Errorf("cannot read %T as a flag", src)
	}
	return nil
}

func (f Flag) MarshalJSON() ([]byte, error) {
	if f {
		return []byte("1"), nil
	}
	return []byte("0"), nil
}

// FileRef is a paid file as the contract writes it, {file_path}: the key to give the download
// call. Non-subscribers get null instead.
type FileRef struct {
	FilePath string `json:"file_path"`
}

// FileFor answers the reference to a stored file, or nil when there is none or the caller may
// not have it.
func FileFor(key *string, allowed bool) *FileRef {
	if key == nil || *key == "" || !allowed {
		return nil
	}
	return &FileRef{FilePath: *key}
}

// SafeFileName is a name for a download (docs/product.md, "Downloads"): every character other
// than a letter (of any script, with its vowel signs: a Hindi title stays Hindi), a decimal digit,
// an underscore or a hyphen becomes an underscore. Spaces, punctuation, path separators and
// control or direction-changing characters never reach a saved file's name.
func SafeFileName(name string) string {
	out := []rune(name)
	for i, r := range out {
		if !(unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r) || r == '_' || r == '-') {
			out[i] = '_'
		}
	}
	return string(out)
}
