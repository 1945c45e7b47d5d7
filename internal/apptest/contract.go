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
		closeAnswerObjects(contract.doc)
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

// closeAnswerObjects makes every object an answer describes with properties refuse the keys it
// does not list, unless it says itself what else it takes (additionalProperties). The description
// is checked against the server's Go answer types this way (docs/architecture.md, "One source
// for each shape"): a json tag renamed or added in Go fails every HTTP test that meets it until
// docs/openapi.yaml says so too, and with it the web app's generated types. Only the copy this
// test binary checks against is changed; the members of an allOf stay open, since each lists only
// its part of the object.
func closeAnswerObjects(doc *openapi3.T) {
	inAllOf := map[*openapi3.Schema]bool{}
	seen := map[bool]map[*openapi3.Schema]bool{false: {}, true: {}}
	var walk func(ref *openapi3.SchemaRef, close bool)
	walk = func(ref *openapi3.SchemaRef, close bool) {
		if ref == nil || ref.Value == nil || seen[close][ref.Value] {
			return
		}
		schema := ref.Value
		seen[close][schema] = true
		for _, member := range schema.AllOf {
			if member.Value != nil {
				inAllOf[member.Value] = true
			}
		}
		if close && !inAllOf[schema] && len(schema.Properties) > 0 &&
			schema.AdditionalProperties.Has == nil && schema.AdditionalProperties.Schema == nil {
			closed := false
			schema.AdditionalProperties.Has = &closed
		}
		for _, group := range []openapi3.SchemaRefs{schema.AllOf, schema.OneOf, schema.AnyOf} {
			for _, member := range group {
				walk(member, close)
			}
		}
		for _, property := range schema.Properties {
			walk(property, close)
		}
		walk(schema.Items, close)
		walk(schema.AdditionalProperties.Schema, close)
	}
	var answers []*openapi3.SchemaRef
	for _, item := range doc.Paths.Map() {
		for _, operation := range item.Operations() {
			if operation.Responses == nil {
				continue
			}
			for _, response := range operation.Responses.Map() {
				if response.Value == nil {
					continue
				}
				for _, media := range response.Value.Content {
					answers = append(answers, media.Schema)
				}
			}
		}
	}
	// First find every allOf member (without changing anything), then close the rest.
	for _, answer := range answers {
		walk(answer, false)
	}
	for _, answer := range answers {
		walk(answer, true)
	}
}
