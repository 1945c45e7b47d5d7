// Package indiatime is the time zone of the product's dates: learners and staff read and type
// India Standard Time (docs/product.md, "Display").
package indiatime

import (
	"fmt"
	"time"

	"aspirant/internal/platform/locale"
)

// Zone is India Standard Time, UTC+5:30 all year.
var Zone = time.FixedZone("IST", 5*60*60+30*60)

// Format writes an instant as the server's messages give it: "26 Nov 2026, 10:00 AM IST".
func Format(t time.Time) string { return t.In(Zone).Format("2 Jan 2006, 3:04 PM") + " IST" }

// At is an instant as a value in a server's message (locale.Localized): "26 Nov 2026, 10:00 AM
// IST" in English and, in a language whose registry row has months and day periods, as the app
// writes its dates (web/src/i18n/format.ts, formatDateTime): "26 नवंबर 2026, सुबह 10:00".
type At time.Time

func (a At) String() string { return Format(time.Time(a)) }

// In writes the instant in language l.
func (a At) In(l locale.Lang) string {
	row, ok := locale.Lookup(l)
	if !ok || len(row.Months) != 12 || len(row.DayPeriods) == 0 {
		return a.String()
	}
	t := time.Time(a).In(Zone)
	return fmt.Sprintf("%d %s %d, %s %s", t.Day(), row.Months[t.Month()-1], t.Year(), row.DayPeriod(t.Hour()), t.Format("3:04"))
}
