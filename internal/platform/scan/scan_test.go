package scan_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/png"
	"math"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"aspirant/internal/platform/scan"
	"aspirant/internal/testutil"
)

// pageImages answers the pictures on the PDF's pages, decoded.
func pageImages(t *testing.T, pdf []byte) map[int]image.Image {
	t.Helper()
	found := map[int]image.Image{}
	err := api.ExtractImages(bytes.NewReader(pdf), nil, func(img model.Image, _ bool, _ int) error {
		decoded, _, err := image.Decode(img)
		if err != nil {
			return err
		}
		found[img.PageNr] = decoded
		return nil
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return found
}

func TestPhotosBecomeUprightA4PagesInOrder(t *testing.T) {
	turned := testutil.PagePhoto(t, 400, 300, 6) // held sideways: stored landscape, meant portrait
	straight := testutil.PagePhoto(t, 300, 400, 0)
	var pngPage bytes.Buffer
	if err := png.Encode(&pngPage, image.NewNRGBA(image.Rect(0, 0, 120, 160))); err != nil { // transparent
		t.Fatal(err)
	}
	pdf, err := scan.Assemble(context.Background(), [][]byte{turned, straight, pngPage.Bytes()}, 25<<20)
	if err != nil {
		t.Fatal(err)
	}
	dims, err := api.PageDims(bytes.NewReader(pdf), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(dims) != 3 {
		t.Fatalf("pages = %d, want 3", len(dims))
	}
	for i, d := range dims {
		if math.Round(d.Width) != 595 || math.Round(d.Height) != 842 {
			t.Errorf("page %d is %.0f×%.0f pt, want A4 (595×842)", i+1, d.Width, d.Height)
		}
	}
	images := pageImages(t, pdf)
	first := images[1]
	if b := first.Bounds(); b.Dx() >= b.Dy() {
		t.Fatalf("the turned photo is %d×%d on its page, want it upright (portrait)", b.Dx(), b.Dy())
	}
	if !testutil.Reddish(first.At(first.Bounds().Dx()/2, 5)) || testutil.Reddish(first.At(first.Bounds().Dx()/2, first.Bounds().Dy()-5)) {
		t.Error("the turned photo's red edge is not at the top of its page")
	}
	second := images[2]
	if !testutil.Reddish(second.At(5, second.Bounds().Dy()/2)) {
		t.Error("the straight photo was turned")
	}
	third := images[3]
	if r, g, b, _ := third.At(60, 80).RGBA(); r>>8 < 240 || g>>8 < 240 || b>>8 < 240 {
		t.Errorf("a transparent PNG page is %d,%d,%d, want white paper", r>>8, g>>8, b>>8)
	}
}

func TestAPageThatIsNotAPhotoIsNamed(t *testing.T) {
	_, err := scan.Assemble(context.Background(), [][]byte{testutil.PagePhoto(t, 30, 40, 0), []byte("%PDF-1.4 not a photo")}, 25<<20)
	var pageErr *scan.PageError
	if !errors.As(err, &pageErr) || pageErr.Page != 2 || !errors.Is(err, scan.ErrNotAnImage) {
		t.Fatalf("err = %v, want page 2 not an image", err)
	}
}

func TestAPhotoThatClaimsTooManyPixelsIsNotDecoded(t *testing.T) {
	// A PNG header promising 100,000 × 100,000 pixels, with no pixels behind it.
	var header bytes.Buffer
	header.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], 100_000)
	binary.BigEndian.PutUint32(ihdr[4:], 100_000)
	ihdr[8], ihdr[9] = 8, 2
	_ = binary.Write(&header, binary.BigEndian, uint32(len(ihdr)))
	header.WriteString("IHDR")
	header.Write(ihdr)
	_ = binary.Write(&header, binary.BigEndian, crc32.ChecksumIEEE(append([]byte("IHDR"), ihdr...)))
	_, err := scan.Assemble(context.Background(), [][]byte{header.Bytes()}, 25<<20)
	if !errors.Is(err, scan.ErrTooManyPixels) {
		t.Fatalf("err = %v, want ErrTooManyPixels", err)
	}
}

func TestPagesThatCannotFitTheLimitAreRefused(t *testing.T) {
	_, err := scan.Assemble(context.Background(), [][]byte{testutil.PagePhoto(t, 300, 400, 0)}, 1000)
	if !errors.Is(err, scan.ErrTooLarge) {
		t.Fatalf("err = %v, want ErrTooLarge", err)
	}
}
