// Package indiatime is the time zone of the product's dates: learners and staff read and type
// India Standard Time (docs/product.md, "Display").
package indiatime

import "time"

// Zone is India Standard Time, UTC+5:30 all year.
var Zone = time.FixedZone("IST", 5*60*60+30*60)

// Format writes an instant as the server's messages give it: "26 Nov 2026, 10:00 AM IST".
func Format(t time.Time) string { return t.In(Zone).Format("2 Jan 2006, 3:04 PM") + " IST" }
