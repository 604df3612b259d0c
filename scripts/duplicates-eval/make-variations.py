#!/usr/bin/env python3
"""Writes the labelled set of real-world duplicate variations (issue 33, part 4).

    python3 scripts/duplicates-eval/make-variations.py [OUT_FOLDER]

Writes OUT_FOLDER/variations.vcf (default: this script's folder) and variations-truth.tsv: one
line per pair of records that are one person ("KEY<TAB>KEY<TAB>KIND"), and a line per hard
negative ("KEY<TAB>KEY<TAB>not: KIND") that must not be proposed. Each card's NOTE is its record
key, which is how the evaluation finds a contact's id after `contacts import`. Phone numbers are
British (read with --region GB). The seed is fixed, so the files are the same on every run.
"""

import random
import sys
from pathlib import Path

SEED = 33

FIRST = [
    "Oliver", "Amelia", "George", "Isla", "Harry", "Ava", "Noah", "Mia", "Jack", "Ivy",
    "Leo", "Grace", "Arthur", "Freya", "Oscar", "Lily", "Charlie", "Emily", "Henry", "Sophie",
    "Theo", "Evie", "Alfie", "Ruby", "Jacob", "Poppy", "Freddie", "Ella", "Archie", "Daisy",
]
SURNAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel",
    "Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall",
    "Wood", "Jackson", "Clarke", "Hughes", "Edwards", "Turner", "Harris", "Lewis", "Cooper",
]
# Short form → full form (both in the finder's table), for the nickname variations.
NICKNAMES = [
    ("Bob", "Robert"), ("Bill", "William"), ("Kate", "Katherine"), ("Liz", "Elizabeth"),
    ("Jim", "James"), ("Mike", "Michael"), ("Tom", "Thomas"), ("Dave", "David"),
    ("Chris", "Christopher"), ("Alex", "Alexander"), ("Sue", "Susan"), ("Matt", "Matthew"),
]
# One name written two ways: German umlauts, Cyrillic, Arabic and Greek romanisations, accents.
TRANSLITERATIONS = [
    (("Jürgen", "Müller"), ("Juergen", "Mueller")),
    (("Sergei", "Ivanov"), ("Sergey", "Ivanov")),
    (("Dmitri", "Petrov"), ("Dmitry", "Petrov")),
    (("Yuri", "Gagarin"), ("Yury", "Gagarin")),
    (("Zoë", "Brontë"), ("Zoe", "Bronte")),
    (("José", "Núñez"), ("Jose", "Nunez")),
    (("Björn", "Sörensen"), ("Bjoern", "Soerensen")),
    (("Mohammed", "Khan"), ("Mohammad", "Khan")),
    (("François", "Lefèvre"), ("Francois", "Lefevre")),
    (("Nikolaos", "Papadopoulos"), ("Nikolaos", "Papadopulos")),
]
# One typing mistake in one name.
TYPOS = [
    (("Jonathan", "Fletcher"), ("Jonathon", "Fletcher")),
    (("Catherine", "Marsh"), ("Catherine", "Mrash")),
    (("Stephen", "Doyle"), ("Stephen", "Doyel")),
    (("Rebecca", "Lloyd"), ("Rebbeca", "Lloyd")),
    (("Margaret", "Holloway"), ("Margaret", "Holoway")),
    (("Geoffrey", "Barnes"), ("Geoffery", "Barnes")),
    (("Philippa", "Kendall"), ("Phillipa", "Kendall")),
    (("Andrew", "Simmonds"), ("Andrew", "Simmons")),
]


