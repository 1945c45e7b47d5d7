package admin

import (
	"context"
	"errors"
	"fmt"
	"math"
	"mime/multipart"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/media"
	"aspirant/internal/money"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
)

// Kind is how a field is written, checked and stored.
type Kind int

const (
	Text      Kind = iota // one line, trimmed
	Long                  // multi-line plain text
	Formatted             // multi-line text shown with its paragraphs and tables (docs/product.md, "Staff text")
	Int                   // whole number
	Money                 // rupees with up to two decimals, stored in paise
	Marks                 // marks with up to two decimals, stored in hundredths
	Bool                  // true/false, 1/0, on/off
	Time                  // an instant: RFC 3339, or "2006-01-02T15:04" read as India time
	Ref                   // the id of a row of another table
	Enum                  // one of Choices
	Slug                  // lower-case words joined by dashes
	Image                 // an uploaded image; the column holds its file id
	PDF                   // an uploaded PDF; the column holds its file id
	// Languages is a comma list of the registry's languages, the first first ("en,hi"; see
	// wire.SplitLanguages): any such list is taken, and the form offers Choices, the usual ones.
	Languages
)

// Field is one editable column of a resource. It is the one definition of the field: the
// server reads and checks values with it, and the console's form is generated from it
// (TypeScript, see typescript.go), so names, labels, order, limits and hints agree.
type Field struct {
	Name     string // the API's name; the column unless Column says otherwise
	Column   string
	Label    string // for messages and the form, e.g. "Strike price"
	Kind     Kind
	Required bool
	Max      int      // characters for text kinds; the largest value for numbers
	Min      int      // the smallest value for numbers
	Choices  []Choice // an Enum's values, in the order the form offers them
	Ref      *RefSource
	// Default is stored when the value is sent empty (a NOT NULL column), and a new record's form
	// starts with it (a required field's Default is only that: the form's suggestion). A Money or
	// Marks default is in hundredths, as stored.
	Default any
	Check   func(value any) string // a further rule; answers the message or ""
	Hint    string                 // shown under the field in the console's form
	// Suggest is a value the form offers to fill in with one button, such as a usual structure
	// staff start from; nothing is filled in unless they press it.
	Suggest *Suggestion
	// Translated is a text staff write in every language of the registry, English first
	// (translated.go; docs/product.md, "Languages of staff texts").
	Translated bool
}

// Suggestion is a value the console's form fills a field with on request, and the button's words.
type Suggestion struct{ Label, Value string }

// Choice is one value of an Enum field and the label staff see for it.
type Choice struct{ Value, Label string }

// RefSource says where the console finds a Ref field's choices: the records of another
// resource, optionally narrowed by that resource's list filters (libraries of one kind).
type RefSource struct {
	Resource string
	Filter   map[string]string
}

// values answers an Enum's allowed values, in order.
func (f Field) values() []string {
	values := make([]string, len(f.Choices))
	for i, c := range f.Choices {
		values[i] = c.Value
	}
	return values
}

// storedValues answers the values an Enum's column may hold: its values, and the empty value
// of an optional one stored empty when not chosen.
func (f Field) storedValues() []string {
	if f.Default == "" && !f.Required {
		return append([]string{""}, f.values()...)
	}
	return f.values()
}

func (f Field) column() string {
	if f.Column != "" {
		return f.Column
	}
	return f.Name
}

func (f Field) isFile() bool { return f.Kind == Image || f.Kind == PDF }

// Extra is a column a resource's records show besides its fields: SQL over the table aliased t,
// and the schema of its value in answers (docs/openapi.yaml).
type Extra struct {
	SQL    string
	Schema string
}

// counted is an extra column that counts rows.
func counted(sql string) Extra { return Extra{SQL: sql, Schema: "{ type: integer }"} }

// textOrNull is an extra column of text that may be missing.
func textOrNull(sql string) Extra { return Extra{SQL: sql, Schema: `{ type: [string, "null"] }`} }

