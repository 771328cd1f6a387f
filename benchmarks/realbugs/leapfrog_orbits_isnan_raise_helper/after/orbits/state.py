from typing import NamedTuple

import jax


class SystemState(NamedTuple):
    positions: jax.Array
    velocities: jax.Array
