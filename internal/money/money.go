// Package money keeps amounts in paise, as integers, and writes them as rupees: no float ever
// touches a price.
package money

import (
	"database/sql/driver"
	"fmt"
	"strconv"
	"strings"
)

// Paise is an amount of Indian money in paise (1/100 rupee).
type Paise int64

// MarshalJSON writes the amount as a rupee number with at most two decimals: 199999 -> 1999.99,
// 150000 -> 1500.
func (p Paise) MarshalJSON() ([]byte, error) {
	return []byte(p.Rupees()), nil
}

// Rupees is the amount as a decimal rupee string, as MarshalJSON writes it.
func (p Paise) Rupees() string {
	n := int64(p)
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	if n%100 == 0 {
		return sign + strconv.FormatInt(n/100, 10)
	}
	s := fmt.Sprintf("%s%d.%02d", sign, n/100, n%100)
	if s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	return s
}

// FromRupees converts whole rupees to paise.
func FromRupees(rupees int64) Paise { return Paise(rupees * 100) }

// Value stores the amount as its integer paise.
func (p Paise) Value() (driver.Value, error) { return int64(p), nil }

// Scan reads an integer paise column.
func (p *Paise) Scan(src any) error {
	switch v := src.(type) {
	case int64:
		*p = Paise(v)
	case int32:
		*p = Paise(v)
	default:
		return fmt.Errorf("cannot read %T as paise", src)
	}
	return nil
}

// Display writes the amount as Indians read it: ₹1,24,999.50 (lakh grouping; paise only when
// there are any).
func (p Paise) Display() string {
	s := p.Rupees()
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	whole, frac, hasFrac := strings.Cut(s, ".")
	if hasFrac && len(frac) == 1 {
		frac += "0"
	}
	var groups []string
	if len(whole) > 3 {
		groups = append(groups, whole[len(whole)-3:])
		whole = whole[:len(whole)-3]
		for len(whole) > 2 {
			groups = append([]string{whole[len(whole)-2:]}, groups...)
			whole = whole[:len(whole)-2]
		}
	} else {
		groups = []string{whole}
		whole = ""
	}
	if whole != "" {
		groups = append([]string{whole}, groups...)
	}
	out := sign + "₹" + strings.Join(groups, ",")
	if hasFrac {
		out += "." + frac
	}
	return out
}
