package seo

import (
	"os"
	"strings"
	"testing"
)

// The pages named for their scripts are the app's: files that exist, loaded on demand by its router.
func TestThePagesNamedForTheirScriptsAreTheAppsRoutes(t *testing.T) {
	router, err := os.ReadFile("../../web/src/app/router.tsx")
	if err != nil {
		t.Fatal(err)
	}
	for _, module := range []string{sectionListModule, courseModule, optionalCourseModule} {
		if _, err := os.Stat("../../web/" + module); err != nil {
			t.Errorf("%s: %v", module, err)
		}
		lazy := "import('@/" + strings.TrimSuffix(strings.TrimPrefix(module, "src/"), ".tsx") + "')"
		if !strings.Contains(string(router), lazy) {
			t.Errorf("web/src/app/router.tsx does not load %s on demand (%s)", module, lazy)
		}
	}
}
