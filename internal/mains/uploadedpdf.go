package mains

import (
	"errors"
	"io"
	"mime/multipart"
	"net/http"

	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/pdfcheck"
)

// readUploadedPDF reads an uploaded PDF (a learner's answer, an evaluator's evaluated copy) and
// checks it before anything is stored: a PDF by its bytes, readable, and within the bounds on
// pages and decoded contents (docs/reliability.md, "Bounds on uploads"). field names the part in
// the refusal. It answers the PDF and its number of pages.
func readUploadedPDF(header *multipart.FileHeader, field string, limit int64) ([]byte, int, error) {
	if header.Size > limit {
		return nil, 0, httpx.TooLarge(limit)
	}
	file, err := header.Open()
	if err != nil {
		return nil, 0, err
	}
	defer file.Close()
	pdf, err := io.ReadAll(io.LimitReader(file, limit+1))
	if err != nil {
		return nil, 0, err
	}
	if int64(len(pdf)) > limit {
		return nil, 0, httpx.TooLarge(limit)
	}
	pages, err := pdfcheck.Check(pdf)
	return pdf, pages, pdfRefusal(field, err)
}

// pdfRefusal is the answer to a PDF that the check refused, or nil.
func pdfRefusal(field string, err error) error {
	tooLarge := func(m locale.Message) error {
		return &httpx.Error{Status: http.StatusRequestEntityTooLarge, Message: m, Fields: httpx.Fields{field: m}}
	}
	switch {
	case err == nil:
		return nil
	case errors.Is(err, pdfcheck.ErrNotPDF):
		return httpx.InvalidField(field, "Only PDF files are allowed")
	case errors.Is(err, pdfcheck.ErrTooManyPages):
		return tooLarge(locale.T("This PDF has more than %d pages.", pdfcheck.MaxPages))
	case errors.Is(err, pdfcheck.ErrPageTooLarge):
		return tooLarge(locale.T("A page of this PDF is larger than a PDF page may be."))
	case errors.Is(err, pdfcheck.ErrTooMuchContent):
		return tooLarge(locale.T("This PDF holds more than %d MB once unpacked: save it again from your scanner app, or send photos of the pages.", pdfcheck.MaxDecodedBytes>>20))
	case errors.Is(err, pdfcheck.ErrEncrypted):
		return httpx.InvalidField(field, "This PDF is locked or protected: save it again as a PDF without a password or protection and upload that.")
	case errors.Is(err, pdfcheck.ErrDamaged):
		return httpx.InvalidField(field, "This PDF cannot be read; it may be damaged. Save it again as a PDF and upload that.")
	}
	return err
}
