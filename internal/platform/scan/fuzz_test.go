package scan_test

import (
	"bytes"
	"compress/zlib"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"testing"

	"aspirant/internal/platform/pdfcheck"
	"aspirant/internal/platform/scan"
	"aspirant/internal/testutil"
)

// pngChunk appends a PNG chunk to out.
func pngChunk(out *bytes.Buffer, kind string, data []byte) {
	_ = binary.Write(out, binary.BigEndian, uint32(len(data)))
	out.WriteString(kind)
	out.Write(data)
	_ = binary.Write(out, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(kind), data...)))
}

// pngHeader answers the start of a width x height 8-bit RGB PNG, up to its pixels.
func pngHeader(width, height int) *bytes.Buffer {
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = 8, 2
	pngChunk(&out, "IHDR", ihdr)
	return &out
}

// solidPNG answers a width x height PNG of one colour, a few kilobytes that claim width*height*4
// bytes once decoded.
func solidPNG(width, height int) []byte {
	out := pngHeader(width, height)
	var idat bytes.Buffer
	z, _ := zlib.NewWriterLevel(&idat, zlib.BestSpeed)
	row := make([]byte, 1+3*width)
	for range height {
		z.Write(row)
	}
	z.Close()
	pngChunk(out, "IDAT", idat.Bytes())
	pngChunk(out, "IEND", nil)
	return out.Bytes()
}

// FuzzAssemble: whatever the bytes of a page, assembling answers a PDF within the bounds of an
// upload or one of the known refusals, never a panic. The seeds are the photo bomb of issue 38
// (a 7000 x 7000 PNG), a photo held sideways and a PNG that is only a header.
func FuzzAssemble(f *testing.F) {
	f.Add(solidPNG(7000, 7000))
	f.Add(solidPNG(40, 60))
	f.Add(testutil.PagePhoto(f, 40, 30, 6))
	f.Add(pngHeader(100_000, 100_000).Bytes())
	f.Fuzz(func(t *testing.T, photo []byte) {
		pdf, err := scan.Assemble(context.Background(), [][]byte{photo}, 25<<20)
		if err != nil {
			if !errors.Is(err, scan.ErrNotAnImage) && !errors.Is(err, scan.ErrTooManyPixels) && !errors.Is(err, scan.ErrAnswerTooManyPixels) {
				t.Fatalf("unexpected error: %v", err)
			}
			return
		}
		if pages, err := pdfcheck.Check(pdf); err != nil || pages != 1 {
			t.Fatalf("the assembled PDF: %d pages, %v", pages, err)
		}
	})
}
