from dataclasses import dataclass

import jax


@dataclass
class SolverConfig:
    dt: float
    num_steps: int


# Registered so that a config can be passed straight into jitted solvers.
jax.tree_util.register_dataclass(SolverConfig, data_fields=["dt", "num_steps"], meta_fields=[])
