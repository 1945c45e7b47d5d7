// Package pages renders the body of a public page on the server, so that a visitor's browser
// paints the page from the HTML it receives instead of waiting for the app's scripts (docs/
// product.md, "Fast on a budget phone"). The web app's own components do the rendering: the build
// makes a bundle of them for the server (web/src/server), run here in goja, a JavaScript engine
// written in Go, with the very answers the page carries for the app. The app then takes the
// markup over (hydration) instead of drawing the page again.
//
// Rendering is an improvement, never a condition, and nobody waits for it: a page whose body has
// not been rendered yet (or cannot be: no bundle, an error, too slow) is served as before, for the
// app to draw, while its render starts for the next visitor.
package pages

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"sort"
	"sync"
	"time"

	"github.com/dop251/goja"

	"aspirant/internal/platform/htmlsafe"
)

// Limits of the renderer. A page renders in 150 to 250 ms on a quiet 2-core machine, and up to a
// second when the machine is busy (docs/performance.md); an engine takes about 50 ms to start
// once the bundle is compiled.
const (
	renderTimeout = 2 * time.Second
	// Engines are made on demand up to this many; a render finding them all busy is dropped (the
	// page's next visitor starts it again) rather than queued behind them.
	maxEngines = 2
	// Rendered bodies kept, by address and answers: every visitor of a page is sent the same.
	cacheSize = 512
	// A render for a visitor starts at most this often. A render takes a core for 150 to 250 ms:
	// one every half second keeps rendering under half a core whatever visitors ask for (a flood
	// of addresses never rendered before), and fills the cache of a freshly started server's
	// pages within a minute, each served meanwhile for the app to draw.
	renderGap = 500 * time.Millisecond
)

// ErrBusy is answered when every engine is rendering another page.
var ErrBusy = errors.New("pages: every renderer is busy")

// Renderer renders pages with the app's server bundle.
type Renderer struct {
	// program compiles the bundle once, on the first render: compiling its 4 MB takes 0.4 to
	// 1.5 s, which a server starting (or restarting in turn with others) must not wait for.
	program func() (*goja.Program, error)
	log     *slog.Logger
	timeout time.Duration // renderTimeout
	idle    chan *engine
	slots   chan struct{} // one per engine that exists or is being made

	mu        sync.Mutex
	cache     map[string][]byte
	order     []string // cache keys, oldest first
	inFlight  map[string]bool
	lastStart time.Time // of the last render Prepared started
	gap       time.Duration
}

// engine is one JavaScript runtime with the bundle loaded. A runtime runs one call at a time.
type engine struct {
	vm     *goja.Runtime
	render goja.Callable
}

// New answers a renderer of the bundle (web/dist/server/render.js), compiled and started on first use.
func New(bundle []byte, log *slog.Logger) *Renderer {
	program := sync.OnceValues(func() (*goja.Program, error) {
		program, err := goja.Compile("render.js", string(bundle), false)
		if err != nil {
			return nil, fmt.Errorf("pages: compile the server bundle: %w", err)
		}
		return program, nil
	})
	return &Renderer{program: program, log: log, timeout: renderTimeout, idle: make(chan *engine, maxEngines),
		slots: make(chan struct{}, maxEngines), cache: map[string][]byte{}, inFlight: map[string]bool{}, gap: renderGap}
}

// Prepared answers the body of the page at address drawn with answers when it has been rendered
// already, and nil otherwise, when it starts rendering it for the next visitor (unless another
// render started less than the gap ago: then a later visitor starts it). A visitor never waits
// for a render: one takes a few hundred milliseconds on a busy server, more than the body saves
// on a fast link, and the page without it is the app's, as before.
func (r *Renderer) Prepared(address string, answers map[string]string) []byte {
	key := cacheKey(address, answers)
	now := time.Now()
	r.mu.Lock()
	body, ok := r.cache[key]
	starting := !ok && !r.inFlight[key] && now.Sub(r.lastStart) >= r.gap
	if starting {
		r.inFlight[key] = true
		r.lastStart = now
	}
	r.mu.Unlock()
	if starting {
		go func() {
			defer func() {
				r.mu.Lock()
				delete(r.inFlight, key)
				r.mu.Unlock()
			}()
			if _, err := r.Render(context.Background(), address, answers); err != nil && !errors.Is(err, ErrBusy) {
				r.log.Warn("page body", "address", address, "err", err)
			}
		}()
	}
	return body
}

