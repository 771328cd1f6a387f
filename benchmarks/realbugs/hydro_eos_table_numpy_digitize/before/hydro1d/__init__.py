from hydro1d.eos import TabulatedEOS
from hydro1d.solver import LaxFriedrichs

__all__ = ["LaxFriedrichs", "TabulatedEOS"]
