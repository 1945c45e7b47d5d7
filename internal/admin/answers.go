package admin

// The console's answers as Go types (docs/architecture.md, "One source for each shape"): each
// is described in docs/openapi.yaml, and every HTTP test checks what it meets against that
// description with closed objects (internal/apptest).

import (
	"net/http"

	"aspirant/internal/httpx"
)

// Record is a generic resource's record as the console reads it: its fields by name. Its shape
// is the resource's definition (resources.go), from which `go run ./cmd/openapi-admin` writes
// its schema.
type Record = map[string]any

// PageAnswer is one page of a list, with how many items there are in all.
type PageAnswer[T any] struct {
	httpx.Status
	Items    []T `json:"items"`
	Total    int `json:"total"`
	Page     int `json:"page"`
	PageSize int `json:"pageSize"`
}

// ItemAnswer is one record.
type ItemAnswer[T any] struct {
	httpx.Status
	Item T `json:"item"`
}

// ItemsAnswer is a whole list.
type ItemsAnswer[T any] struct {
	httpx.Status
	Items []T `json:"items"`
}

// say answers a write that only says how it went.
func say(w http.ResponseWriter, status int, message string) {
	httpx.WriteJSON(w, status, &httpx.Said{Message: message})
}
