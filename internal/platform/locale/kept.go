package locale

import (
	"encoding/json"
	"fmt"
	"reflect"
)

// A message kept to be written out later, in the language of whoever reads it then (a
// notification under the bell, docs/product.md "Notifications"): its English format, which is
// its key in the catalogue, and its values. A value that is itself written per language (a
// message, a date) is kept as it reads in each language.

// Localized is a message's value that reads differently per language (a Message, a date).
type Localized interface {
	In(l Lang) string
}

type keptMessage struct {
	Format string      `json:"format"`
	Raw    bool        `json:"raw,omitempty"`
	Args   []keptValue `json:"args,omitempty"`
}

// keptValue is one value: text, a whole number, a number, or a text per language.
type keptValue struct {
	Text    *string         `json:"s,omitempty"`
	Integer *int64          `json:"i,omitempty"`
	Number  *float64        `json:"n,omitempty"`
	PerLang map[Lang]string `json:"l,omitempty"`
}

// perLanguage is a kept localized value, read back.
type perLanguage map[Lang]string

func (p perLanguage) In(l Lang) string {
	if s, ok := p[l]; ok {
		return s
	}
	return p[English]
}

func (p perLanguage) String() string { return p[English] }

// Keep answers m as JSON, to be read back with Kept.
func Keep(m Message) ([]byte, error) {
	k := keptMessage{Format: m.format, Raw: m.raw}
	for _, a := range m.args {
		var v keptValue
		switch x := a.(type) {
		case Localized:
			v.PerLang = map[Lang]string{}
			for _, l := range Codes() {
				v.PerLang[l] = x.In(l)
			}
		case string:
			v.Text = &x
		case float32, float64:
			n := reflect.ValueOf(x).Float()
			v.Number = &n
		default:
			switch rv := reflect.ValueOf(a); rv.Kind() {
			case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
				n := rv.Int()
				v.Integer = &n
			case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
				n := int64(rv.Uint())
				v.Integer = &n
			default:
				s := fmt.Sprint(a)
				v.Text = &s
			}
		}
		k.Args = append(k.Args, v)
	}
	return json.Marshal(k)
}

// Kept reads back a message that Keep wrote.
func Kept(data []byte) (Message, error) {
	var k keptMessage
	if err := json.Unmarshal(data, &k); err != nil {
		return Message{}, err
	}
	if k.Raw {
		return Raw(k.Format), nil
	}
	args := make([]any, len(k.Args))
	for i, v := range k.Args {
		switch {
		case v.PerLang != nil:
			args[i] = perLanguage(v.PerLang)
		case v.Integer != nil:
			args[i] = *v.Integer
		case v.Number != nil:
			args[i] = *v.Number
		case v.Text != nil:
			args[i] = *v.Text
		default:
			args[i] = ""
		}
	}
	return Message{format: k.Format, args: args, english: fmt.Sprintf(k.Format, args...)}, nil
}
