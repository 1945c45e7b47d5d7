package demo

import (
	"bytes"
	"image"
	_ "image/jpeg"
	"io/fs"
	"strings"
	"testing"

	_ "golang.org/x/image/webp"

	"aspirant/internal/media"
)

// Every demo picture has its WebP copies, as the server makes for an upload: run `go run ./cmd/demo-images` after changing a picture.
func TestEveryDemoPictureHasItsWebPCopies(t *testing.T) {
	pictures := 0
	err := fs.WalkDir(files, "assets", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(name, ".jpg") {
			return err
		}
		pictures++
		picture, _ := files.ReadFile(name)
		original, _, err := image.DecodeConfig(bytes.NewReader(picture))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			return nil
		}
		// A copy at each kept width the picture is wider than, then one at its own size.
		for _, width := range media.ImageWidths {
			copyOf, err := files.ReadFile(media.VariantKey(name, width))
			if err != nil {
				t.Errorf("%s has no %d px WebP copy: run go run ./cmd/demo-images", name, width)
				break
			}
			cfg, format, err := image.DecodeConfig(bytes.NewReader(copyOf))
			if want := min(width, original.Width); err != nil || format != "webp" || cfg.Width != want {
				t.Errorf("%s's %d px copy: %v %s %d px, want %d px", name, width, err, format, cfg.Width, want)
			}
			if original.Width <= width {
				break
			}
		}
		return nil
	})
	if err != nil || pictures == 0 {
		t.Fatalf("walked %d pictures: %v", pictures, err)
	}
}
