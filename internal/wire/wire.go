// Package wire holds value types written the way the API contract writes them.
package wire

import "fmt"

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
// than a letter, digit, underscore or hyphen becomes an underscore.
func SafeFileName(name string) string {
	out := []rune(name)
	for i, r := range out {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			out[i] = '_'
		}
	}
	return string(out)
}