// Resource is a table staff edit through the generic list/get/create/update/delete calls.
type Resource struct {
	Name   string // path segment, e.g. "subscriptions"
	Table  string
	Entity string // audit name, e.g. "subscription"
	Fields []Field
	// Extra columns shown in lists and records, as SQL over the table aliased t.
	Extra map[string]Extra
	// Search lists columns matched by ?q=; Filters maps query parameters to columns.
	Search  []string
	Filters map[string]string
	// Sorts lists the columns a list may be ordered by; the first is the default.
	Sorts []string
	// Timestamps: the table has created_at and updated_at.
	Timestamps bool
	// CanDelete refuses a delete with an *httpx.Error (e.g. a subscription with buyers).
	CanDelete func(ctx context.Context, q db.Q, id int64) error
	// Check looks at the whole record before it is written (rules across fields).
	Check func(record map[string]any) map[string]string
	// CheckStored looks at the whole record against the stored ones, in the write's transaction,
	// before it is written (id is 0 for a new record): rules across records, such as one daily
	// question of a series at a time.
	CheckStored func(ctx context.Context, q db.Q, id int64, record map[string]any) error
	// CheckChange looks at a create or an update in its transaction, before it is written, with
	// the record as stored (nil when creating) and as it would be, in column values: rules that
	// keep learners' results possible (docs/product.md, "Results stay possible and fair"). It may
	// answer prelims.NeedsConfirmation, which the same write sent again with confirm=1 passes
	// (confirmed).
	CheckChange func(ctx context.Context, tx *db.Tx, s *Service, id int64, before, after map[string]any, confirmed bool) error
	// AfterUpdate runs in an update's transaction, after the write, with the record before and
	// after it: the work another domain must do when such a record changes.
	AfterUpdate func(ctx context.Context, tx *db.Tx, s *Service, r *http.Request, id int64, before, after map[string]any) error
}

// filterField answers the field a list filter reads its value as: the field stored in column,
// or a whole number for a column that is not an editable field.
func (r *Resource) filterField(param, column string) Field {
	for _, f := range r.Fields {
		if f.column() == column {
			f.Required, f.Check = false, nil
			return f
		}
	}
	return Field{Name: param, Kind: Int, Max: math.MaxInt32}
}

func (r *Resource) field(name string) (Field, bool) {
	for _, f := range r.Fields {
		if f.Name == name {
			return f, true
		}
	}
	return Field{}, false
}

