// Package pdfcheck decides whether the server may read a PDF someone uploaded: an answer, or an
// evaluated copy. A PDF of a few megabytes can hold streams that inflate to gigabytes, and the
// PDF library decodes some of them (object streams, page contents) whole in memory; so before it
// sees a PDF, every stream is inflated here into nothing, counting, within a budget, and only
// then is the structure read, with its pages counted and measured (docs/reliability.md, "Bounds
// on uploads"). The same check runs before a stored answer is read again to draw an evaluator's
// marks, so a copy stored before these bounds cannot stop the evaluator's queue either.
package pdfcheck

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
)

// The PDF library would otherwise install its configuration and fonts into the user's
// configuration folder at first use; the server keeps nothing outside its data folder.
func init() { api.DisableConfigDir() }

const (
	// MaxPages: an answer booklet has 24 to 40 pages; a hundred leaves room for extra sheets.
	MaxPages = 100
	// MaxPageSide is the longest side a page may have, in points: 200 inches, the largest page
	// the PDF format itself allows (a scanner app that makes a point of every pixel stays far
	// within it).
	MaxPageSide = 14400
	// MaxDecodedBytes bounds every stream of the PDF together, decoded: forty A4 pages scanned
	// in grey at 200 dpi without JPEG take 160 MB; the photos of a scanner app much less.
	MaxDecodedBytes = 256 << 20
	// MaxContentBytes bounds the decoded streams that are not pictures (page contents, fonts,
	// object streams): the PDF library holds these in memory when it reads the file, and a
	// handwritten answer's are a few hundred kilobytes.
	MaxContentBytes = 32 << 20
)

var (
	// ErrNotPDF: the file does not start as a PDF does.
	ErrNotPDF = errors.New("not a PDF")
	// ErrDamaged: the file is not a PDF that can be read.
	ErrDamaged = errors.New("the PDF cannot be read")
	// ErrEncrypted: the PDF is encrypted (locked with a password or protected against changes);
	// its streams cannot be measured before it is opened.
	ErrEncrypted = errors.New("the PDF is encrypted")
	// ErrTooManyPages: more than MaxPages pages.
	ErrTooManyPages = errors.New("too many pages")
	// ErrPageTooLarge: a page larger than MaxPageSide.
	ErrPageTooLarge = errors.New("a page too large")
	// ErrTooMuchContent: the streams decode to more than MaxDecodedBytes, or those that are not
	// pictures to more than MaxContentBytes.
	ErrTooMuchContent = errors.New("streams too large once decoded")
)

// Check answers the number of pages of a PDF that is within every bound, or why it is not.
func Check(pdf []byte) (int, error) {
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		return 0, ErrNotPDF
	}
	if bytes.Contains(pdf, []byte("/Encrypt")) {
		return 0, ErrEncrypted
	}
	if err := measureStreams(pdf); err != nil {
		return 0, err
	}
	ctx, err := api.ReadAndValidate(bytes.NewReader(pdf), model.NewDefaultConfiguration())
	if err != nil {
		return 0, fmt.Errorf("%w: %v", ErrDamaged, err)
	}
	if ctx.PageCount < 1 {
		return 0, ErrDamaged
	}
	if ctx.PageCount > MaxPages {
		return 0, ErrTooManyPages
	}
	dims, err := ctx.PageDims()
	if err != nil {
		return 0, fmt.Errorf("%w: %v", ErrDamaged, err)
	}
	for _, d := range dims {
		if d.Width > MaxPageSide || d.Height > MaxPageSide || d.Width <= 0 || d.Height <= 0 {
			return 0, ErrPageTooLarge
		}
	}
	return ctx.PageCount, nil
}

// measureStreams inflates every stream in the file into nothing, counting, and stops at the
// first byte over a budget. Streams are found by their keyword, not through the file's
// cross-reference table, which a hostile file may make lie; and a Flate stream is inflated from
// where its data starts to where the compressed data itself ends, whatever its /Length says, so
// the library can never decode more than was counted here.
func measureStreams(pdf []byte) error {
	var decoded, content int64
	for pos := 0; ; {
		i := bytes.Index(pdf[pos:], []byte("stream"))
		if i < 0 {
			return nil
		}
		at := pos + i
		pos = at + len("stream")
		if at >= 3 && string(pdf[at-3:at]) == "end" {
			continue
		}
		dict, ok := dictBefore(pdf, at)
		if !ok {
			continue
		}
		start := pos
		if start < len(pdf) && pdf[start] == '\r' {
			start++
		}
		if start < len(pdf) && pdf[start] == '\n' {
			start++
		}
		filters, ok := filtersOf(dict)
		if !ok {
			return fmt.Errorf("%w: a stream's filters cannot be read", ErrDamaged)
		}
		budget := MaxDecodedBytes - decoded
		picture := isPicture(dict)
		if !picture {
			budget = min(budget, MaxContentBytes-content)
		}
		size, used, err := decodedSize(pdf[start:], filters, budget)
		if err != nil {
			return err
		}
		decoded += size
		if !picture {
			content += size
		}
		pos = start + used
	}
}

