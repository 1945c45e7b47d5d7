package mains

import (
	"errors"
	"net/http"
	"strings"
	"unicode/utf8"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/pdfmark"
)

// The comment bank (docs/product.md, "Evaluating in the browser"): the remarks evaluators write
// again and again, kept to place with a click. Shared ones (no owner) are the institute's, kept by
// admins; each evaluator keeps their own beside them.

// BankComment is a comment of the bank as an evaluator sees it.
type BankComment struct {
	ID     int64  `db:"id" json:"id"`
	Text   string `db:"text" json:"text"`
	Shared bool   `db:"shared" json:"shared"`
}

// maxBankComments is how many comments a search answers.
const maxBankComments = 50

// comments answers the shared comments and the caller's own, those containing q if given.
func (s *Service) comments(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	q := strings.ToLower(strings.TrimSpace(r.URL.Query().Get("q")))
	if utf8.RuneCountInString(q) > 100 {
		return httpx.InvalidField("q", "Search text must be at most %d characters.", 100)
	}
	escaped := strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(q)
	out := []BankComment{}
	err = s.db.Select(r.Context(), &out, `SELECT id, text, owner_id IS NULL AS shared FROM mains_comment_bank
		WHERE (owner_id IS NULL OR owner_id = ?) AND LOWER(text) LIKE ? ESCAPE '\'
		ORDER BY owner_id IS NULL, text, id LIMIT ?`, caller.UserID, "%"+escaped+"%", maxBankComments)
	if err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"comments": out})
	return nil
}

// addComment keeps a comment in the caller's bank, or in the shared one (admins only).
func (s *Service) addComment(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	var in struct {
		Text   string `form:"text"`
		Shared bool   `form:"shared"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	fields := httpx.Fields{}
	fields.Text("text", &in.Text, httpx.TextRule{Label: locale.T("The comment"), Required: true, Max: maxCommentRunes})
	if err := fields.Err(); err != nil {
		return err
	}
	if _, err := pdfmark.Writable(in.Text); err != nil {
		return httpx.InvalidField("text", "Write this comment in English or Devanagari letters.")
	}
	if in.Shared && !caller.IsAdmin() {
		return httpx.Errorf(http.StatusForbidden, "Only admins add to the shared comments.")
	}
	var owner any = caller.UserID
	if in.Shared {
		owner = nil
	}
	id, err := s.db.InsertID(r.Context(), `INSERT INTO mains_comment_bank (owner_id, text, created_at) VALUES (?, ?, ?) RETURNING id`,
		owner, in.Text, s.now().UTC())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, httpx.M{"comment": BankComment{ID: id, Text: in.Text, Shared: in.Shared},
		"message": httpx.Say(r, locale.T("Comment kept."))})
	return nil
}

// removeComment takes a comment out of the bank: the caller's own, or a shared one for an admin.
func (s *Service) removeComment(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	id, err := httpx.PositiveID(r.PathValue("commentId"), "commentId")
	if err != nil {
		return err
	}
	var owner *int64
	err = s.db.Get(r.Context(), &owner, `SELECT owner_id FROM mains_comment_bank WHERE id = ?`, id)
	if errors.Is(err, db.ErrNotFound) || (err == nil && owner != nil && *owner != caller.UserID) {
		return httpx.Errorf(http.StatusNotFound, "Comment not found.")
	}
	if err != nil {
		return err
	}
	if owner == nil && !caller.IsAdmin() {
		return httpx.Errorf(http.StatusForbidden, "Only admins remove shared comments.")
	}
	if _, err := s.db.Exec(r.Context(), `DELETE FROM mains_comment_bank WHERE id = ?`, id); err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"message": httpx.Say(r, locale.T("Comment removed."))})
	return nil
}
