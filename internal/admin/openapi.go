package admin

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"aspirant/internal/platform/translations"
)

// The generic resources' routes are described in docs/openapi.yaml between these markers,
// written by `go run ./cmd/openapi-admin` from the definitions in resources.go; a test fails
// when the file is out of date.
const (
	GeneratedBegin = "  # BEGIN GENERATED ADMIN RESOURCES (go run ./cmd/openapi-admin)\n"
	GeneratedEnd   = "  # END GENERATED ADMIN RESOURCES\n"
	// The records other calls answer besides the generic ones are schemas at the end of the
	// components, between these markers.
	GeneratedRecordsBegin = "    # BEGIN GENERATED ADMIN RECORDS (go run ./cmd/openapi-admin)\n"
	GeneratedRecordsEnd   = "    # END GENERATED ADMIN RECORDS\n"
)

// answeredElsewhere are the resources whose records calls besides the generic ones answer: a
// prelims test's copy, a test's discussion file, a lecture's video file.
var answeredElsewhere = []string{"prelims-tests", "mains-tests", "videos"}

// RecordSchemaName is the name of a resource's record among the components: "AdminVideosRecord".
func RecordSchemaName(resource string) string {
	var b strings.Builder
	b.WriteString("Admin")
	for _, word := range strings.Split(resource, "-") {
		b.WriteString(strings.ToUpper(word[:1]) + word[1:])
	}
	b.WriteString("Record")
	return b.String()
}

// OpenAPIRecordSchemas answers the YAML of the records other calls answer, indented for the
// components' schemas map: the same schema as the resource's generic calls answer.
func OpenAPIRecordSchemas() string {
	var b strings.Builder
	for _, r := range Resources() {
		if slices.Contains(answeredElsewhere, r.Name) {
			fmt.Fprintf(&b, "    %s:\n", RecordSchemaName(r.Name))
			b.WriteString(indent(r.recordSchema(), 6))
		}
	}
	return b.String()
}

// OpenAPIPaths answers the YAML of every generic resource's paths, indented for the paths map.
func OpenAPIPaths() string {
	var b strings.Builder
	for _, r := range Resources() {
		record := r.recordSchema()
		base := "/api/v1/admin/" + r.Name
		fmt.Fprintf(&b, "  %s:\n", base)
		fmt.Fprintf(&b, "    get:\n      tags: [admin]\n      summary: List %s\n      operationId: adminList_%s\n", r.Name, ident(r.Name))
		fmt.Fprintf(&b, "      description: %q\n", fmt.Sprintf("Admins only. Paginated (page, pageSize up to 200), sorted (sort=%s; order=asc|desc)%s%s.",
			strings.Join(r.Sorts, "|"), searchNote(r), filterNote(r)))
		b.WriteString("      security: [{ bearer: [] }]\n      responses:\n")
		b.WriteString("        \"200\":\n          description: A page of records.\n          content:\n            application/json:\n              schema:\n")
		b.WriteString("                type: object\n                required: [status, items, total, page, pageSize]\n                properties:\n")
		b.WriteString("                  status: { type: integer, const: 200 }\n                  total: { type: integer }\n")
		b.WriteString("                  page: { type: integer }\n                  pageSize: { type: integer }\n")
		b.WriteString("                  items:\n                    type: array\n                    items:\n")
		b.WriteString(indent(record, 22))
		b.WriteString(errorResponses("400", "401", "403", "503"))
		fmt.Fprintf(&b, "    post:\n      tags: [admin]\n      summary: Create a %s\n      operationId: adminCreate_%s\n", r.Entity, ident(r.Name))
		b.WriteString("      description: \"Admins only. Recorded in the audit log.\"\n      security: [{ bearer: [] }]\n")
		b.WriteString(r.requestBody())
		b.WriteString("      responses:\n        \"201\":\n          description: Created.\n")
		b.WriteString(itemContent(record))
		b.WriteString(errorResponses(r.writeErrors("400", "401", "403", "409", "413", "415", "503")...))

		fmt.Fprintf(&b, "  %s/{id}:\n", base)
		b.WriteString("    parameters:\n      - { name: id, in: path, required: true, schema: { type: integer } }\n")
		fmt.Fprintf(&b, "    get:\n      tags: [admin]\n      summary: One %s\n      operationId: adminGet_%s\n", r.Entity, ident(r.Name))
		b.WriteString("      security: [{ bearer: [] }]\n      responses:\n        \"200\":\n          description: The record.\n")
		b.WriteString(itemContent(record))
		b.WriteString(errorResponses("400", "401", "403", "404", "503"))
		fmt.Fprintf(&b, "    patch:\n      tags: [admin]\n      summary: Change a %s\n      operationId: adminUpdate_%s\n", r.Entity, ident(r.Name))
		b.WriteString("      description: \"Admins only. Only the fields sent change; send remove_<file field>=1 to clear a file. Recorded in the audit log.\"\n")
		b.WriteString("      security: [{ bearer: [] }]\n")
		b.WriteString(r.requestBody())
		b.WriteString("      responses:\n        \"200\":\n          description: The changed record.\n")
		b.WriteString(itemContent(record))
		b.WriteString(errorResponses(r.writeErrors("400", "401", "403", "404", "409", "413", "415", "503")...))
		fmt.Fprintf(&b, "    delete:\n      tags: [admin]\n      summary: Delete a %s\n      operationId: adminDelete_%s\n", r.Entity, ident(r.Name))
		b.WriteString("      description: \"Admins only. Refused (409) while other records depend on it. Recorded in the audit log.\"\n")
		b.WriteString("      security: [{ bearer: [] }]\n      responses:\n        \"200\": { $ref: \"#/components/responses/Message\" }\n")
		b.WriteString(errorResponses("400", "401", "403", "404", "409", "503"))
	}
	return b.String()
}

