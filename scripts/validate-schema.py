#!/usr/bin/env python3
"""Validates description files against the JSON Schema, as an editor would.

    python3 scripts/validate-schema.py [--draft-07] Schema/lucid.schema.json FILE...

Prints one line per file, `FILE: valid` or `FILE: invalid` followed by the
problems (`  at /layout/children/0: message`), and exits 0 when every file is
valid, 1 when any is not, 2 on a usage error and 3 when the Python packages
`jsonschema` and `pyyaml` are missing (scripts/setup.sh installs them).

`--draft-07` validates with draft-07 rules instead of the schema's own 2020-12,
as editors' YAML support (yaml-language-server) does.

YAML is read as the parser reads it as far as PyYAML allows (PyYAML reads YAML
1.1, so `yes` and `no` would be booleans here; the parser rejects them, and the
tests avoid them), but dates stay text (a label may say 2024-05-01).
"""
import json, sys

try:
    import jsonschema
    import yaml
except ImportError as error:
    print(f"validate-schema: needs the Python packages jsonschema and pyyaml ({error}); "
          "install them with `python3 -m pip install jsonschema pyyaml` or run scripts/setup.sh",
          file=sys.stderr)
    sys.exit(3)


class Loader(yaml.SafeLoader):
    """PyYAML's safe loader without timestamps: the parser reads dates as text."""


Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def load(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if path.endswith(".json"):
        return json.loads(text)
    return yaml.load(text, Loader=Loader)


def location(error):
    return "/" + "/".join(str(part) for part in error.absolute_path)


def main(arguments):
    draft7 = arguments[:1] == ["--draft-07"]
    if draft7:
        arguments = arguments[1:]
    if len(arguments) < 2:
        print("usage: validate-schema.py [--draft-07] SCHEMA FILE...", file=sys.stderr)
        return 2
    schema_path, files = arguments[0], arguments[1:]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    if draft7:
        schema["$schema"] = "http://json-schema.org/draft-07/schema#"
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    all_valid = True
    for path in files:
        try:
            document = load(path)
        except (OSError, ValueError, yaml.YAMLError) as error:
            print(f"{path}: invalid\n  cannot read: {str(error).splitlines()[0] if str(error) else error!r}")
            all_valid = False
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path])
        if not errors:
            print(f"{path}: valid")
            continue
        all_valid = False
        print(f"{path}: invalid")
        for error in errors:
            print(f"  at {location(error)}: {error.message}")
    return 0 if all_valid else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
