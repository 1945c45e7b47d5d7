package app_test

import (
	"fmt"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"aspirant/internal/apptest"
)

// floodApp is a built app as Vite writes it: the page-head markers, the body's marker inside the
// root element, and the entry script, so that the server sends public pages with their bodies.
var floodApp = fstest.MapFS{
	"index.html": {Data: []byte(`<!doctype html><html><head><!--page-head--><title>Aspirant</title><!--/page-head-->` +
		`<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>` +
		`<body><div id="root"><!--page-body--></div></body></html>`)},
	"assets/index-abc123.js": {Data: []byte("console.log('aspirant');")},
}

// countingBundle has the server bundle's contract (web/src/server/entry-server.tsx) and numbers
// its renders, so that a page's body says how many renders the server has made in all.
const countingBundle = `
var renders = 0;
var AspirantServer = {
  render: async function (address, answers) {
    renders++;
    return '<main data-address="' + address + '">render ' + renders + '</main>';
  },
};
`

var renderNumber = regexp.MustCompile(`<main data-address="([^"]*)">render (\d+)</main>`)

// renderedBody answers the address and the render's number of the body a page was sent with, or
// ok=false when it was sent without one (its render not made yet).
func renderedBody(t *testing.T, s *apptest.Server, path string) (address string, number int, ok bool) {
	t.Helper()
	res := s.Get(t, path)
	if res.Status != 200 {
		t.Fatalf("GET %s: %d", path, res.Status)
	}
	m := renderNumber.FindSubmatch(res.Body)
	if m == nil {
		return "", 0, false
	}
	number, _ = strconv.Atoi(string(m[2]))
	return string(m[1]), number, true
}

// awaitRender asks for the page until it comes with its body (a render is never waited for by a
// visitor: the first visit starts it, a later one gets it).
func awaitRender(t *testing.T, s *apptest.Server, path string) (address string, number int) {
	t.Helper()
	for start := time.Now(); time.Since(start) < 30*time.Second; time.Sleep(50 * time.Millisecond) {
		if address, number, ok := renderedBody(t, s, path); ok {
			return address, number
		}
	}
	t.Fatalf("%s was never sent with its body", path)
	return "", 0
}

// A flood of fresh query strings on a public page costs no renders (issue 38: each started one,
// and learners' calls slowed fourfold), and a flood of addresses that do differ starts renders no
// faster than the renderer's pace (docs/reliability.md, "Bounds"); learners are answered all along.
func TestAFloodOfFreshAddressesCostsNoRenders(t *testing.T) {
	s := apptest.New(t, apptest.Options{WebApp: floodApp, ServerBundle: []byte(countingBundle)})
	token, _ := s.NewLearner(t, "Flood Watcher", "")

	address, first := awaitRender(t, s, "/prelims-tests")
	if address != "/prelims-tests" {
		t.Fatalf("rendered %q", address)
	}

	// Tracking parameters and made-up ones, a fresh one on every request: the same body.
	var wg sync.WaitGroup
	for worker := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				query := fmt.Sprintf("?fbclid=%d-%d&nocache=%d", worker, i, i)
				address, number, ok := renderedBody(t, s, "/prelims-tests"+query)
				if !ok || address != "/prelims-tests" || number != first {
					t.Errorf("%s: sent with render %d of %q (sent with one: %v), want render %d", query, number, address, ok, first)
					return
				}
				if res := s.Get(t, "/api/v1/modules/notifications", "token", token); res.Status != 200 {
					t.Errorf("a learner's call during the flood: %d", res.Status)
				}
			}
		}()
	}
	wg.Wait()

	// Addresses whose bodies do differ (a parameter the page reads), each new: renders start at
	// most once per pace, whatever the requests' rate. The last one's number counts every render
	// made since the flood began.
	began := time.Now()
	for i := range 200 {
		if _, _, ok := renderedBody(t, s, fmt.Sprintf("/prelims-tests?type=flood-%d", i)); ok {
			t.Fatalf("a new address was sent with a body before its render")
		}
	}
	_, last := awaitRender(t, s, "/prelims-tests?type=after-the-flood")
	elapsed := time.Since(began)
	// The renderer starts one render per half second at most (internal/pages, renderGap).
	if made, allowed := last-first, int(elapsed/(500*time.Millisecond))+2; made > allowed {
		t.Errorf("%d renders in %v of flood, more than one a half-second (%d)", made, elapsed, allowed)
	}
	t.Logf("200 new addresses and one more in %v: %d renders", elapsed.Round(time.Millisecond), last-first)
}