// writeErrors answers the error statuses of a create or a change: with 428 for a resource whose
// changes may wait for staff's confirmation (CheckChange; docs/product.md, "Results stay possible
// and fair").
func (r *Resource) writeErrors(codes ...string) []string {
	if r.CheckChange == nil {
		return codes
	}
	return append(codes, "428")
}

func ident(name string) string { return strings.ReplaceAll(name, "-", "_") }

func searchNote(r *Resource) string {
	if len(r.Search) == 0 {
		return ""
	}
	return "; q searches " + strings.Join(r.Search, ", ")
}

func filterNote(r *Resource) string {
	if len(r.Filters) == 0 {
		return ""
	}
	var names []string
	for k := range r.Filters {
		names = append(names, k)
	}
	sort.Strings(names)
	return "; filters: " + strings.Join(names, ", ")
}

func errorResponses(codes ...string) string {
	var b strings.Builder
	for _, c := range codes {
		ref := map[string]string{"400": "Invalid", "503": "Unavailable"}[c]
		if ref == "" {
			ref = "Error"
		}
		fmt.Fprintf(&b, "        %q: { $ref: \"#/components/responses/%s\" }\n", c, ref)
	}
	return b.String()
}

func itemContent(record string) string {
	return "          content:\n            application/json:\n              schema:\n                type: object\n" +
		"                required: [status, item]\n                properties:\n                  status: { type: integer }\n" +
		"                  item:\n" + indent(record, 20)
}

func indent(s string, n int) string {
	pad := strings.Repeat(" ", n)
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = pad + l
	}
	return strings.Join(lines, "\n") + "\n"
}

// jsonType is a field's type in answers.
func (f Field) jsonType() string {
	switch f.Kind {
	case Int, Ref:
		return `{ type: [integer, "null"] }`
	case Money, Marks:
		return `{ type: [number, "null"] }`
	case Bool:
		return `{ type: boolean }`
	case Time:
		return `{ type: [string, "null"], format: date-time }`
	case Image, PDF:
		return `{ oneOf: [ { type: object, required: [id, key], properties: { id: { type: integer }, key: { type: string } } }, { type: "null" } ] }`
	case Enum:
		return `{ type: string, enum: [` + yamlEnum(f.storedValues()) + `] }`
	case Languages:
		return languagesSchema
	}
	return `{ type: string }`
}

