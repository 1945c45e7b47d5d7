package db

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
)

// Errors the domains test for, whichever database raised them.
var (
	ErrNotFound  = errors.New("not found")
	ErrConflict  = errors.New("conflicts with an existing record") // unique or primary key
	ErrReference = errors.New("refers to a missing record")        // foreign key
	ErrCheck     = errors.New("breaks a check constraint")         // CHECK or NOT NULL
)

// SQLite extended result codes (sqlite3.h) for constraint failures.
const (
	sqliteConstraintCheck      = 275
	sqliteConstraintForeignKey = 787
	sqliteConstraintNotNull    = 1299
	sqliteConstraintPrimaryKey = 1555
	sqliteConstraintUnique     = 2067
)

// translate maps driver errors onto the sentinel errors above, keeping the driver's text
// wrapped for the logs. It is the one place that knows both drivers' error types.
func translate(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	var sentinel error
	var pgErr *pgconn.PgError
	var liteErr *sqlite.Error
	switch {
	case errors.As(err, &pgErr):
		switch pgErr.Code {
		case "23505":
			sentinel = ErrConflict
		case "23503":
			sentinel = ErrReference
		case "23514", "23502":
			sentinel = ErrCheck
		}
	case errors.As(err, &liteErr):
		switch liteErr.Code() {
		case sqliteConstraintUnique, sqliteConstraintPrimaryKey:
			sentinel = ErrConflict
		case sqliteConstraintForeignKey:
			sentinel = ErrReference
		case sqliteConstraintCheck, sqliteConstraintNotNull:
			sentinel = ErrCheck
		}
	}
	if sentinel != nil {
		return fmt.Errorf("%w: %v", sentinel, err)
	}
	return err
}
