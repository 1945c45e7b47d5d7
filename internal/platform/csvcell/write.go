package csvcell

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"net/http"
)

// byteOrderMark starts every file the product writes: without it Excel reads UTF-8 as the
// computer's ANSI code page and shows Hindi as mojibake.
const byteOrderMark = "\ufeff"

// Writer writes a CSV file whose every cell is escaped (Escape), after the byte-order mark.
type Writer struct {
	csv *csv.Writer
}

// NewWriter starts a CSV file on w. Its errors, the mark's included, come out of Flush.
func NewWriter(w io.Writer) *Writer {
	buffered := bufio.NewWriter(w)
	_, _ = buffered.WriteString(byteOrderMark) // a failed write sticks to the buffer: Flush answers it
	return &Writer{csv: csv.NewWriter(buffered)}
}

// Download starts the answer to a request as a CSV file to save under filename.
func Download(w http.ResponseWriter, filename string) *Writer {
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", filename))
	return NewWriter(w)
}

// Write writes one row, each cell escaped.
func (w *Writer) Write(cells []string) error {
	escaped := make([]string, len(cells))
	for i, cell := range cells {
		escaped[i] = Escape(cell)
	}
	return w.csv.Write(escaped)
}

// Flush writes out what is buffered and answers the first error of the whole file.
func (w *Writer) Flush() error {
	w.csv.Flush()
	return w.csv.Error()
}
