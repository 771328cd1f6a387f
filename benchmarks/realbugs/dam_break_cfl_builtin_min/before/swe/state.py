from typing import NamedTuple

import jax


class WaterColumn(NamedTuple):
    depth: jax.Array
    discharge: jax.Array
    time: jax.Array
