package money

import (
	"encoding/json"
	"testing"
)

func TestRupees(t *testing.T) {
	cases := map[Paise]string{0: "0", 150000: "1500", 199999: "1999.99", 1050: "10.5", 5: "0.05", -250: "-2.5"}
	for paise, want := range cases {
		got, err := json.Marshal(paise)
		if err != nil || string(got) != want {
			t.Errorf("%d paise: got %s (%v), want %s", paise, got, err, want)
		}
	}
	var back float64
	if err := json.Unmarshal([]byte(Paise(199999).Rupees()), &back); err != nil || back != 1999.99 {
		t.Errorf("1999.99 does not read back as a JSON number: %v %v", back, err)
	}
}

func TestDisplay(t *testing.T) {
	cases := map[Paise]string{0: "₹0", 99900: "₹999", 249900: "₹2,499", 12499950: "₹1,24,999.50", 1234567890: "₹1,23,45,678.90", 105: "₹1.05"}
	for p, want := range cases {
		if got := p.Display(); got != want {
			t.Errorf("%d: %q, want %q", p, got, want)
		}
	}
}