// dictBefore answers the dictionary that a stream keyword at at follows (from its object's
// "obj"), or false when the keyword does not follow one (it is then inside other data).
func dictBefore(pdf []byte, at int) ([]byte, bool) {
	before := bytes.TrimRight(pdf[max(0, at-64<<10):at], " \t\r\n\f\x00")
	if !bytes.HasSuffix(before, []byte(">>")) {
		return nil, false
	}
	obj := bytes.LastIndex(before, []byte("obj"))
	if obj < 0 {
		return nil, false
	}
	return before[obj+len("obj"):], true
}

// isPicture says whether a stream's dictionary is that of an image, which the library does not
// decode to read the file. An object or cross-reference stream is never one, whatever else it
// says.
func isPicture(dict []byte) bool {
	return hasName(dict, "Image") && !hasName(dict, "ObjStm") && !hasName(dict, "XRef")
}

// hasName says whether the dictionary holds the PDF name /name (not a longer one).
func hasName(dict []byte, name string) bool {
	for rest := dict; ; {
		i := bytes.Index(rest, []byte("/"+name))
		if i < 0 {
			return false
		}
		end := i + 1 + len(name)
		if end == len(rest) || bytes.IndexByte([]byte(" \t\r\n\f\x00/<>[]()%"), rest[end]) >= 0 {
			return true
		}
		rest = rest[end:]
	}
}

// Filters a stream may have. Flate is measured by inflating it; the picture codecs are decoded
// only by a reader that shows the page, and count at their own size. The text encodings and LZW
// are refused: they could hide a Flate stream from this measure, and no scanner app writes them.
var (
	flate    = map[string]bool{"FlateDecode": true, "Fl": true}
	pictures = map[string]bool{"DCTDecode": true, "DCT": true, "JPXDecode": true, "CCITTFaxDecode": true, "CCF": true, "JBIG2Decode": true}
)

// filtersOf answers the names of a stream's /Filter, or false when it names one not taken.
func filtersOf(dict []byte) ([]string, bool) {
	i := bytes.Index(dict, []byte("/Filter"))
	if i < 0 {
		return nil, true
	}
	rest := bytes.TrimLeft(dict[i+len("/Filter"):], " \t\r\n\f\x00")
	var names []string
	switch {
	case bytes.HasPrefix(rest, []byte("/")):
		names = []string{nameAt(rest[1:])}
	case bytes.HasPrefix(rest, []byte("[")):
		end := bytes.IndexByte(rest, ']')
		if end < 0 {
			return nil, false
		}
		for _, field := range bytes.Fields(bytes.ReplaceAll(rest[1:end], []byte("/"), []byte(" /"))) {
			if !bytes.HasPrefix(field, []byte("/")) {
				return nil, false
			}
			names = append(names, string(field[1:]))
		}
	default:
		return nil, false // an indirect filter: not what a scanner app writes
	}
	for _, name := range names {
		if !flate[name] && !pictures[name] {
			return nil, false
		}
	}
	return names, true
}

func nameAt(b []byte) string {
	end := bytes.IndexAny(b, " \t\r\n\f\x00/<>[]()%")
	if end < 0 {
		end = len(b)
	}
	return string(b[:end])
}

// decodedSize answers how many bytes the stream at data decodes to and how many of data it
// takes, or ErrTooMuchContent as soon as it decodes to more than budget. Only the first filter
// decides the size: after Flate come only picture codecs, counted at their own size.
func decodedSize(data []byte, filters []string, budget int64) (size int64, used int, err error) {
	var inflated int64
	if len(filters) > 0 && flate[filters[0]] {
		in := bytes.NewReader(data)
		z, err := zlib.NewReader(in)
		if err == nil {
			inflated, err = io.Copy(io.Discard, io.LimitReader(z, budget+1))
			if inflated > budget {
				return 0, 0, ErrTooMuchContent
			}
			if err == nil {
				return inflated, len(data) - in.Len(), nil
			}
		}
		// Damaged Flate: the library decodes no more than was inflated here before the damage,
		// or fails; the stream counts at the larger of that and its own size.
	}
	end := bytes.Index(data, []byte("endstream"))
	if end < 0 {
		end = len(data)
	}
	size = max(inflated, int64(end))
	if size > budget {
		return 0, 0, ErrTooMuchContent
	}
	return size, end, nil
}
