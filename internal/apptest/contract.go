package apptest

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"
)

var contract struct {
	once   sync.Once
	doc    *openapi3.T
	router routers.Router
	err    error
}

// Contract reads and validates docs/openapi.yaml, once per test binary.
func Contract(t testing.TB) (*openapi3.T, routers.Router) {
	t.Helper()
	contract.once.Do(func() {
		// Calendar entries are text, checked as the string the description says they are.
		openapi3filter.RegisterBodyDecoder("text/calendar", openapi3filter.PlainBodyDecoder)
		loader := openapi3.NewLoader()
		contract.doc, contract.err = loader.LoadFromFile(RepoFile("docs/openapi.yaml"))
		if contract.err != nil {
			return
		}
		if contract.err = contract.doc.Validate(context.Background()); contract.err != nil {
			return
		}
		contract.router, contract.err = legacy.NewRouter(contract.doc)
	})
	if contract.err != nil {
		t.Fatalf("docs/openapi.yaml: %v", contract.err)
	}
	return contract.doc, contract.router
}

// checkAgainstContract fails the test when an answer does not match what docs/openapi.yaml
// says that route answers with that status.
func checkAgainstContract(t testing.TB, req *http.Request, res *http.Response, body []byte) {
	t.Helper()
	_, router := Contract(t)
	probe := req.Clone(context.Background())
	probe.URL.Host, probe.URL.Scheme = "", ""
	route, params, err := router.FindRoute(probe)
	if err != nil {
		// Only the JSON fallback may answer a call the description does not have.
		if res.StatusCode != http.StatusNotFound && res.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("%s %s answered %d but is not in docs/openapi.yaml: %v", req.Method, req.URL.Path, res.StatusCode, err)
		}
		return
	}
	input := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: probe, PathParams: params, Route: route},
		Status:                 res.StatusCode,
		Header:                 res.Header,
		Body:                   io.NopCloser(bytes.NewReader(body)),
		Options:                &openapi3filter.Options{IncludeResponseStatus: true},
	}
	if err := openapi3filter.ValidateResponse(context.Background(), input); err != nil {
		t.Errorf("%s %s answered %d, which docs/openapi.yaml does not describe: %v", req.Method, req.URL.Path, res.StatusCode, err)
	}
}
