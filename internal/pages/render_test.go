package pages

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"
)

// A bundle with the server bundle's contract (web/src/server/entry-server.tsx): a global
// AspirantServer whose async render(address, answers) answers the body's HTML.
const bundle = `
var renders = 0;
var AspirantServer = (function () {
  return {
    render: async function (address, answers) {
      await Promise.resolve(); // the real one awaits the page's code
      if (address === '/fails') throw new Error('the page broke');
      if (address === '/forever') { for (;;) {} }
      renders++;
      return '<main>' + address + ' ' + (answers['/api/v1/x'] || '-') + ' render ' + renders +
        ' ' + sanitizeHtml('<b onclick="steal()">bold</b><script>steal()</script>') + '</main>';
    },
  };
})();
`

func newRenderer(t *testing.T) *Renderer {
	t.Helper()
	return New([]byte(bundle), slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func TestRenderDrawsThePageWithItsAnswersAndKeepsTheResult(t *testing.T) {
	r := newRenderer(t)
	ctx := context.Background()
	answers := map[string]string{"/api/v1/x": `{"a":1}`}
	body, err := r.Render(ctx, "/prelims-tests", answers)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(body), `<main>/prelims-tests {"a":1} render 1 <b>bold</b></main>`; got != want {
		t.Fatalf("body %q, want %q (staff HTML sanitised by the server's allow-list)", got, want)
	}
	// The same page with the same answers is not rendered again; other answers are.
	if body, _ = r.Render(ctx, "/prelims-tests", map[string]string{"/api/v1/x": `{"a":1}`}); !strings.Contains(string(body), "render 1") {
		t.Fatalf("a second visit rendered again: %s", body)
	}
	if body, _ = r.Render(ctx, "/prelims-tests", map[string]string{"/api/v1/x": `{"a":2}`}); !strings.Contains(string(body), `{"a":2} render 2`) {
		t.Fatalf("changed answers were not rendered: %s", body)
	}
}

func TestAFailedRenderIsAnErrorAndTheNextPageStillRenders(t *testing.T) {
	r := newRenderer(t)
	r.timeout = 200 * time.Millisecond
	ctx := context.Background()
	if _, err := r.Render(ctx, "/fails", nil); err == nil || !strings.Contains(err.Error(), "the page broke") {
		t.Fatalf("a throwing page: err = %v", err)
	}
	started := time.Now()
	if _, err := r.Render(ctx, "/forever", nil); err == nil {
		t.Fatal("a page that never finishes answered no error")
	}
	if took := time.Since(started); took > 5*time.Second {
		t.Fatalf("a page that never finishes was stopped after %v", took)
	}
	// The engines that failed were dropped; a fresh one renders.
	body, err := r.Render(ctx, "/", nil)
	if err != nil || !strings.Contains(string(body), "<main>/ -") {
		t.Fatalf("after failures: %q, %v", body, err)
	}
}

func TestPagesRenderSideBySideUpToTheEnginesAndNeverQueue(t *testing.T) {
	r := newRenderer(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	var mu sync.Mutex
	busy, rendered := 0, 0
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := r.Render(ctx, "/page-"+string(rune('a'+i)), nil)
			mu.Lock()
			defer mu.Unlock()
			switch err {
			case nil:
				rendered++
			case ErrBusy:
				busy++
			default:
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if rendered == 0 || rendered+busy != 20 {
		t.Fatalf("rendered %d, busy %d of 20", rendered, busy)
	}
	if len(r.slots) > maxEngines {
		t.Fatalf("%d engines, at most %d", len(r.slots), maxEngines)
	}
}

func TestABundleThatCannotRenderAnswersErrors(t *testing.T) {
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, broken := range []string{"var x = ;", "var y = 1;"} { // does not compile; no AspirantServer
		r := New([]byte(broken), quiet)
		for range 2 {
			if body, err := r.Render(context.Background(), "/", nil); err == nil {
				t.Fatalf("%q rendered %q", broken, body)
			}
		}
		if body := r.Prepared("/", nil); body != nil {
			t.Fatalf("%q prepared %q", broken, body)
		}
	}
}

func TestAPreparedPageIsRenderedOnceInTheBackgroundForTheNextVisitor(t *testing.T) {
	r := newRenderer(t)
	answers := map[string]string{"/api/v1/x": `{"a":1}`}
	// A crowd arriving before the page is rendered is served without it, and starts one render.
	for range 10 {
		if body := r.Prepared("/", answers); body != nil {
			t.Fatalf("a page not rendered yet answered %q", body)
		}
	}
	var body []byte
	for deadline := time.Now().Add(10 * time.Second); body == nil && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
		body = r.Prepared("/", answers)
	}
	if !strings.Contains(string(body), "render 1 ") {
		t.Fatalf("the next visitor got %q, want the one render", body)
	}
}

// A flood of addresses never rendered before (fresh query strings, made-up pages) starts one
// render per gap, not one per address: rendering stays a bounded share of the processor.
func TestAFloodOfNewAddressesStartsOneRenderPerGap(t *testing.T) {
	r := newRenderer(t)
	r.gap = time.Second
	for i := range 50 {
		if body := r.Prepared(fmt.Sprintf("/?flood=%d", i), nil); body != nil {
			t.Fatalf("address %d answered a body before any render", i)
		}
	}
	var rendered []byte
	for deadline := time.Now().Add(10 * time.Second); rendered == nil && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
		r.mu.Lock()
		rendered = r.cache[cacheKey("/?flood=0", nil)]
		r.mu.Unlock()
	}
	r.mu.Lock()
	kept, started := len(r.cache), r.lastStart
	r.mu.Unlock()
	if rendered == nil || kept != 1 {
		t.Fatalf("50 new addresses within the gap: %d rendered (the first: %q), want the first alone", kept, rendered)
	}
	// Once the gap has passed, the next new address starts its render.
	time.Sleep(time.Until(started.Add(r.gap)))
	r.Prepared("/?flood=1", nil)
	r.mu.Lock()
	inFlight := r.inFlight[cacheKey("/?flood=1", nil)] || r.cache[cacheKey("/?flood=1", nil)] != nil
	r.mu.Unlock()
	if !inFlight {
		t.Fatal("a new address after the gap did not start its render")
	}
}
