package app

import (
	"encoding/json"
	"io/fs"
	"slices"
)

// viteManifest is the build's map from source files to the scripts they became
// (vite.config.ts, build.manifest), by source file.
type viteManifest map[string]struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
	IsEntry bool     `json:"isEntry"`
}

// manifestPath is where vite.config.ts writes it.
const manifestPath = "vite-manifest.json"

// pageChunks answers, for each page the app loads on demand, the scripts it needs beyond those
// the app's entry already loads: the page's own chunk and the shared ones it imports, so the
// page's head can name them (docs/performance.md). Empty when the build has no manifest.
func pageChunks(app fs.FS) (map[string][]string, error) {
	raw, err := fs.ReadFile(app, manifestPath)
	if err != nil {
		return nil, err
	}
	var manifest viteManifest
	if err := json.Unmarshal(raw, &manifest); err != nil {
		return nil, err
	}
	var closure func(key string, into []string) []string
	closure = func(key string, into []string) []string {
		chunk, ok := manifest[key]
		if !ok || slices.Contains(into, chunk.File) {
			return into
		}
		into = append(into, chunk.File)
		for _, imported := range chunk.Imports {
			into = closure(imported, into)
		}
		return into
	}
	var loaded []string // what the entry itself loads
	for key, chunk := range manifest {
		if chunk.IsEntry {
			loaded = closure(key, loaded)
		}
	}
	pages := map[string][]string{}
	for key, chunk := range manifest {
		if chunk.IsEntry {
			continue
		}
		pages[key] = slices.DeleteFunc(closure(key, nil), func(file string) bool { return slices.Contains(loaded, file) })
	}
	return pages, nil
}
