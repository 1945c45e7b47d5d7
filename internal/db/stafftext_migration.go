package db

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/pressly/goose/v3"

	"aspirant/internal/platform/stafftext"
)

// staffTextVersion is the migration that turned the staff text stored as HTML into the text
// staff would have typed (docs/product.md, "Staff text"). It is Go, not SQL: reading HTML is
// not something SQL does, and both dialects run this one function. No SQL file may take its
// number.
const staffTextVersion = 21

// htmlColumns are the columns that held sanitised HTML before staffTextVersion and hold typed
// text since. The Hindi columns were there at this version; migration 30 moved their text into
// the translation rows (prelims_question_translations, prelims_option_translations).
var htmlColumns = []struct{ table, column string }{
	{"subscriptions", "details_html"}, {"subscriptions", "delivery_info_html"},
	{"libraries", "description_html"}, {"prelims_tests", "description_html"}, {"mains_tests", "description_html"},
	{"prelims_questions", "description_html"}, {"prelims_questions", "explanation_html"},
	{"prelims_questions", "description_html_hi"}, {"prelims_questions", "explanation_html_hi"},
	{"prelims_options", "text_html"}, {"prelims_options", "text_html_hi"},
}

// staffTextMigration reads every stored HTML text back into typed text, row by row, in the
// migration's transaction. Going down leaves the text as it is: text is valid where HTML was
// (it is rendered escaped), so nothing needs undoing.
func staffTextMigration(postgres bool) *goose.Migration {
	up := func(ctx context.Context, tx *sql.Tx) error {
		for _, c := range htmlColumns {
			if err := textFromHTML(ctx, tx, postgres, c.table, c.column); err != nil {
				return err
			}
		}
		return nil
	}
	keep := func(context.Context, *sql.Tx) error { return nil }
	return goose.NewGoMigration(staffTextVersion, &goose.GoFunc{RunTx: up}, &goose.GoFunc{RunTx: keep})
}

func textFromHTML(ctx context.Context, tx *sql.Tx, postgres bool, table, column string) error {
	rows, err := tx.QueryContext(ctx, fmt.Sprintf("SELECT id, %s FROM %s WHERE %s LIKE '%%<%%' OR %s LIKE '%%&%%'",
		column, table, column, column))
	if err != nil {
		return fmt.Errorf("read %s.%s: %w", table, column, err)
	}
	changed := map[int64]string{}
	for rows.Next() {
		var id int64
		var html string
		if err := rows.Scan(&id, &html); err != nil {
			rows.Close()
			return err
		}
		if text := stafftext.FromHTML(html); text != html {
			changed[id] = text
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	update := fmt.Sprintf("UPDATE %s SET %s = ? WHERE id = ?", table, column)
	if postgres {
		update = fmt.Sprintf("UPDATE %s SET %s = $1 WHERE id = $2", table, column)
	}
	for id, text := range changed {
		if _, err := tx.ExecContext(ctx, update, text, id); err != nil {
			return fmt.Errorf("write %s.%s of %d: %w", table, column, id, err)
		}
	}
	return nil
}
