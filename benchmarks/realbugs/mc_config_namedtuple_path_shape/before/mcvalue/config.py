from typing import NamedTuple


class MCConfig(NamedTuple):
    """Simulation settings: how many paths and how many time steps per path."""

    n_paths: int = 10_000
    n_steps: int = 50
