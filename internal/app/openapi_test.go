package app_test

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"aspirant/internal/apptest"
)

// docs/openapi.yaml must describe every route the server registers, and nothing it does not
// have, so the description stays true as issues add routes.
func TestOpenAPIDescribesEveryRoute(t *testing.T) {
	apptest.Contract(t) // a valid OpenAPI 3.1 document
	raw, err := os.ReadFile(apptest.RepoFile("docs/openapi.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		OpenAPI string                    `yaml:"openapi"`
		Paths   map[string]map[string]any `yaml:"paths"`
	}
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		t.Fatalf("docs/openapi.yaml is not YAML: %v", err)
	}
	if !strings.HasPrefix(doc.OpenAPI, "3.1") {
		t.Fatalf("openapi %q, want 3.1.x", doc.OpenAPI)
	}
	documented := map[string]bool{}
	for path, ops := range doc.Paths {
		for method, raw := range ops {
			op, isOperation := raw.(map[string]any)
			if method == "parameters" || !isOperation {
				continue
			}
			if op["responses"] == nil || op["operationId"] == nil {
				t.Errorf("%s %s lacks responses or an operationId", method, path)
			}
			documented[strings.ToUpper(method)+" "+path] = true
			checkStatusesDeclared(t, method+" "+path, op)
		}
	}

	s := apptest.New(t)
	catchAll := map[string]bool{"/": true, "/api/": true} // the web app and the JSON 404/405
	multiSegment := regexp.MustCompile(`\{(\w+)\.\.\.\}`)
	var routes []string
	for _, pattern := range s.App.Router.Patterns() {
		if catchAll[pattern] {
			continue
		}
		method, path, ok := strings.Cut(pattern, " ")
		if !ok {
			t.Errorf("route %q has no method: every API route must say its method", pattern)
			continue
		}
		route := method + " " + multiSegment.ReplaceAllString(path, "{$1}")
		routes = append(routes, route)
		if !documented[route] {
			t.Errorf("route %s is not in docs/openapi.yaml", route)
		}
	}
	for route := range documented {
		if !slices.Contains(routes, route) {
			t.Errorf("docs/openapi.yaml describes %s, which the server does not have", route)
		}
	}
}

// checkStatusesDeclared fails when an operation leaves out a status every route of its kind can
// answer, or hides its statuses behind a default response. The answers the tests receive are
// checked against the declared statuses as they arrive (apptest); this catches the statuses no
// test happens to provoke.
func checkStatusesDeclared(t *testing.T, operation string, op map[string]any) {
	t.Helper()
	responses, _ := op["responses"].(map[string]any)
	if _, ok := responses["default"]; ok {
		t.Errorf("%s declares a default response: declare each status it answers", operation)
	}
	var need []string
	if strings.Contains(operation, " /api/") {
		// Any API call: a query string that is not text (400), a database that is down (503).
		need = append(need, "400", "503")
	}
	if op["requestBody"] != nil {
		need = append(need, "413", "415") // a body over the limit, of a type the server does not read
	}
	for _, status := range need {
		if _, ok := responses[status]; !ok {
			t.Errorf("%s does not declare %s", operation, status)
		}
	}
}
