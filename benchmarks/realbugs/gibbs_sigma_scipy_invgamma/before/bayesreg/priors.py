from typing import NamedTuple


class ConjugatePrior(NamedTuple):
    beta_scale: float = 100.0   # beta ~ N(0, beta_scale^2 I)
    a: float = 0.01             # sigma^2 ~ InverseGamma(a, b)
    b: float = 0.01
