// Package scan turns photos of handwritten pages, taken with a phone, into one PDF of A4 pages:
// each photo checked by its bytes, turned upright from its EXIF orientation, scaled down and
// re-encoded, so that forty pages fit under the upload limit (docs/product.md, "Answers from
// a phone").
package scan

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
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

	"aspirant/internal/platform/imagesize"
)

// The PDF library would otherwise install its configuration and fonts into the user's
// configuration folder at first use; the server keeps nothing outside its data folder.
func init() { api.DisableConfigDir() }

// MaxPages is the most photos one answer may have.
const MaxPages = 40

// MaxAnswerPixels is the most pixels all the photos of one answer may have together: forty pages
// from a 12.5-megapixel camera, what a phone takes at its usual setting. It bounds the processor
// time one upload takes (each photo is decoded at its full size); the memory is bounded per photo
// (imagesize), since the pages are decoded one at a time.
const MaxAnswerPixels = MaxPages * 12_500_000

var (
	// ErrNotAnImage: a part is not a JPEG or PNG by its bytes (or cannot be decoded).
	ErrNotAnImage = errors.New("not a JPEG or PNG image")
	// ErrTooManyPixels: a photo has more pixels than the one bound for every picture (imagesize).
	ErrTooManyPixels = imagesize.ErrTooManyPixels
	// ErrAnswerTooManyPixels: the photos together have more than MaxAnswerPixels.
	ErrAnswerTooManyPixels = errors.New("the photos together have too many pixels")
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

// A Photo opens one page's photo. It is opened twice, for its header and for its pixels, so
// that only one page's bytes and pixels are held at a time.
type Photo func() (io.ReadCloser, error)

// FromBytes answers photos held in memory.
func FromBytes(photos ...[]byte) []Photo {
	out := make([]Photo, len(photos))
	for i, photo := range photos {
		out[i] = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(photo)), nil }
	}
	return out
}

// Assemble answers one PDF with a page per photo, in the order given, no larger than limit
// bytes.
func Assemble(ctx context.Context, photos [][]byte, limit int64) ([]byte, error) {
	return AssembleFrom(ctx, FromBytes(photos...), limit)
}

