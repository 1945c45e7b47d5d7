// Package imagesize is the one rule for how large a picture the server agrees to decode, for a
// question's image as for a page photographed for an answer (docs/reliability.md, "Bounds on
// uploads"): a file of a few kilobytes can claim a picture whose pixels fill gigabytes, so the
// size is read from the header first and the pixels are decoded only within the bound.
package imagesize

import (
	"errors"
	"image"
	"image/color"
	_ "image/gif" // the kinds of picture the server takes (WebP is registered by its encoder's package)
	_ "image/jpeg"
	_ "image/png"
	"io"
)

// MaxPixels is the most pixels an uploaded picture may have: 40 megapixels, more than any slide,
// map or phone photo at its camera's usual setting needs.
const MaxPixels = 40_000_000

// MaxDecodedBytes is the most memory the pixels of one picture may take once decoded: 40
// megapixels at 4 bytes each. A 16-bit PNG takes 8 bytes a pixel, so it may have half as many.
const MaxDecodedBytes = MaxPixels * 4

var (
	// ErrTooManyPixels: the picture has more pixels, or would take more memory, than the bound.
	ErrTooManyPixels = errors.New("image has too many pixels")
	// ErrNotAnImage: the header is not one of a picture the server decodes.
	ErrNotAnImage = errors.New("not an image")
)

// Check reads the picture's size and kind from its header, without decoding its pixels (only
// as much of content is read as the header takes), and refuses one over the bound.
func Check(content io.Reader) (image.Config, string, error) {
	config, format, err := image.DecodeConfig(content)
	if err != nil {
		return config, format, ErrNotAnImage
	}
	if config.Width <= 0 || config.Height <= 0 {
		return config, format, ErrNotAnImage
	}
	pixels := int64(config.Width) * int64(config.Height)
	if pixels > MaxPixels || pixels*int64(bytesPerPixel(config.ColorModel)) > MaxDecodedBytes {
		return config, format, ErrTooManyPixels
	}
	return config, format, nil
}

// bytesPerPixel is what a pixel of the colour model takes once decoded.
func bytesPerPixel(m color.Model) int {
	switch m {
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	case color.Gray16Model:
		return 2
	case color.GrayModel, color.AlphaModel:
		return 1
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 4 // RGBA, NRGBA, CMYK, and YCbCr (3 at most, counted as 4)
}
