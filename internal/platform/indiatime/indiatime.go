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
// IST" in English and "26 नवंबर 2026, सुबह 10:00" in Hindi, as the app writes Hindi dates
// (web/src/i18n/format.ts, formatDateTime: hi-IN's months, the part of the day before the time).
type At time.Time

func (a At) String() string { return Format(time.Time(a)) }

// In writes the instant in language l.
func (a At) In(l locale.Lang) string {
	if l != locale.Hindi {
		return a.String()
	}
	t := time.Time(a).In(Zone)
	return fmt.Sprintf("%d %s %d, %s %s", t.Day(), hindiMonths[t.Month()-1], t.Year(), hindiDayPeriod(t.Hour()), t.Format("3:04"))
}

var hindiMonths = [12]string{"जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"}

// hindiDayPeriod is the time of day a Hindi clock time is read with, as hi-IN has them: रात
// until 4, सुबह until noon, दोपहर until 4 PM, शाम until 8 PM, then रात.
func hindiDayPeriod(hour int) string {
	switch {
	case hour < 4 || hour >= 20:
		return "रात"
	case hour < 12:
		return "सुबह"
	case hour < 16:
		return "दोपहर"
	}
	return "शाम"
}