class Book:
    def __init__(self, rng):
        self.rng = rng
        self.cards = []
        self.truth = []
        self.used_numbers = set()
        self.next_person = 1

    def mobile(self):
        tail = self.rng.randrange(0, 1000)
        while ("m", tail) in self.used_numbers:
            tail = self.rng.randrange(0, 1000)
        self.used_numbers.add(("m", tail))
        return f"07700 900{tail:03d}"

    def landline(self):
        tail = self.rng.randrange(0, 1000)
        while ("l", tail) in self.used_numbers:
            tail = self.rng.randrange(0, 1000)
        self.used_numbers.add(("l", tail))
        return f"01632 960{tail:03d}"

    def add(self, key, first, last, phones=(), emails=(), org=""):
        self.cards.append((key, first, last, list(phones), list(emails), org))
        return key

    def person_keys(self):
        person = self.next_person
        self.next_person += 1
        return f"v{person:03d}-a", f"v{person:03d}-b", f"v{person:03d}-c"


def email_of(first, last, domain="example.org"):
    plain = f"{first}.{last}".lower()
    for accented, bare in (("ü", "u"), ("ë", "e"), ("é", "e"), ("ú", "u"), ("ñ", "n"),
                           ("ö", "o"), ("ç", "c"), ("è", "e")):
        plain = plain.replace(accented, bare)
    return f"{plain}@{domain}"


def international(national):
    """ "07700 900123" → "+44 7700 900123"."""
    return "+44 " + national[1:]


def build(rng):
    book = Book(rng)
    people = [(f, s) for f in FIRST for s in SURNAMES]
    rng.shuffle(people)
    take = iter(people)

    def pair(kind, first_a, last_a, first_b, last_b, phones_a, phones_b, emails_a=(),
             emails_b=()):
        a, b, _ = book.person_keys()
        book.add(a, first_a, last_a, phones_a, emails_a)
        book.add(b, first_b, last_b, phones_b, emails_b)
        book.truth.append((a, b, kind))

    # Phone formats: the same mobile written nationally, in +44, in 0044, with spaces or
    # dashes, and with the "(0)" British cards often keep.
    forms = [
        lambda n: international(n),
        lambda n: "0044 " + n[1:],
        lambda n: n.replace(" ", ""),
        lambda n: n.replace(" ", "-"),
        lambda n: "+44 (0)" + n[1:],
        lambda n: "+44" + n[1:].replace(" ", ""),
    ]
    for index in range(18):
        first, last = next(take)
        number = book.mobile()
        pair("phone format", first, last, first, last, [number],
             [forms[index % len(forms)](number)])
    # Email case and spaces, with a phone only on one side.
    for index in range(10):
        first, last = next(take)
        address = email_of(first, last)
        written = address.upper() if index % 2 else address.title()
        pair("email case", first, last, first, last, [book.mobile()], [], [address],
             [written])
    # Nicknames, sharing a mobile or an email.
    for index, (short, full) in enumerate(NICKNAMES):
        _, last = next(take)
        if index % 2:
            number = book.mobile()
            pair("nickname", short, last, full, last, [number], [international(number)])
        else:
            pair("nickname", full, last, short, last, [], [], [email_of(full, last)],
                 [email_of(full, last).upper()])
    # Transliterations, sharing a mobile.
    for (first_a, last_a), (first_b, last_b) in TRANSLITERATIONS:
        number = book.mobile()
        pair("transliteration", first_a, last_a, first_b, last_b, [number],
             [international(number)])
    # First and last names swapped (a surname typed as the first name).
    for index in range(8):
        first, last = next(take)
        address = email_of(first, last, "example.net")
        pair("swapped names", first, last, last, first, [], [], [address], [address])
    # A name left out on one card (only the first, or only the last, name typed).
    for index in range(6):
        first, last = next(take)
        number = book.mobile()
        if index % 2:
            pair("one name missing", first, last, "", last, [number], [number])
        else:
            pair("one name missing", first, last, first, "", [number], [number])
    # Typing mistakes in one name.
    for (first_a, last_a), (first_b, last_b) in TYPOS:
        number = book.mobile()
        pair("typo", first_a, last_a, first_b, last_b, [number], [number.replace(" ", "")])
    # A person whose surname changed, with the same personal email: not found by the likely lane
    # (its names contradict), kept to show what it misses.
    for index in range(2):
        first, last = next(take)
        _, new_last = next(take)
        address = email_of(first, last, "example.com")
        pair("surname changed", first, last, first, new_last, [], [], [address], [address])

    # Hard negatives: never a likely pair.
    # A family sharing its landline: different first names, one surname.
    families = [
        ["John", "Jane", "Lucy"], ["Mark", "Mary"], ["Louis", "Louise"], ["Paul", "Paula"],
        ["Francis", "Frances"], ["Daniel", "Danielle"], ["Peter", "Rachel", "Sam"],
        ["Eric", "Erica"], ["Ian", "Jan"], ["Adam", "Aidan"],
    ]
    for names in families:
        _, last = next(take)
        landline = book.landline()
        keys = []
        for name in names:
            key, _, _ = book.person_keys()
            keys.append(book.add(key, name, last, [landline, book.mobile()]))
        for i, a in enumerate(keys):
            for b in keys[i + 1:]:
                book.truth.append((a, b, "not: family landline"))
    # An office switchboard shared by colleagues with different names.
    switchboard = "020 7946 0000"
    colleagues = []
    for _ in range(12):
        first, last = next(take)
        key, _, _ = book.person_keys()
        colleagues.append(book.add(key, first, last, [switchboard, book.mobile()]))
    for i, a in enumerate(colleagues):
        for b in colleagues[i + 1:]:
            book.truth.append((a, b, "not: office switchboard"))
    # Different people sharing a surname, with nothing else shared (a mobile each).
    for _ in range(6):
        _, last = next(take)
        keys = []
        for first in rng.sample(FIRST, 3):
            key, _, _ = book.person_keys()
            keys.append(book.add(key, first, last, [book.mobile()]))
        for i, a in enumerate(keys):
            for b in keys[i + 1:]:
                book.truth.append((a, b, "not: surname only"))
    # The same name, different people: nothing shared but the name (the possible lane's job).
    for _ in range(4):
        first, last = next(take)
        a, b, _ = book.person_keys()
        book.add(a, first, last, [book.mobile()], [email_of(first, last, "example.com")])
        book.add(b, first, last, [book.mobile()], [email_of(first, last, "example.net")])
        book.truth.append((a, b, "not: same name only"))
    # Singles, to make the book less small.
    for _ in range(40):
        first, last = next(take)
        key, _, _ = book.person_keys()
        book.add(key, first, last, [book.mobile()], [email_of(first, last)])
    return book