// Render answers the body of the page at address (path and query), drawn with answers: the JSON
// of each API call the page carries, by the call's address.
func (r *Renderer) Render(ctx context.Context, address string, answers map[string]string) ([]byte, error) {
	key := cacheKey(address, answers)
	r.mu.Lock()
	body, ok := r.cache[key]
	r.mu.Unlock()
	if ok {
		return body, nil
	}
	e, err := r.take(ctx)
	if err != nil {
		return nil, err
	}
	body, err = e.run(address, answers, r.timeout)
	if err != nil {
		// A failed or interrupted render may leave the bundle's state half-changed: the engine
		// is dropped and its slot freed for a fresh one.
		<-r.slots
		return nil, err
	}
	r.idle <- e
	r.remember(key, body)
	return body, nil
}

// take answers an idle engine, or starts one when fewer than maxEngines exist.
func (r *Renderer) take(ctx context.Context) (*engine, error) {
	select {
	case e := <-r.idle:
		return e, nil
	default:
	}
	select {
	case r.slots <- struct{}{}:
		e, err := r.start()
		if err != nil {
			<-r.slots
			return nil, err
		}
		return e, nil
	case e := <-r.idle:
		return e, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	default:
		return nil, ErrBusy
	}
}

func (r *Renderer) start() (*engine, error) {
	started := time.Now()
	program, err := r.program()
	if err != nil {
		return nil, err
	}
	vm := goja.New()
	console := vm.NewObject()
	for _, level := range []string{"log", "info", "warn", "error", "debug"} {
		_ = console.Set(level, func(call goja.FunctionCall) goja.Value {
			r.log.Warn("page renderer: console."+level, "message", fmt.Sprint(call.Arguments))
			return goja.Undefined()
		})
	}
	_ = vm.Set("console", console)
	// Staff-written HTML in a page (a course's details) is sanitised as the API sanitises it;
	// the bundle has no DOM for the browser's sanitiser.
	_ = vm.Set("sanitizeHtml", htmlsafe.Sanitize)
	if _, err := vm.RunProgram(program); err != nil {
		return nil, fmt.Errorf("pages: load the server bundle: %w", err)
	}
	exports := vm.Get("AspirantServer")
	if exports == nil || goja.IsUndefined(exports) {
		return nil, errors.New("pages: the server bundle defines no AspirantServer")
	}
	render, ok := goja.AssertFunction(exports.ToObject(vm).Get("render"))
	if !ok {
		return nil, errors.New("pages: the server bundle has no render function")
	}
	r.log.Info("page renderer started", "took", time.Since(started).Round(time.Millisecond))
	return &engine{vm: vm, render: render}, nil
}

func (e *engine) run(address string, answers map[string]string, timeout time.Duration) ([]byte, error) {
	timer := time.AfterFunc(timeout, func() { e.vm.Interrupt("pages: render took too long") })
	defer timer.Stop()
	value, err := e.render(goja.Undefined(), e.vm.ToValue(address), e.vm.ToValue(answers))
	if err != nil {
		return nil, fmt.Errorf("pages: render %s: %w", address, err)
	}
	// The bundle's render is async (it loads the page's code first), but nothing it awaits is
	// outside the engine: its promise is settled by the time the call returns.
	promise, ok := value.Export().(*goja.Promise)
	if !ok {
		return nil, fmt.Errorf("pages: render %s answered no promise", address)
	}
	switch promise.State() {
	case goja.PromiseStateFulfilled:
		return []byte(promise.Result().String()), nil
	case goja.PromiseStateRejected:
		reason := promise.Result()
		if object, isObject := reason.(*goja.Object); isObject {
			if stack := object.Get("stack"); stack != nil {
				reason = stack
			}
		}
		return nil, fmt.Errorf("pages: render %s: %s", address, reason)
	default:
		return nil, fmt.Errorf("pages: render %s did not finish", address)
	}
}

func (r *Renderer) remember(key string, body []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.cache[key]; ok {
		return
	}
	if len(r.order) >= cacheSize {
		delete(r.cache, r.order[0])
		r.order = r.order[1:]
	}
	r.cache[key] = body
	r.order = append(r.order, key)
}

// cacheKey names a render: the same address drawn with the same answers is the same markup.
func cacheKey(address string, answers map[string]string) string {
	paths := make([]string, 0, len(answers))
	for path := range answers {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	h := sha256.New()
	h.Write([]byte(address))
	for _, path := range paths {
		fmt.Fprintf(h, "\x00%s\x00%s", path, answers[path])
	}
	return hex.EncodeToString(h.Sum(nil))
}
