package testutil

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"testing"
)

// Colours of PagePhoto: a page of paper with a red margin.
var (
	PhotoRed   = color.RGBA{R: 220, A: 255}
	PhotoPaper = color.RGBA{R: 250, G: 250, B: 250, A: 255}
)

// PagePhoto answers a width×height JPEG, as a phone camera stores it, whose left third is red.
// An orientation from 1 to 8 is written in an EXIF segment as the camera would: with 6 (the
// phone was held turned a quarter clockwise) the red belongs at the top of the upright page.
func PagePhoto(t testing.TB, width, height, orientation int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	for y := range height {
		for x := range width {
			c := PhotoPaper
			if x < width/3 {
				c = PhotoRed
			}
			img.Set(x, y, c)
		}
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	if orientation == 0 {
		return out.Bytes()
	}
	return withOrientation(out.Bytes(), orientation)
}

// withOrientation puts an EXIF segment with one Orientation tag right after the JPEG's start
// marker.
func withOrientation(jpg []byte, orientation int) []byte {
	var tiff bytes.Buffer
	tiff.WriteString("II*\x00")
	_ = binary.Write(&tiff, binary.LittleEndian, uint32(8)) // the first IFD
	_ = binary.Write(&tiff, binary.LittleEndian, uint16(1)) // of one entry
	_ = binary.Write(&tiff, binary.LittleEndian, []uint16{0x0112, 3})
	_ = binary.Write(&tiff, binary.LittleEndian, uint32(1))
	_ = binary.Write(&tiff, binary.LittleEndian, []uint16{uint16(orientation), 0})
	_ = binary.Write(&tiff, binary.LittleEndian, uint32(0)) // and no next IFD
	payload := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	segment := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(segment[2:], uint16(len(payload)+2))
	out := append([]byte{}, jpg[:2]...)
	out = append(out, segment...)
	out = append(out, payload...)
	return append(out, jpg[2:]...)
}

// Reddish reports whether c is PagePhoto's red, after JPEG's losses.
func Reddish(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 > 150 && g>>8 < 100 && b>>8 < 100
}
