from dataclasses import dataclass

import jax


@dataclass
class SolverConfig:
    dt: float
    num_steps: int


# Registered so that a config can be passed straight into jitted solvers. The step count fixes the length of the
# unrolled loop, so it is static metadata; a new count compiles a new solver.
jax.tree_util.register_dataclass(SolverConfig, data_fields=["dt"], meta_fields=["num_steps"])
