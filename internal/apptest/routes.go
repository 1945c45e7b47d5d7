package apptest

import (
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"
)

// routePath finds the paths of the app's routes in web/src/app/router.tsx.
var routePath = regexp.MustCompile(`path: '([^']+)'`)

// AppRoute answers the route of the web app (web/src/app/router.tsx) that opens link, a path in
// the app with its query: the route whose pattern matches every segment, the one with the most
// fixed segments where several do, as the app's router chooses. It fails the test when no route
// opens the link, or the catch-all alone does.
func AppRoute(t testing.TB, link string) (pattern string, params map[string]string, query url.Values) {
	t.Helper()
	source, err := os.ReadFile(RepoFile("web/src/app/router.tsx"))
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(link)
	if err != nil || u.IsAbs() || !strings.HasPrefix(u.Path, "/") {
		t.Fatalf("%q is not a path in the app", link)
	}
	segments := strings.Split(strings.Trim(u.Path, "/"), "/")
	best := -1
	for _, m := range routePath.FindAllStringSubmatch(string(source), -1) {
		candidate := strings.Split(strings.Trim(m[1], "/"), "/")
		if len(candidate) != len(segments) {
			continue
		}
		fixed, got := 0, map[string]string{}
		for i, part := range candidate {
			if name, ok := strings.CutPrefix(part, ":"); ok {
				value, _ := url.PathUnescape(segments[i])
				got[name] = value
				continue
			}
			if part != segments[i] {
				fixed = -1
				break
			}
			fixed++
		}
		if fixed > best {
			best, pattern, params = fixed, "/"+strings.Join(candidate, "/"), got
		}
	}
	if best < 0 {
		t.Fatalf("no route of the app opens %q", link)
	}
	return pattern, params, u.Query()
}