// recordSchema is the record's schema as YAML (unindented).
func (r *Resource) recordSchema() string {
	var b strings.Builder
	b.WriteString("type: object\nrequired: [id]\nproperties:\n  id: { type: integer }\n")
	for _, f := range r.Fields {
		fmt.Fprintf(&b, "  %s: %s\n", f.Name, f.jsonType())
	}
	if r.Timestamps {
		b.WriteString("  created_at: { type: string, format: date-time }\n  updated_at: { type: string, format: date-time }\n")
	}
	var extras []string
	for name := range r.Extra {
		extras = append(extras, name)
	}
	sort.Strings(extras)
	for _, name := range extras {
		fmt.Fprintf(&b, "  %s: %s\n", name, r.Extra[name].Schema)
	}
	if translated := r.translatedFields(); len(translated) > 0 {
		names := make([]string, len(translated))
		for i, f := range translated {
			names[i] = f.Name
		}
		fmt.Fprintf(&b, "  translations: %s\n", `{ type: object, description: "The texts in the other languages (docs/product.md, \"Languages of staff texts\"): language, then field (`+
			strings.Join(names, ", ")+`), then text; a text without one is read in English.", additionalProperties: { type: object, additionalProperties: { type: string } } }`)
	}
	return b.String()
}

// requestBody is the create/update body: a form (multipart when a file is sent) or JSON.
func (r *Resource) requestBody() string {
	var props strings.Builder
	var required []string
	for _, f := range r.Fields {
		typ := "{ type: string }"
		switch {
		case f.isFile():
			typ = "{ type: string, format: binary }"
		case f.Kind == Int || f.Kind == Ref:
			typ = "{ type: integer }"
		case f.Kind == Money || f.Kind == Marks:
			typ = `{ type: string, description: "Up to two decimals, e.g. 1999.50" }`
		case f.Kind == Bool:
			typ = "{ type: boolean }"
		case f.Kind == Time:
			typ = `{ type: string, description: "RFC 3339, or 2006-01-02T15:04 in India time" }`
		case f.Kind == Enum:
			typ = "{ type: string, enum: [" + yamlEnum(f.storedValues()) + "] }"
		case f.Kind == Languages:
			typ = languagesSchema
		}
		fmt.Fprintf(&props, "                %s: %s\n", f.Name, typ)
		if f.Required {
			required = append(required, f.Name)
		}
	}
	schema := "              type: object\n"
	if len(required) > 0 {
		schema += "              description: \"Required on create: " + strings.Join(required, ", ") + ".\"\n"
	}
	for _, language := range translations.Languages() {
		for _, f := range r.translatedFields() {
			fmt.Fprintf(&props, "                %s: { type: string, description: %q }\n", translationKey(language, f.Name),
				fmt.Sprintf("The %s in %s; empty: none, learners read the English.", strings.ToLower(labelOf(f)), language))
		}
	}
	if len(r.translatedFields()) > 0 {
		props.WriteString("                translations: { type: object, description: \"In a JSON body: the translations as the record answers them.\", additionalProperties: { type: object, additionalProperties: { type: string } } }\n")
	}
	if r.CheckChange != nil {
		fmt.Fprintf(&props, "                confirm: %s\n", `{ type: string, enum: ["1"], description: "Go ahead with a change that answered 428, whose message said what it does." }`)
	}
	schema += "              properties:\n" + props.String()
	var b strings.Builder
	b.WriteString("      requestBody:\n        required: true\n        content:\n")
	for _, ct := range []string{"multipart/form-data", "application/x-www-form-urlencoded", "application/json"} {
		fmt.Fprintf(&b, "          %s:\n            schema:\n%s", ct, schema)
	}
	return b.String()
}

// languagesSchema describes a Languages field: codes of the registry, which the server checks.
const languagesSchema = `{ type: string, pattern: "^[a-z]{2,3}(,[a-z]{2,3})*$", description: "Codes of the language registry, the first language first." }`

// yamlEnum writes an enum's values for a YAML flow sequence, quoting those that YAML would read
// otherwise ("en,hi" is one value, not two).
func yamlEnum(values []string) string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = v
		if v == "" || strings.ContainsAny(v, ",:[]{}#&*!|>'\"%@` ") {
			out[i] = strconv.Quote(v)
		}
	}
	return strings.Join(out, ", ")
}
