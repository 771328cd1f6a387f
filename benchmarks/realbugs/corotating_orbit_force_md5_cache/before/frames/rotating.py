import hashlib

import jax.numpy as jnp
import numpy as np


class RotatingFrameForce:
    """Fictitious (centrifugal + Coriolis) acceleration in a frame rotating with angular velocity omega."""

    def __init__(self, omega):
        self.omega = jnp.asarray(omega)
        self._cache = {}

    def _key(self, x, v):
        return hashlib.md5(np.array([*x, *v]).tobytes()).hexdigest()  # expect: JXL401

    def __call__(self, x, v):
        key = self._key(x, v)
        if key not in self._cache:
            centrifugal = -jnp.cross(self.omega, jnp.cross(self.omega, x))
            coriolis = -2.0 * jnp.cross(self.omega, v)
            self._cache = {key: centrifugal + coriolis}  # expect: JXL202
        return self._cache[key]
