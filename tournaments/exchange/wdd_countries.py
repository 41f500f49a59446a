"""The World Diplomacy Database's own codes, as data, both directions.

Countries: the WDD writes a country as a three-letter abbreviation of its
French name (ALL = Allemagne = Germany, ANG = Angleterre = United Kingdom,
HOL = Hollande = Netherlands, SUI = Suisse, ...) or, for countries added
later, the ISO 3166-1 alpha-2 code. YYY is a blank flag, ZZZ "not known".
The table lists the WDD's codes (its flag list) with the ISO code each
means. Note two two-letter WDD codes that are NOT the ISO country of the
same letters: SA is South Africa (ISO ZA; ISO SA is Saudi Arabia) and GU
is Guinea (ISO GN; ISO GU is Guam). In a WDD file the WDD's meaning wins.

Powers: the WDD upload writes a power as "0" (the standard map) followed by
the first two letters of its English name: 0AU Austria ... 0TU Turkey.
"""

from django.utils.translation import gettext
from django_countries import countries

BLANK = "YYY"  # the WDD's blank flag: no country given
UNKNOWN = "ZZZ"  # the WDD's "n.c.": country not known

#: WDD country code -> ISO 3166-1 alpha-2
WDD_TO_ISO: dict[str, str] = {
    "ALG": "DZ",
    "AD": "AD",
    "AO": "AO",
    "ARG": "AR",
    "AUS": "AU",
    "AUT": "AT",
    "BLR": "BY",
    "BEL": "BE",
    "BEN": "BJ",
    "BOT": "BW",
    "BRE": "BR",
    "BF": "BF",
    "BI": "BI",
    "CAM": "CM",
    "CAN": "CA",
    "CV": "CV",
    "CF": "CF",
    "TD": "TD",
    "CHI": "CN",
    "COM": "KM",
    "CZE": "CZ",
    "RDC": "CD",
    "DAN": "DK",
    "DJI": "DJ",
    "EGY": "EG",
    "GQ": "GQ",
    "ER": "ER",
    "ETH": "ET",
    "FIN": "FI",
    "FRA": "FR",
    "GAB": "GA",
    "GM": "GM",
    "GEO": "GE",
    "ALL": "DE",
    "GH": "GH",
    "GRE": "GR",
    "GU": "GN",
    "GW": "GW",
    "HON": "HU",
    "ISL": "IS",
    "IN": "IN",
    "IRN": "IR",
    "IRL": "IE",
    "ISR": "IL",
    "ITA": "IT",
    "CI": "CI",
    "JAP": "JP",
    "KAZ": "KZ",
    "KEN": "KE",
    "LB": "LB",
    "LS": "LS",
    "LR": "LR",
    "LY": "LY",
    "LI": "LI",
    "LUX": "LU",
    "MG": "MG",
    "MW": "MW",
    "ML": "ML",
    "MT": "MT",
    "MR": "MR",
    "MU": "MU",
    "MEX": "MX",
    "MOL": "MD",
    "MON": "MC",
    "MAR": "MA",
    "MZ": "MZ",
    "NA": "NA",
    "HOL": "NL",
    "NZE": "NZ",
    "NE": "NE",
    "NG": "NG",
    "NGE": "NO",
    "PAK": "PK",
    "PHI": "PH",
    "POL": "PL",
    "POR": "PT",
    "CG": "CG",
    "ROU": "RO",
    "RUS": "RU",
    "RW": "RW",
    "SM": "SM",
    "ST": "ST",
    "SN": "SN",
    "SEY": "SC",
    "SL": "SL",
    "SG": "SG",
    "SO": "SO",
    "SA": "ZA",
    "COR": "KR",
    "ESP": "ES",
    "SD": "SD",
    "SZ": "SZ",
    "SUE": "SE",
    "SUI": "CH",
    "SY": "SY",
    "TJ": "TJ",
    "TZ": "TZ",
    "THA": "TH",
    "TG": "TG",
    "TUN": "TN",
    "TUR": "TR",
    "UG": "UG",
    "UKR": "UA",
    "ANG": "GB",
    "USA": "US",
    "VN": "VN",
    "ZM": "ZM",
    "ZW": "ZW",
}

#: WDD codes that name no current ISO country: read as blank, never guessed.
NO_ISO_COUNTRY: frozenset[str] = frozenset({BLANK, UNKNOWN, "YOU"})  # YOU = Yugoslavia

#: ISO alpha-2 -> WDD code (the inverse table)
ISO_TO_WDD: dict[str, str] = {iso: wdd for wdd, iso in WDD_TO_ISO.items()}

_ISO_CODES = {code for code, _name in countries}

#: classic power name -> WDD power code, and back
POWER_TO_WDD: dict[str, str] = {
    power: f"0{power[:2].upper()}"
    for power in ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
}
WDD_TO_POWER: dict[str, str] = {code: power for power, code in POWER_TO_WDD.items()}


class UnknownCode(ValueError):
    pass


def to_iso(code: str | None) -> str:
    """ISO alpha-2 for a WDD country code ("" for blank/unknown); UnknownCode otherwise.

    Accepts the WDD's own codes first, then plain ISO alpha-2 codes (the WDD
    mixes them in), in any case.
    """
    value = (code or "").strip().upper()
    if not value or value in NO_ISO_COUNTRY:
        return ""
    if value in WDD_TO_ISO:
        return WDD_TO_ISO[value]
    if len(value) == 2 and value in _ISO_CODES:
        return value
    raise UnknownCode(
        gettext("%(code)s is not a WDD country code (nor an ISO 3166-1 alpha-2 code)")
        % {"code": repr(value[:20])}
    )


def to_wdd(iso: str | None) -> str:
    """The WDD code for an ISO alpha-2 country: its WDD code, else the ISO code
    itself unless that means another country in the WDD's table (then ZZZ);
    blank gives YYY."""
    value = (str(iso) if iso else "").strip().upper()
    if not value:
        return BLANK
    if value in ISO_TO_WDD:
        return ISO_TO_WDD[value]
    if value in WDD_TO_ISO:  # e.g. SA (Saudi Arabia) would read back as South Africa
        return UNKNOWN
    return value


def power_to_wdd(power: str) -> str:
    """0AU for Austria ...; a variant's power name is written as it is."""
    return POWER_TO_WDD.get(power, power)


def power_from_wdd(value: str) -> str:
    """Austria for 0AU (or for "austria"); UnknownCode for anything else."""
    text = (value or "").strip()
    if text.upper() in WDD_TO_POWER:
        return WDD_TO_POWER[text.upper()]
    for power in POWER_TO_WDD:
        if text.casefold() == power.casefold():
            return power
    raise UnknownCode(
        gettext("%(code)s is not a power (0AU, 0EN, 0FR, 0GE, 0IT, 0RU, 0TU or the power's name)")
        % {"code": repr(text[:20])}
    )
