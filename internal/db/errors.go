package db

import (
	"database/sql"
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
)

// Errors the domains test for, whichever database raised them.
var (
	ErrNotFound  = errors.New("not found")
	ErrConflict  = errors.New("conflicts with an existing record") // unique or primary key
	ErrReference = errors.New("refers to a missing record")        // foreign key
	ErrCheck     = errors.New("breaks a check constraint")         // CHECK or NOT NULL
	// ErrUnavailable: the database cannot be reached or cannot write (a restart, a lost
	// connection, a full disk). Nothing was written; the same request may succeed shortly.
	ErrUnavailable = errors.New("the database is unavailable")
	// ErrBadValue: the database refused a value a client sent (text that is not a number, a
	// byte sequence it cannot store). Handlers check input first; this is the safety net.
	ErrBadValue = errors.New("the database refused a value")
)

// SQLite result codes (sqlite3.h): extended codes for constraint failures, primary codes
// (the low byte) for the failures that mean the store cannot work right now.
const (
	sqliteConstraintCheck      = 275
	sqliteConstraintForeignKey = 787
	sqliteConstraintNotNull    = 1299
	sqliteConstraintPrimaryKey = 1555
	sqliteConstraintUnique     = 2067

	sqliteBusy     = 5
	sqliteLocked   = 6
	sqliteNoMem    = 7
	sqliteReadOnly = 8
	sqliteIOErr    = 10
	sqliteFull     = 13
	sqliteCantOpen = 14
)

// storeError is a translated driver error: errors.Is finds the sentinel, errors.Unwrap the
// driver's own error (for the logs).
type storeError struct {
	sentinel, cause error
}

func (e *storeError) Error() string        { return e.sentinel.Error() + ": " + e.cause.Error() }
func (e *storeError) Is(target error) bool { return target == e.sentinel }
func (e *storeError) Unwrap() error        { return e.cause }

// HTTPStatus tells the HTTP layer, which does not know this package, what an unhandled store
// error deserves: 503 while the database is down, 400 for a value it refused, else 500.
func (e *storeError) HTTPStatus() int {
	switch e.sentinel {
	case ErrUnavailable:
		return http.StatusServiceUnavailable
	case ErrBadValue:
		return http.StatusBadRequest
	}
	return http.StatusInternalServerError
}

// translate maps driver errors onto the sentinel errors above, keeping the driver's error
// wrapped for the logs. It is the one place that knows both drivers' error types.
func translate(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	var already *storeError
	if errors.As(err, &already) {
		return err
	}
	if sentinel := classify(err); sentinel != nil {
		return &storeError{sentinel: sentinel, cause: err}
	}
	return err
}

func classify(err error) error {
	var pgErr *pgconn.PgError
	var liteErr *sqlite.Error
	switch {
	case errors.As(err, &pgErr):
		switch {
		case pgErr.Code == "23505":
			return ErrConflict
		case pgErr.Code == "23503":
			return ErrReference
		case pgErr.Code == "23514", pgErr.Code == "23502":
			return ErrCheck
		case strings.HasPrefix(pgErr.Code, "22"): // data exception: bad text for a number, a NUL byte, ...
			return ErrBadValue
		// Connection exceptions, shutting down or starting up, insufficient resources (a full
		// disk, too many connections), system errors.
		case strings.HasPrefix(pgErr.Code, "08"), strings.HasPrefix(pgErr.Code, "57P"),
			strings.HasPrefix(pgErr.Code, "53"), strings.HasPrefix(pgErr.Code, "58"):
			return ErrUnavailable
		}
		return nil
	case errors.As(err, &liteErr):
		switch liteErr.Code() {
		case sqliteConstraintUnique, sqliteConstraintPrimaryKey:
			return ErrConflict
		case sqliteConstraintForeignKey:
			return ErrReference
		case sqliteConstraintCheck, sqliteConstraintNotNull:
			return ErrCheck
		}
		switch liteErr.Code() & 0xff {
		case sqliteFull, sqliteIOErr, sqliteCantOpen, sqliteReadOnly, sqliteNoMem, sqliteBusy, sqliteLocked:
			return ErrUnavailable
		}
		return nil
	}
	if unreachable(err) {
		return ErrUnavailable
	}
	return nil
}

// unreachable reports the ways a lost or refused connection surfaces through database/sql and
// pgx: a connect error, a network error, a connection closed under a query, a full disk.
func unreachable(err error) bool {
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	switch {
	case errors.As(err, &connectErr), errors.As(err, &netErr),
		errors.Is(err, driver.ErrBadConn), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF),
		errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE),
		errors.Is(err, syscall.ENOSPC):
		return true
	}
	// pgx reports a connection that died mid-use as plain "conn closed".
	return strings.Contains(err.Error(), "conn closed") || pgconn.SafeToRetry(err)
}
