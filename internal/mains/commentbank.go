package mains

import (
	"context"
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

// Comments answers the shared comments and the caller's own, those containing search if given.
func (s *Service) Comments(ctx context.Context, caller httpx.Identity, search string) ([]BankComment, error) {
	search = strings.ToLower(strings.TrimSpace(search))
	if utf8.RuneCountInString(search) > 100 {
		return nil, httpx.InvalidField("q", "Search text must be at most %d characters.", 100)
	}
	return bankComments(ctx, s.db, caller.UserID, search, maxBankComments)
}

// AddComment keeps a comment in the caller's bank, or in the shared one (admins only).
func (s *Service) AddComment(ctx context.Context, caller httpx.Identity, text string, shared bool) (BankComment, error) {
	fields := httpx.Fields{}
	fields.Text("text", &text, httpx.TextRule{Label: locale.T("The comment"), Required: true, Max: maxCommentRunes})
	if err := fields.Err(); err != nil {
		return BankComment{}, err
	}
	if _, err := pdfmark.Writable(text); err != nil {
		return BankComment{}, httpx.InvalidField("text", "Write this comment in English or Devanagari letters.")
	}
	if shared && !caller.IsAdmin() {
		return BankComment{}, httpx.Errorf(http.StatusForbidden, "Only admins add to the shared comments.")
	}
	owner := &caller.UserID
	if shared {
		owner = nil
	}
	id, err := insertBankComment(ctx, s.db, owner, text, s.now().UTC())
	return BankComment{ID: id, Text: text, Shared: shared}, err
}

// RemoveComment takes a comment out of the bank: the caller's own, or a shared one for an admin.
func (s *Service) RemoveComment(ctx context.Context, caller httpx.Identity, id int64) error {
	owner, err := bankCommentOwner(ctx, s.db, id)
	if errors.Is(err, db.ErrNotFound) || (err == nil && owner != nil && *owner != caller.UserID) {
		return httpx.Errorf(http.StatusNotFound, "Comment not found.")
	}
	if err != nil {
		return err
	}
	if owner == nil && !caller.IsAdmin() {
		return httpx.Errorf(http.StatusForbidden, "Only admins remove shared comments.")
	}
	return deleteBankComment(ctx, s.db, id)
}
