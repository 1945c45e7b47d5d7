// Command openapi-admin writes the admin console's generic resource routes into
// docs/openapi.yaml, between the markers, from their definitions in internal/admin. Run it
// after changing a resource: go run ./cmd/openapi-admin
package main

import (
	"fmt"
	"os"
	"strings"

	"aspirant/internal/admin"
)

func main() {
	const path = "docs/openapi.yaml"
	raw, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	doc := string(raw)
	start := strings.Index(doc, admin.GeneratedBegin)
	end := strings.Index(doc, admin.GeneratedEnd)
	if start < 0 || end < start {
		fmt.Fprintln(os.Stderr, "docs/openapi.yaml lacks the generated-section markers")
		os.Exit(1)
	}
	doc = doc[:start+len(admin.GeneratedBegin)] + admin.OpenAPIPaths() + doc[end:]
	if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