// selectList is the columns of a record: id, every field, timestamps, extras.
func (r *Resource) selectList() string {
	cols := []string{"t.id"}
	for _, f := range r.Fields {
		cols = append(cols, "t."+f.column())
	}
	if r.Timestamps {
		cols = append(cols, "t.created_at", "t.updated_at")
	}
	for name, expr := range r.Extra {
		cols = append(cols, "("+expr.SQL+") AS "+name)
	}
	return strings.Join(cols, ", ")
}

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// parse turns a sent value into the stored one, or answers the field's message.
func (f Field) parse(raw string) (any, string) {
	label := labelOf(f)
	raw = httpx.CleanText(raw)
	if raw == "" {
		if f.Required {
			return nil, label + " is required."
		}
		if f.Default != nil {
			return f.Default, ""
		}
		switch f.Kind {
		case Text, Long, Formatted, Slug:
			return "", ""
		case Bool:
			return false, ""
		}
		return nil, ""
	}
	var v any
	switch f.Kind {
	case Text, Long, Formatted:
		limit := f.Max
		if limit == 0 {
			limit = map[Kind]int{Text: 200, Long: 5000, Formatted: 50000}[f.Kind]
		}
		text, msg := httpx.TextRule{Label: locale.Raw(label), Max: limit, OneLine: f.Kind == Text}.Check(raw)
		if !msg.IsZero() {
			return nil, msg.String()
		}
		v = text
	case Slug:
		if !slugPattern.MatchString(raw) || len(raw) > 120 {
			return nil, label + " must be lower-case letters and digits joined by dashes, such as prelims-test-series-2027."
		}
		v = raw
	case Int, Ref:
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil {
			return nil, label + " must be a whole number."
		}
		if f.Kind == Ref && n <= 0 {
			return nil, label + " must name an existing record."
		}
		if f.Kind == Int && (n < int64(f.Min) || (f.Max != 0 && n > int64(f.Max))) {
			return nil, fmt.Sprintf("%s must be from %d to %d.", label, f.Min, f.Max)
		}
		v = n
	case Money, Marks:
		hundredths, ok := parseHundredths(raw)
		if !ok || hundredths < int64(f.Min)*100 || (f.Max != 0 && hundredths > int64(f.Max)*100) {
			if f.Kind == Money {
				return nil, label + " must be an amount in rupees, such as 1999 or 1999.50."
			}
			return nil, fmt.Sprintf("%s must be a number of marks from %d to %d, with at most two decimals.", label, f.Min, f.Max)
		}
		v = hundredths
	case Bool:
		switch strings.ToLower(raw) {
		case "1", "true", "on", "yes":
			v = true
		case "0", "false", "off", "no":
			v = false
		default:
			return nil, label + " must be true or false."
		}
	case Time:
		t, err := time.Parse(time.RFC3339, raw)
		if err != nil {
			t, err = time.ParseInLocation("2006-01-02T15:04", raw, indiatime.Zone)
		}
		if err != nil {
			return nil, label + " must be a date and time, such as 2027-05-24T09:30."
		}
		v = t.UTC()
	case Languages:
		codes, msg := languageList(label, raw)
		if msg != "" {
			return nil, msg
		}
		v = codes
	case Enum:
		if !slices.Contains(f.values(), raw) {
			return nil, fmt.Sprintf("%s must be one of %s.", label, strings.Join(f.values(), ", "))
		}
		v = raw
	}
	if f.Check != nil {
		if msg := f.Check(v); msg != "" {
			return nil, msg
		}
	}
	return v, ""
}

// parseHundredths reads "1999", "1999.5" or "1999.50" exactly, without a float.
func parseHundredths(raw string) (int64, bool) {
	whole, frac, hasFrac := strings.Cut(raw, ".")
	if whole == "" || len(frac) > 2 || (hasFrac && frac == "") {
		return 0, false
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w < 0 || w > math.MaxInt64/1000 {
		return 0, false
	}
	f := int64(0)
	if frac != "" {
		n, err := strconv.ParseInt(frac, 10, 64)
		if err != nil || n < 0 {
			return 0, false
		}
		f = n
		if len(frac) == 1 {
			f *= 10
		}
	}
	return w*100 + f, true
}

// out turns a stored record into its API form: money and marks as numbers, files as {id, key}.
func (r *Resource) out(ctx context.Context, q db.Q, row map[string]any) (map[string]any, error) {
	rec := map[string]any{"id": row["id"]}
	for _, f := range r.Fields {
		v := row[f.column()]
		switch f.Kind {
		case Money, Marks:
			if n, ok := asInt(v); ok {
				if f.Kind == Money {
					v = money.Paise(n)
				} else {
					v = float64(n) / 100
				}
			}
		case Bool:
			v = asBool(v)
		case Time:
			if t, ok := v.(time.Time); ok {
				v = t.UTC()
			}
		case Image, PDF:
			if id, ok := asInt(v); ok && id > 0 {
				var key string
				if err := q.Get(ctx, &key, "SELECT storage_key FROM files WHERE id = ?", id); err != nil && !errors.Is(err, db.ErrNotFound) {
					return nil, err
				}
				v = map[string]any{"id": id, "key": key}
			} else {
				v = nil
			}
		}
		rec[f.Name] = v
	}
	if r.Timestamps {
		rec["created_at"], rec["updated_at"] = row["created_at"], row["updated_at"]
	}
	for name := range r.Extra {
		rec[name] = row[name]
	}
	return rec, nil
}

func asInt(v any) (int64, bool) {
	switch n := v.(type) {
	case int64:
		return n, true
	case int32:
		return int64(n), true
	case int:
		return int64(n), true
	case float64:
		return int64(n), true
	}
	return 0, false
}

func asBool(v any) bool {
	switch b := v.(type) {
	case bool:
		return b
	case int64:
		return b != 0
	}
	return false
}

// read answers one record by id.
func (r *Resource) read(ctx context.Context, q db.Q, id int64) (map[string]any, error) {
	rows, err := db.SelectMaps(ctx, q, "SELECT "+r.selectList()+" FROM "+r.Table+" t WHERE t.id = ?", id)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, httpx.Errorf(http.StatusNotFound, "No such %s.", r.Entity)
	}
	rec, err := r.out(ctx, q, rows[0])
	if err != nil {
		return nil, err
	}
	return rec, r.withTranslations(ctx, q, rec)
}

