// Command demo-images makes the WebP copies of the demo's pictures (internal/demo/assets), at the
// widths the server keeps for every uploaded image (media.ImageWidths). They are committed beside
// the pictures, so that loading the demo, which every server test does, stores them without
// resizing anything. Run it after adding or changing a demo picture:
//
//	go run ./cmd/demo-images
package main

import (
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"strings"

	"aspirant/internal/media"
)

const assets = "internal/demo/assets"

func main() {
	made := 0
	err := filepath.WalkDir(assets, func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(name, ".jpg") {
			return err
		}
		picture, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		variants, err := media.ImageVariants(picture)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		for width, body := range variants {
			if err := os.WriteFile(media.VariantKey(name, width), body, 0o644); err != nil {
				return err
			}
			made++
		}
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d WebP copies written under %s\n", made, assets)
}
