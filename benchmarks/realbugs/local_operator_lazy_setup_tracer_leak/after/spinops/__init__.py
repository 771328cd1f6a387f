from spinops.local_operator import LocalIsingJax
from spinops.sampler import MetropolisHamiltonian

__all__ = ["LocalIsingJax", "MetropolisHamiltonian"]