// ListQuery is a page of a list.
type ListQuery struct {
	Search   string
	Filters  map[string]any // parameter -> value, read as the filtered column's field reads it
	Sort     string
	Desc     bool
	Page     int
	PageSize int
}

func (r *Resource) listQuery(v url.Values) (ListQuery, error) {
	lq := ListQuery{Filters: map[string]any{}, Page: 1, PageSize: 25}
	var err error
	if lq.Search, err = httpx.SearchText(v.Get("q"), "q"); err != nil {
		return lq, err
	}
	for param, column := range r.Filters {
		raw := strings.TrimSpace(v.Get(param))
		if raw == "" {
			continue
		}
		// A filter value is read like the field it filters (?type_id=abc is a 400 on both
		// databases, not a text compared with a number).
		value, msg := r.filterField(param, column).parse(raw)
		if msg != "" {
			return lq, invalid(map[string]string{param: msg})
		}
		lq.Filters[param] = value
	}
	lq.Sort = v.Get("sort")
	if lq.Sort == "" && len(r.Sorts) > 0 {
		lq.Sort = r.Sorts[0]
	}
	if lq.Sort != "" && !slices.Contains(r.Sorts, lq.Sort) {
		return lq, httpx.InvalidField("sort", "Sort by one of %s.", strings.Join(r.Sorts, ", "))
	}
	lq.Desc = v.Get("order") == "desc"
	if raw := v.Get("page"); raw != "" {
		if n, err := strconv.Atoi(raw); err != nil || n < 1 {
			return lq, httpx.InvalidField("page", "Page must be 1 or more.")
		} else {
			lq.Page = n
		}
	}
	if raw := v.Get("pageSize"); raw != "" {
		if n, err := strconv.Atoi(raw); err != nil || n < 1 || n > 200 {
			return lq, httpx.InvalidField("pageSize", "Page size must be from 1 to 200.")
		} else {
			lq.PageSize = n
		}
	}
	return lq, nil
}

// list answers one page of records and the total count, sorted and filtered on the server.
func (r *Resource) list(ctx context.Context, q db.Q, lq ListQuery) ([]map[string]any, int, error) {
	where, args := []string{"1 = 1"}, []any{}
	if lq.Search != "" && len(r.Search) > 0 {
		var ors []string
		for _, col := range r.Search {
			ors = append(ors, "LOWER(t."+col+") LIKE ?")
			args = append(args, "%"+strings.ToLower(lq.Search)+"%")
		}
		where = append(where, "("+strings.Join(ors, " OR ")+")")
	}
	for param, val := range lq.Filters {
		where = append(where, "t."+r.Filters[param]+" = ?")
		args = append(args, val)
	}
	cond := strings.Join(where, " AND ")
	var total int
	if err := q.Get(ctx, &total, "SELECT COUNT(*) FROM "+r.Table+" t WHERE "+cond, args...); err != nil {
		return nil, 0, err
	}
	order := "t.id"
	if lq.Sort != "" {
		order = "t." + lq.Sort
	}
	if lq.Desc {
		order += " DESC"
	}
	rows, err := db.SelectMaps(ctx, q, "SELECT "+r.selectList()+" FROM "+r.Table+" t WHERE "+cond+" ORDER BY "+order+", t.id LIMIT ? OFFSET ?",
		append(args, lq.PageSize, (lq.Page-1)*lq.PageSize)...)
	if err != nil {
		return nil, 0, err
	}
	out := make([]map[string]any, len(rows))
	for i, row := range rows {
		if out[i], err = r.out(ctx, q, row); err != nil {
			return nil, 0, err
		}
	}
	return out, total, r.withTranslations(ctx, q, out...)
}

