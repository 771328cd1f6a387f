from svterm.params import SVParams
from svterm.term_structure import TermStructure

__all__ = ["SVParams", "TermStructure"]
