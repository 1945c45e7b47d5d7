package locale

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The messages a learner may read are the English formats given to locale.T, httpx.Errorf,
// httpx.InvalidField and httpx.Fields.Set in the server's code. These tests read them from the
// source, so a new message missing from a catalogue fails here instead of reaching its reader in
// English.

// staffOnly are the code the staff console alone reaches; its messages may stay English
// (docs/product.md, "Languages of the server's messages").
var staffOnly = []string{
	"admin/",                         // the console's API
	"prelims/bank.go",                // the question bank, edited from the console
	"prelims/testrules.go",           // the rules of a test as staff set it up
	"prelims/duplicate.go",           // duplicating a test
	"billing/staff.go",               // grants, refunds and subscriptions as staff keep them
	"demo/", "apptest/", "testutil/", // no requests
}

// messageCalls are the calls whose argument at the index is a message's English format: a
// package's function ("locale.T"), or a method of httpx.Fields.
var messageCalls = map[string]int{
	"locale.T": 0, "httpx.Errorf": 1, "httpx.InvalidField": 1,
	// inside httpx itself
	"httpx:Errorf": 1, "httpx:InvalidField": 1,
}

// sourceMessage is a message found in the source, with where it is.
type sourceMessage struct {
	text, at string
	staff    bool
}

// sourceMessages reads every message of the server's Go code (internal/, tests aside).
func sourceMessages(t *testing.T) []sourceMessage {
	t.Helper()
	root := filepath.Join("..", "..") // internal/
	byDir := map[string][]string{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			byDir[filepath.Dir(path)] = append(byDir[filepath.Dir(path)], path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var out []sourceMessage
	for _, paths := range byDir {
		fset := token.NewFileSet()
		var files []*ast.File
		for _, path := range paths {
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
		consts := packageConstants(files)
		for i, f := range files {
			rel, _ := filepath.Rel(root, paths[i])
			rel = filepath.ToSlash(rel)
			staff := slices.ContainsFunc(staffOnly, func(prefix string) bool { return strings.HasPrefix(rel, prefix) })
			pkg := f.Name.Name
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				index, ok := messageArg(pkg, call)
				if !ok || index >= len(call.Args) {
					return true
				}
				at := fset.Position(call.Pos()).String()
				if id, ok := call.Args[index].(*ast.Ident); ok && id.Obj != nil {
					if _, param := id.Obj.Decl.(*ast.Field); param {
						return true // a wrapper passing its own format on: its callers' are read
					}
				}
				text, ok := constantString(call.Args[index], consts)
				if !ok {
					t.Errorf("%s: a message's format must be a constant, the key of its translations", at)
					return true
				}
				out = append(out, sourceMessage{text: text, at: at, staff: staff})
				return true
			})
		}
	}
	return out
}

// messageArg answers the index of the format among call's arguments, when call makes a message.
func messageArg(pkg string, call *ast.CallExpr) (int, bool) {
	switch fun := call.Fun.(type) {
	case *ast.Ident:
		index, ok := messageCalls[pkg+":"+fun.Name]
		return index, ok
	case *ast.SelectorExpr:
		if x, ok := fun.X.(*ast.Ident); ok {
			if index, ok := messageCalls[x.Name+"."+fun.Sel.Name]; ok {
				return index, true
			}
			if fun.Sel.Name == "Set" && isFields(x) {
				return 1, true
			}
		}
	}
	return 0, false
}

// isFields reports whether x names an httpx.Fields: declared as one (a parameter or a
// variable) or made from a literal of it.
func isFields(x *ast.Ident) bool {
	if x.Obj == nil {
		return false
	}
	isFieldsType := func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.SelectorExpr:
			return e.Sel.Name == "Fields"
		case *ast.Ident:
			return e.Name == "Fields"
		}
		return false
	}
	switch decl := x.Obj.Decl.(type) {
	case *ast.Field:
		return isFieldsType(decl.Type)
	case *ast.ValueSpec:
		return decl.Type != nil && isFieldsType(decl.Type)
	case *ast.AssignStmt:
		for i, lhs := range decl.Lhs {
			if id, ok := lhs.(*ast.Ident); ok && id.Name == x.Name && i < len(decl.Rhs) {
				if lit, ok := decl.Rhs[i].(*ast.CompositeLit); ok {
					return isFieldsType(lit.Type)
				}
			}
		}
	}
	return false
}