// changes reads the fields sent (all required ones on create) into column values, and the
// translations sent (translated.go). Uploaded files are stored first; their ids become the
// column values.
func (r *Resource) changes(ctx context.Context, m *media.Service, v url.Values, files *multipart.Form, creating bool, by int64) (map[string]any, map[string]map[string]string, error) {
	cols := map[string]any{}
	errs := map[string]string{}
	texts := r.translationChanges(v, errs)
	for _, f := range r.Fields {
		if f.isFile() {
			var header *multipart.FileHeader
			if files != nil && len(files.File[f.Name]) > 0 {
				header = files.File[f.Name][0]
			}
			switch {
			case header != nil:
				id, msg, err := storeUpload(ctx, m, f, header, by)
				if err != nil {
					return nil, nil, err
				}
				if msg != "" {
					errs[f.Name] = msg
					continue
				}
				cols[f.column()] = id
			case v.Get("remove_"+f.Name) == "1" && !f.Required:
				cols[f.column()] = nil
			case creating && f.Required:
				errs[f.Name] = "Please choose a file for " + strings.ToLower(labelOf(f)) + "."
			}
			continue
		}
		raw, sent := v[f.Name]
		if !sent {
			if creating && f.Required {
				errs[f.Name] = labelOf(f) + " is required."
			}
			if creating && f.Kind == Bool && f.Default != nil {
				// A new record's flag starts at the field's default, not the column's: a test or
				// a subscription goes on sale only when staff say so (docs/product.md, "Results
				// stay possible and fair").
				cols[f.column()] = f.Default
			}
			continue
		}
		value, msg := f.parse(raw[0])
		if msg != "" {
			errs[f.Name] = msg
			continue
		}
		cols[f.column()] = value
	}
	if len(errs) > 0 {
		return nil, nil, invalid(errs)
	}
	return cols, texts, nil
}

// invalid is the 400 for the console's own rules, whose messages are built as English text:
// staff read the console in English (docs/product.md, "Languages of the server's messages").
func invalid(errs map[string]string) error {
	fields := httpx.Fields{}
	for name, msg := range errs {
		fields[name] = locale.Raw(msg)
	}
	return httpx.Invalid(fields)
}

func labelOf(f Field) string {
	if f.Label != "" {
		return f.Label
	}
	return strings.ToUpper(f.Name[:1]) + strings.ReplaceAll(f.Name[1:], "_", " ")
}

func storeUpload(ctx context.Context, m *media.Service, f Field, header *multipart.FileHeader, by int64) (int64, string, error) {
	file, err := header.Open()
	if err != nil {
		return 0, "", err
	}
	defer file.Close()
	kind, want := media.Image, "an image (JPEG, PNG, WebP or GIF)"
	if f.Kind == PDF {
		kind, want = media.Document, "a PDF"
	}
	stored, err := m.Save(ctx, kind, header.Filename, file, by)
	if errors.Is(err, media.ErrUnsupportedType) {
		return 0, labelOf(f) + " must be " + want + ".", nil
	}
	if errors.Is(err, media.ErrImageTooLarge) {
		return 0, labelOf(f) + " has too many pixels: at most 40 megapixels.", nil
	}
	return stored.ID, "", err
}
