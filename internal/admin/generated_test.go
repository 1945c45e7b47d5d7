package admin_test

import (
	"net/url"
	"os"
	"testing"

	"aspirant/internal/admin"
	"aspirant/internal/apptest"
)

// The console's form fields are generated from the resource definitions (habit 12: one
// definition, not copies in Go and TypeScript); a stale file means a form that disagrees with
// the server.
func TestGeneratedFormFieldsAreUpToDate(t *testing.T) {
	raw, err := os.ReadFile(apptest.RepoFile(admin.TypeScriptFieldsPath))
	if err != nil {
		t.Fatal(err)
	}
	if string(raw) != admin.TypeScriptFields() {
		t.Fatalf("%s is out of date: run go run ./cmd/openapi-admin", admin.TypeScriptFieldsPath)
	}
}

// What the form is generated from must make sense: a ref's choices come from a resource the
// console can list, narrowed only by filters that resource's list takes; an enum offers its
// values once each, with labels.
func TestFormDefinitionsHold(t *testing.T) {
	byName := map[string]*admin.Resource{}
	for _, r := range admin.Resources() {
		if byName[r.Name] != nil {
			t.Errorf("resource %s is defined twice", r.Name)
		}
		byName[r.Name] = r
	}
	for _, r := range admin.Resources() {
		seen := map[string]bool{}
		for _, f := range r.Fields {
			if seen[f.Name] {
				t.Errorf("%s.%s is defined twice", r.Name, f.Name)
			}
			seen[f.Name] = true
			if f.Ref != nil {
				target := byName[f.Ref.Resource]
				switch {
				case f.Kind != admin.Ref:
					t.Errorf("%s.%s has a ref source but is not a Ref", r.Name, f.Name)
				case target == nil:
					t.Errorf("%s.%s takes its choices from %q, which is no resource", r.Name, f.Name, f.Ref.Resource)
				default:
					for param := range f.Ref.Filter {
						if _, ok := target.Filters[param]; !ok {
							t.Errorf("%s.%s filters %s by %q, which its list does not take", r.Name, f.Name, target.Name, param)
						}
					}
				}
			}
			// A translated field is text staff write (docs/product.md, "Languages of staff texts").
			if f.Translated && f.Kind != admin.Text && f.Kind != admin.Long && f.Kind != admin.Formatted {
				t.Errorf("%s.%s is translated but not text", r.Name, f.Name)
			}
			// A Languages field offers the usual lists as choices, and takes any list of the registry's.
			if (f.Kind == admin.Enum || f.Kind == admin.Languages) != (len(f.Choices) > 0) {
				t.Errorf("%s.%s: an Enum or Languages field has choices, and only they", r.Name, f.Name)
			}
			values := map[string]bool{}
			for _, c := range f.Choices {
				if c.Value == "" || c.Label == "" || values[c.Value] {
					t.Errorf("%s.%s: choice %+v is empty or repeated", r.Name, f.Name, c)
				}
				values[c.Value] = true
			}
		}
	}
}

// An enum's message still lists its values, in order, as before choices had labels.
func TestEnumRefusesOtherValues(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "admin@aspirant.test", "admin12345")
	res := s.Call(t, "POST", "/api/v1/admin/libraries", url.Values{"kind": {"books"}, "name": {"Shelf"}}, "token", token)
	if want := "Kind must be one of notes, tests, mains-tests, videos."; res.Status != 400 || res.FieldError("kind") != want {
		t.Fatalf("kind books: %d %q, want 400 %q", res.Status, res.FieldError("kind"), want)
	}
}
