from dataclasses import dataclass, field

import jax.numpy as jnp


@dataclass(frozen=True)
class D2Q9:
    """Discrete velocities (rest, E, N, W, S, NE, NW, SW, SE), weights and opposite directions."""

    velocities: tuple = ((0, 0), (1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, 1), (-1, -1), (1, -1))
    weights: tuple = (4 / 9, 1 / 9, 1 / 9, 1 / 9, 1 / 9, 1 / 36, 1 / 36, 1 / 36, 1 / 36)
    opposite: tuple = (0, 3, 4, 1, 2, 7, 8, 5, 6)
    c: jnp.ndarray = field(init=False)
    w: jnp.ndarray = field(init=False)

    def __post_init__(self):
        object.__setattr__(self, "c", jnp.array(self.velocities, dtype=jnp.float32))
        object.__setattr__(self, "w", jnp.array(self.weights, dtype=jnp.float32))
