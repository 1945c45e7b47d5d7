package media

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/disintegration/imaging"
	"github.com/gen2brain/webp"

	"aspirant/internal/httpx"
	"aspirant/internal/platform/imagesize"
)

// ImageWidths are the widths, in pixels, a public image is also kept at, as WebP: a phone takes
// the smallest that fills its screen (the web app names them in each image's srcset). They are
// made once, when the image is stored, never per request (docs/performance.md, "Images").
var ImageWidths = []int{320, 640, 960, 1440}

// MaxImagePixels is the most pixels an uploaded picture may have (imagesize, the one rule for
// every picture the server decodes).
const MaxImagePixels = imagesize.MaxPixels

// ErrImageTooLarge: the picture has more than MaxImagePixels.
var ErrImageTooLarge = imagesize.ErrTooManyPixels

// webpQuality is libwebp's 0-100 scale; 75 is its own default, where photographs and slides
// with text show no loss on a phone.
const webpQuality = 75

// ImageSize is a stored public image's width and height in pixels, read from its header without
// decoding its pixels: what a link preview is told of the picture it will fetch (docs/product.md,
// "Pages worth sharing").
func (s *Service) ImageSize(ctx context.Context, key string) (width, height int, err error) {
	if _, err := s.PublicByKey(ctx, key); err != nil {
		return 0, 0, err
	}
	content, err := s.store.Open(ctx, key)
	if err != nil {
		return 0, 0, err
	}
	defer content.Close()
	config, _, err := image.DecodeConfig(bufio.NewReader(content))
	if err != nil {
		return 0, 0, fmt.Errorf("media: the size of %s: %w", key, err)
	}
	return config.Width, config.Height, nil
}

// SrcSet is an image's srcset: its address at each kept width, asked for with ?w= (as the web
// app writes it, web/src/lib/file-url.ts). The page's head names it to preload a page's largest
// picture, so both must say the same or the browser fetches the picture twice.
func SrcSet(src string) string {
	candidates := make([]string, len(ImageWidths))
	for i, width := range ImageWidths {
		candidates[i] = fmt.Sprintf("%s?w=%d %dw", src, width, width)
	}
	return strings.Join(candidates, ", ")
}

// VariantKey is where the WebP copy of key at width is stored.
func VariantKey(key string, width int) string {
	return fmt.Sprintf("%s.%dw.webp", key, width)
}

// ImageVariants answers the WebP copies of an image, keyed by kept width: resized to each width
// it is wider than, and at its own size under the first width it does not reach (a picture is
// never blown up). An image that cannot be decoded is an error: it is not an image.
func ImageVariants(content []byte) (map[int][]byte, error) {
	// The picture's size is read from its header before it is decoded: a file of a few kilobytes
	// can claim a picture whose pixels fill gigabytes.
	if _, _, err := imagesize.Check(bytes.NewReader(content)); err != nil {
		if errors.Is(err, ErrImageTooLarge) {
			return nil, err
		}
		return nil, fmt.Errorf("read image size: %w", err)
	}
	img, err := imaging.Decode(bytes.NewReader(content), imaging.AutoOrientation(true))
	if err != nil {
		return nil, fmt.Errorf("decode image: %w", err)
	}
	variants := map[int][]byte{}
	for _, width := range ImageWidths {
		var scaled image.Image = img
		if img.Bounds().Dx() > width {
			scaled = imaging.Resize(img, width, 0, imaging.Lanczos)
		}
		var out bytes.Buffer
		if err := webp.Encode(&out, scaled, webp.Options{Quality: webpQuality}); err != nil {
			return nil, fmt.Errorf("encode %d px WebP: %w", width, err)
		}
		variants[width] = out.Bytes()
		if img.Bounds().Dx() <= width {
			break // the picture's own size: no larger copy
		}
	}
	return variants, nil
}

// variantFor answers the WebP copy of a public image that a request for key asks for with
// ?w=WIDTH, when the browser takes WebP: the copy of that width or, for a narrower picture, the
// largest one it has. ok is false otherwise, and the original is served.
func (s *Service) variantFor(r *http.Request, key string) (File, bool) {
	width, err := strconv.Atoi(r.URL.Query().Get("w"))
	if err != nil || !slices.Contains(ImageWidths, width) || !httpx.AcceptsType(r, "image/webp") {
		return File{}, false
	}
	for i := slices.Index(ImageWidths, width); i >= 0; i-- {
		if f, err := s.PublicByKey(r.Context(), VariantKey(key, ImageWidths[i])); err == nil {
			return f, true
		}
	}
	return File{}, false
}
