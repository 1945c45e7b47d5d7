// Package scan turns photos of handwritten pages, taken with a phone, into one PDF of A4 pages:
// each photo checked by its bytes, turned upright from its EXIF orientation, scaled down and
// re-encoded, so that forty pages fit under the upload limit (docs/product.md, "Answers from
// a phone").
package scan

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	_ "image/png" // photos may be PNG screenshots of a scanner app
	"io"
	"net/http"
	"runtime"

	"github.com/disintegration/imaging"
	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	pdfcolor "github.com/pdfcpu/pdfcpu/pkg/pdfcpu/color"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// The PDF library would otherwise install its configuration and fonts into the user's
// configuration folder at first use; the server keeps nothing outside its data folder.
func init() { api.DisableConfigDir() }

// MaxPages is the most photos one answer may have.
const MaxPages = 40

// maxPixels refuses a photo whose header promises more than a 48-megapixel camera gives: it is
// checked before the pixels are decoded, so a tiny file cannot claim gigabytes of memory.
const maxPixels = 50_000_000

var (
	// ErrNotAnImage: a part is not a JPEG or PNG by its bytes (or cannot be decoded).
	ErrNotAnImage = errors.New("not a JPEG or PNG image")
	// ErrTooManyPixels: a photo is larger than any phone camera's.
	ErrTooManyPixels = errors.New("image too large")
	// ErrTooLarge: the PDF stays above the limit even at the lowest quality tried.
	ErrTooLarge = errors.New("assembled PDF too large")
)

// PageError says which page (from 1) a problem is on.
type PageError struct {
	Page int
	Err  error
}

func (e *PageError) Error() string { return fmt.Sprintf("page %d: %v", e.Page, e.Err) }
func (e *PageError) Unwrap() error { return e.Err }

// renditions are tried in order until the PDF fits the limit: pixels on the page's long side
// and JPEG quality. 1754 px is A4 at 150 dpi, enough to read handwriting zoomed in.
var renditions = []struct{ longSide, quality int }{
	{1754, 80}, {1754, 65}, {1400, 55}, {1100, 45},
}

// assembling bounds the CPU photos may take at once, so that a few learners uploading forty
// pages each do not slow the answers of a live mock on the same server.
var assembling = make(chan struct{}, max(1, runtime.NumCPU()/2))

// Assemble answers one PDF with a page per photo, in the order given, no larger than limit
// bytes.
func Assemble(ctx context.Context, photos [][]byte, limit int64) ([]byte, error) {
	if len(photos) == 0 || len(photos) > MaxPages {
		return nil, fmt.Errorf("scan: %d photos, want 1 to %d", len(photos), MaxPages)
	}
	select {
	case assembling <- struct{}{}:
		defer func() { <-assembling }()
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	pages := make([]image.Image, len(photos))
	for i, photo := range photos {
		page, err := upright(photo)
		if err != nil {
			return nil, &PageError{Page: i + 1, Err: err}
		}
		pages[i] = page
	}
	for _, r := range renditions {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		pdf, err := render(pages, r.longSide, r.quality)
		if err != nil {
			return nil, err
		}
		if int64(len(pdf)) <= limit {
			return pdf, nil
		}
	}
	return nil, ErrTooLarge
}

// upright decodes a photo, turned as its EXIF orientation says and flattened onto white (a
// transparent PNG would otherwise turn black in a JPEG).
func upright(photo []byte) (image.Image, error) {
	switch http.DetectContentType(photo) {
	case "image/jpeg", "image/png":
	default:
		return nil, ErrNotAnImage
	}
	config, _, err := image.DecodeConfig(bytes.NewReader(photo))
	if err != nil {
		return nil, ErrNotAnImage
	}
	if config.Width*config.Height > maxPixels {
		return nil, ErrTooManyPixels
	}
	img, err := imaging.Decode(bytes.NewReader(photo), imaging.AutoOrientation(true))
	if err != nil {
		return nil, ErrNotAnImage
	}
	bounds := img.Bounds()
	return imaging.Overlay(imaging.New(bounds.Dx(), bounds.Dy(), color.White), img, image.Point{}, 1), nil
}

// render lays the pages out one per A4 page, centred and as large as fits, each re-encoded
// as a JPEG that fits longSide pixels.
func render(pages []image.Image, longSide, quality int) ([]byte, error) {
	readers := make([]io.Reader, len(pages))
	for i, page := range pages {
		scaled := imaging.Fit(page, longSide*1240/1754, longSide, imaging.Lanczos)
		var encoded bytes.Buffer
		if err := jpeg.Encode(&encoded, scaled, &jpeg.Options{Quality: quality}); err != nil {
			return nil, err
		}
		readers[i] = &encoded
	}
	imp := pdfcpu.DefaultImportConfig()
	imp.Pos, imp.Scale = types.Center, 1
	white := pdfcolor.White
	imp.BgColor = &white
	var out bytes.Buffer
	if err := api.ImportImages(nil, &out, readers, imp, model.NewDefaultConfiguration()); err != nil {
		return nil, fmt.Errorf("scan: make PDF: %w", err)
	}
	return out.Bytes(), nil
}