def escape(text):
    return text.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;")


def vcard(card):
    key, first, last, phones, emails, org = card
    lines = ["BEGIN:VCARD", "VERSION:3.0", f"N:{escape(last)};{escape(first)};;;",
             "FN:" + escape(" ".join(part for part in (first, last) if part))]
    # A landline (01632…) is a home number, the switchboard (020…) a work one, the rest mobiles.
    kinds = {"01632": "HOME", "020 7": "WORK"}
    lines += [f"TEL;TYPE={kinds.get(phone[:5], 'CELL')}:{phone}" for phone in phones]
    lines += [f"EMAIL;TYPE=HOME:{email}" for email in emails]
    lines += [f"NOTE:{key}", "END:VCARD"]
    return "\r\n".join(lines) + "\r\n"


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
    book = build(random.Random(SEED))
    # The cards in a shuffled order, so a pair is not always two neighbouring ids.
    cards = list(book.cards)
    random.Random(SEED + 1).shuffle(cards)
    (out / "variations.vcf").write_text("".join(vcard(card) for card in cards), encoding="utf-8")
    lines = [f"{a}\t{b}\t{kind}\n" for a, b, kind in book.truth]
    (out / "variations-truth.tsv").write_text("".join(lines), encoding="utf-8")
    print(f"{len(cards)} cards, {sum(not k.startswith('not:') for _, _, k in book.truth)} true "
          f"pairs, {sum(k.startswith('not:') for _, _, k in book.truth)} hard negatives")


if __name__ == "__main__":
    main()
