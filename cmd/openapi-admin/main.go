// Command openapi-admin writes what is generated from the admin console's generic resources
// (internal/admin/resources.go): their routes in docs/openapi.yaml and, among its components,
// the records other calls answer, each between its markers; and the console's form fields in
// web/src/features/admin/model/generated/fields.ts. Run it from the repository's root after
// changing a resource: go run ./cmd/openapi-admin
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"aspirant/internal/admin"
)

func main() {
	if err := writeOpenAPI("docs/openapi.yaml"); err != nil {
		fail(err)
	}
	if err := os.MkdirAll(filepath.Dir(admin.TypeScriptFieldsPath), 0o755); err != nil {
		fail(err)
	}
	if err := os.WriteFile(admin.TypeScriptFieldsPath, []byte(admin.TypeScriptFields()), 0o644); err != nil {
		fail(err)
	}
}

func writeOpenAPI(path string) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	doc := string(raw)
	for _, section := range []struct{ begin, end, text string }{
		{admin.GeneratedBegin, admin.GeneratedEnd, admin.OpenAPIPaths()},
		{admin.GeneratedRecordsBegin, admin.GeneratedRecordsEnd, admin.OpenAPIRecordSchemas()},
	} {
		start, end := strings.Index(doc, section.begin), strings.Index(doc, section.end)
		if start < 0 || end < start {
			return fmt.Errorf("%s lacks the generated-section markers %q", path, section.begin)
		}
		doc = doc[:start+len(section.begin)] + section.text + doc[end:]
	}
	return os.WriteFile(path, []byte(doc), 0o644)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
