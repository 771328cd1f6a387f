from thcfactor.objective import compute_objective_batched
from thcfactor.fit import fit_thc

__all__ = ["compute_objective_batched", "fit_thc"]