// packageConstants answers the package's string constants by name.
func packageConstants(files []*ast.File) map[string]string {
	out := map[string]string{}
	for pass := 0; pass < 3; pass++ { // constants made of constants
		for _, f := range files {
			for _, decl := range f.Decls {
				gen, ok := decl.(*ast.GenDecl)
				if !ok || gen.Tok != token.CONST {
					continue
				}
				for _, spec := range gen.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, name := range vs.Names {
						if i < len(vs.Values) {
							if s, ok := constantString(vs.Values[i], out); ok {
								out[name.Name] = s
							}
						}
					}
				}
			}
		}
	}
	return out
}

// constantString evaluates a string literal, a known constant, or their concatenation.
func constantString(e ast.Expr, consts map[string]string) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.Ident:
		s, ok := consts[e.Name]
		return s, ok
	case *ast.ParenExpr:
		return constantString(e.X, consts)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, okA := constantString(e.X, consts)
		b, okB := constantString(e.Y, consts)
		return a + b, okA && okB
	}
	return "", false
}

// TestEveryLearnerMessageIsInEveryLanguage fails for a message a learner may read that a
// language's catalogue (messages/<code>.json) does not have.
func TestEveryLearnerMessageIsInEveryLanguage(t *testing.T) {
	messages := sourceMessages(t)
	if len(messages) < 100 {
		t.Fatalf("found only %d messages: is the source walk broken?", len(messages))
	}
	for _, l := range Codes()[1:] {
		missing := map[string]string{}
		for _, m := range messages {
			if !m.staff && !Has(l, m.text) {
				missing[m.text] = m.at
			}
		}
		for text, at := range missing {
			t.Errorf("%s: no %s for %q (internal/platform/locale/messages/%s.json)", at, l, text, l)
		}
	}
	if os.Getenv("ASPIRANT_LIST_MESSAGES") != "" {
		for _, m := range messages {
			t.Logf("%v %q", m.staff, m.text)
		}
	}
}

// TestCatalogueHasNoStaleEntries fails for a catalogue entry whose English no code says any more
// (a message reworded or removed): its translation would never be read.
func TestCatalogueHasNoStaleEntries(t *testing.T) {
	used := map[string]bool{}
	for _, m := range sourceMessages(t) {
		used[m.text] = true
	}
	for l, catalogue := range current.catalogues {
		for en := range catalogue {
			if !used[en] {
				t.Errorf("messages/%s.json has %q, which no code says", l, en)
			}
		}
	}
}

var verb = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*(\d+|\*)?(\.(\d+|\*))?([a-zA-Z%])`)

// argumentVerbs answers the verb each argument of a format is written with, by argument number.
func argumentVerbs(format string) map[int]string {
	out := map[int]string{}
	next := 1
	for _, m := range verb.FindAllStringSubmatch(format, -1) {
		if m[6] == "%" {
			continue
		}
		if m[2] != "" {
			next, _ = strconv.Atoi(m[2])
		}
		out[next] = m[6]
		next++
	}
	return out
}

// TestCataloguePlaceholders fails when a translation is empty or does not take the same values,
// with the same verbs, as its English (an explicit index such as %[2]s may reorder them).
func TestCataloguePlaceholders(t *testing.T) {
	for l, catalogue := range current.catalogues {
		for en, text := range catalogue {
			if strings.TrimSpace(text) == "" {
				t.Errorf("%s %q: the translation is empty", l, en)
				continue
			}
			want, got := argumentVerbs(en), argumentVerbs(text)
			if len(want) != len(got) {
				t.Errorf("%s: %q has %d placeholders, its translation %q has %d", l, en, len(want), text, len(got))
				continue
			}
			for n, v := range want {
				if got[n] != v {
					t.Errorf("%s: %q: argument %d is %%%s, in %q it is %%%s", l, en, n, v, text, got[n])
				}
			}
		}
	}
}

// TestCatalogueFilesAreCanonical keeps each messages/<code>.json sorted by key, indented by two
// spaces and with Devanagari and < > & written as themselves, so that every change is a readable
// one-line diff; it also catches a key written twice, which decoding would silently collapse.
func TestCatalogueFilesAreCanonical(t *testing.T) {
	for l, catalogue := range current.catalogues {
		data, err := fs.ReadFile(files, "messages/"+string(l)+".json")
		if err != nil {
			t.Fatal(err)
		}
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(catalogue); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(data, want.Bytes()) {
			t.Errorf("messages/%s.json is not sorted by key with 2-space indentation and unescaped text "+
				"(or has a key twice): write it with json.Encoder, SetEscapeHTML(false), SetIndent(\"\", \"  \")", l)
		}
	}
}