// AssembleFrom is Assemble for photos opened when they are needed (an upload's parts). Every
// photo's header is checked before any is decoded, so an answer over a bound is refused at once;
// then each page is decoded, scaled down to an A4 page's pixels and kept as a JPEG before the
// next is decoded: the memory an answer takes is one photo's pixels and forty small JPEGs.
func AssembleFrom(ctx context.Context, photos []Photo, limit int64) ([]byte, error) {
	if len(photos) == 0 || len(photos) > MaxPages {
		return nil, fmt.Errorf("scan: %d photos, want 1 to %d", len(photos), MaxPages)
	}
	var pixels int64
	for i, photo := range photos {
		config, err := header(photo)
		if err != nil {
			return nil, &PageError{Page: i + 1, Err: err}
		}
		pixels += int64(config.Width) * int64(config.Height)
	}
	if pixels > MaxAnswerPixels {
		return nil, ErrAnswerTooManyPixels
	}
	select {
	case assembling <- struct{}{}:
		defer func() { <-assembling }()
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	first := renditions[0]
	pages := make([][]byte, len(photos))
	for i, photo := range photos {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		page, err := firstRendition(photo, first.longSide, first.quality)
		if err != nil {
			return nil, &PageError{Page: i + 1, Err: err}
		}
		pages[i] = page
	}
	for i, r := range renditions {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		encoded := pages
		if i > 0 {
			var err error
			if encoded, err = smaller(pages, r.longSide, r.quality); err != nil {
				return nil, err
			}
		}
		pdf, err := render(encoded)
		if err != nil {
			return nil, err
		}
		if int64(len(pdf)) <= limit {
			return pdf, nil
		}
	}
	return nil, ErrTooLarge
}

// header reads a photo's size from its header, refusing what is not a JPEG or PNG by its bytes
// and what is over the bound for every picture.
func header(photo Photo) (image.Config, error) {
	file, err := photo()
	if err != nil {
		return image.Config{}, err
	}
	defer file.Close()
	head := bufio.NewReader(file)
	sniffed, _ := head.Peek(512)
	switch http.DetectContentType(sniffed) {
	case "image/jpeg", "image/png":
	default:
		return image.Config{}, ErrNotAnImage
	}
	config, _, err := imagesize.Check(head)
	if errors.Is(err, imagesize.ErrTooManyPixels) {
		return config, ErrTooManyPixels
	}
	if err != nil {
		return config, ErrNotAnImage
	}
	return config, nil
}

// firstRendition decodes a photo and answers it as the JPEG of an A4 page: scaled down to fit
// longSide pixels first, then turned as its EXIF orientation says and flattened onto white (a
// transparent PNG would otherwise turn black in a JPEG), so that only the photo's decoded pixels
// are ever held at full size.
func firstRendition(photo Photo, longSide, quality int) ([]byte, error) {
	file, err := photo()
	if err != nil {
		return nil, err
	}
	content, err := io.ReadAll(file)
	file.Close()
	if err != nil {
		return nil, err
	}
	img, err := imaging.Decode(bytes.NewReader(content))
	if err != nil {
		return nil, ErrNotAnImage
	}
	orientation := exifOrientation(content)
	width, height := longSide*1240/1754, longSide
	if orientation >= 5 { // turned a quarter: the photo's width becomes the page's height
		width, height = height, width
	}
	// Linear, not Lanczos: scaling a phone's photo down four times or more, it reads as well and
	// takes a third of the processor time.
	scaled := oriented(imaging.Fit(img, width, height, imaging.Linear), orientation)
	// The photo's pixels are garbage now: collected before the next page is decoded, or the
	// collector would let the heap grow to hold two photos' pixels at once.
	runtime.GC()
	bounds := scaled.Bounds()
	flat := imaging.Overlay(imaging.New(bounds.Dx(), bounds.Dy(), color.White), scaled, image.Point{}, 1)
	var out bytes.Buffer
	if err := jpeg.Encode(&out, flat, &jpeg.Options{Quality: quality}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// smaller answers the pages scaled to fit longSide pixels at a lower JPEG quality.
func smaller(pages [][]byte, longSide, quality int) ([][]byte, error) {
	out := make([][]byte, len(pages))
	for i, page := range pages {
		img, err := jpeg.Decode(bytes.NewReader(page))
		if err != nil {
			return nil, err
		}
		scaled := imaging.Fit(img, longSide*1240/1754, longSide, imaging.Lanczos)
		var encoded bytes.Buffer
		if err := jpeg.Encode(&encoded, scaled, &jpeg.Options{Quality: quality}); err != nil {
			return nil, err
		}
		out[i] = encoded.Bytes()
	}
	return out, nil
}

// render lays the pages, JPEGs, out one per A4 page, centred and as large as fits.
func render(pages [][]byte) ([]byte, error) {
	readers := make([]io.Reader, len(pages))
	for i, page := range pages {
		readers[i] = bytes.NewReader(page)
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

// oriented turns a picture as its EXIF orientation (1 to 8) says it should be seen.
func oriented(img image.Image, orientation int) image.Image {
	switch orientation {
	case 2:
		return imaging.FlipH(img)
	case 3:
		return imaging.Rotate180(img)
	case 4:
		return imaging.FlipV(img)
	case 5:
		return imaging.Transpose(img)
	case 6:
		return imaging.Rotate270(img)
	case 7:
		return imaging.Transverse(img)
	case 8:
		return imaging.Rotate90(img)
	}
	return img
}

// exifOrientation answers a JPEG's EXIF Orientation tag, or 1 (as taken) when it has none. It
// is read here because the decoder that turns a photo would do so at its full size.
func exifOrientation(jpg []byte) int {
	if len(jpg) < 4 || jpg[0] != 0xFF || jpg[1] != 0xD8 {
		return 1
	}
	for at := 2; at+4 <= len(jpg) && jpg[at] == 0xFF; {
		marker, size := jpg[at+1], int(binary.BigEndian.Uint16(jpg[at+2:]))
		if marker == 0xDA || size < 2 || at+2+size > len(jpg) { // the pixels start: no EXIF before them
			return 1
		}
		segment := jpg[at+4 : at+2+size]
		if marker == 0xE1 && bytes.HasPrefix(segment, []byte("Exif\x00\x00")) {
			return tiffOrientation(segment[6:])
		}
		at += 2 + size
	}
	return 1
}

// tiffOrientation reads the Orientation tag (0x0112) of the first IFD of an EXIF TIFF block.
func tiffOrientation(tiff []byte) int {
	if len(tiff) < 8 {
		return 1
	}
	var order binary.ByteOrder
	switch string(tiff[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 1
	}
	ifd := int(order.Uint32(tiff[4:]))
	if ifd < 8 || ifd+2 > len(tiff) {
		return 1
	}
	entries := int(order.Uint16(tiff[ifd:]))
	for i := range entries {
		entry := ifd + 2 + 12*i
		if entry+12 > len(tiff) {
			return 1
		}
		if order.Uint16(tiff[entry:]) == 0x0112 {
			if o := int(order.Uint16(tiff[entry+8:])); o >= 1 && o <= 8 {
				return o
			}
			return 1
		}
	}
	return 1
}
