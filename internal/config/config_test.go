package config

import (
	"strings"
	"testing"
)

func lookup(m map[string]string) Lookup {
	return func(name string) (string, bool) { v, ok := m[name]; return v, ok }
}

func TestDefaults(t *testing.T) {
	c, err := Load(lookup(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != ":8080" || c.DataDir != "data" || c.DatabaseURL != "sqlite:data/aspirant.db" ||
		c.BaseURL.String() != "http://localhost:8080" || c.MaxUploadMB != 25 || c.LogLevel.String() != "INFO" {
		t.Fatalf("defaults: %+v", c)
	}
	c, err = Load(lookup(map[string]string{"ASPIRANT_DATA_DIR": "/srv/aspirant", "ASPIRANT_ADDR": "127.0.0.1:9000",
		"ASPIRANT_BASE_URL": "https://aspirant.in/", "ASPIRANT_TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.5"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.DatabaseURL != "sqlite:/srv/aspirant/aspirant.db" || c.BaseURL.String() != "https://aspirant.in" || len(c.TrustedProxies) != 2 {
		t.Fatalf("derived settings: %+v", c)
	}
}

// A wrong value stops start-up with one line that names the variable, and never echoes a
// database password.
func TestWrongValuesNameTheVariable(t *testing.T) {
	cases := map[string]string{
		"ASPIRANT_ADDR":             "8080",
		"ASPIRANT_DATABASE_URL":     "mysql://root:hunter2@localhost/aspirant",
		"ASPIRANT_BASE_URL":         "aspirant.in",
		"ASPIRANT_LOG_LEVEL":        "loud",
		"ASPIRANT_LOG_FORMAT":       "xml",
		"ASPIRANT_MAX_UPLOAD_MB":    "lots",
		"ASPIRANT_RECEIPT_KEY":      "c2hvcnQ=",
		"ASPIRANT_TRUSTED_PROXIES":  "the load balancer",
		"ASPIRANT_METRICS_ADDR":     "9090",
		"ASPIRANT_PAYMENT_PROVIDER": "stripe",
		"ASPIRANT_MAX_DEVICES":      "-1",
	}
	for name, value := range cases {
		_, err := Load(lookup(map[string]string{name: value}))
		if err == nil {
			t.Errorf("%s=%q was accepted", name, value)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, name) || strings.Contains(msg, "\n") || strings.Contains(msg, "hunter2") {
			t.Errorf("%s=%q: message %q", name, value, msg)
		}
	}
}

func TestParseDatabaseURL(t *testing.T) {
	for raw, want := range map[string]string{
		"sqlite:data/a.db":                "sqlite data/a.db",
		"sqlite:///tmp/a.db":              "sqlite /tmp/a.db",
		"postgres://u@localhost:5432/db":  "postgres postgres://u@localhost:5432/db",
		"postgresql://u@localhost:5432/d": "postgres postgresql://u@localhost:5432/d",
	} {
		kind, dsn, err := ParseDatabaseURL(raw)
		if err != nil || kind+" "+dsn != want {
			t.Errorf("%s: %s %s %v", raw, kind, dsn, err)
		}
	}
}

// /metrics has its own address, on the loopback interface unless the operator says otherwise;
// "off" turns it off and port 0 picks a free port (two servers on one machine).
func TestMetricsAddress(t *testing.T) {
	for value, want := range map[string]string{"": "127.0.0.1:9090", "off": "", "10.0.0.5:9100": "10.0.0.5:9100", "127.0.0.1:0": "127.0.0.1:0"} {
		env := map[string]string{}
		if value != "" {
			env["ASPIRANT_METRICS_ADDR"] = value
		}
		c, err := Load(lookup(env))
		if err != nil || c.MetricsAddr != want {
			t.Errorf("ASPIRANT_METRICS_ADDR=%q: got %q, %v; want %q", value, c.MetricsAddr, err, want)
		}
	}
}

// The sandbox gateway gives subscriptions away, so a server runs it only when someone chose it:
// --demo, or the variable set to sandbox. Commands that do not serve never ask.
func TestSandboxOnlyOnPurpose(t *testing.T) {
	c, err := Load(lookup(nil))
	if err != nil || c.PaymentProvider != "" {
		t.Fatalf("unset provider: %q %v", c.PaymentProvider, err)
	}
	err = c.SettlePaymentProvider(false)
	if err == nil || !strings.HasPrefix(err.Error(), "ASPIRANT_PAYMENT_PROVIDER") || strings.Contains(err.Error(), "\n") ||
		!strings.Contains(err.Error(), "razorpay") || !strings.Contains(err.Error(), "sandbox") {
		t.Fatalf("serve without a provider: %v", err)
	}
	if err := c.SettlePaymentProvider(true); err != nil || c.PaymentProvider != "sandbox" {
		t.Fatalf("serve --demo: %q %v", c.PaymentProvider, err)
	}
	c, _ = Load(lookup(map[string]string{"ASPIRANT_PAYMENT_PROVIDER": "sandbox"}))
	if err := c.SettlePaymentProvider(false); err != nil || c.PaymentProvider != "sandbox" {
		t.Fatalf("explicit sandbox: %q %v", c.PaymentProvider, err)
	}
}
