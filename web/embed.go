// Package web embeds the built React app so the binary serves it without files on disk.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// App returns the built app (index.html and hashed assets), or ok=false when the web app has
// not been built yet (a fresh clone where only `go build` ran).
func App() (app fs.FS, ok bool) {
	sub, err := fs.Sub(dist, "dist/app")
	if err != nil {
		return nil, false
	}
	if _, err := fs.Stat(sub, "index.html"); err != nil {
		return nil, false
	}
	return sub, true
}

// ServerBundle returns the app's pages bundled for the server (web/src/server), which renders
// public pages' bodies with it (internal/pages); ok=false when it has not been built.
func ServerBundle() (bundle []byte, ok bool) {
	bundle, err := fs.ReadFile(dist, "dist/server/render.js")
	return bundle, err == nil
}
