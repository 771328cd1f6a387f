from typing import NamedTuple


class SearchConfig(NamedTuple):
    dirichlet_alpha: float = 0.3
    noise_fraction: float = 0.25
    temperature: float = 1.0
