from typing import NamedTuple


class OUParams(NamedTuple):
    """dx = -(x - mu) / tau dt + sigma sqrt(2 / tau) dW."""

    sigma: float = 1.0
    mu: float = 10.0
    tau: float = 0.05
