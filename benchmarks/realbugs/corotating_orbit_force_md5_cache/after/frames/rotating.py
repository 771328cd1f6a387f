import jax.numpy as jnp


class RotatingFrameForce:
    """Fictitious (centrifugal + Coriolis) acceleration in a frame rotating with angular velocity omega."""

    def __init__(self, omega):
        self.omega = jnp.asarray(omega)

    def __call__(self, x, v):
        # No input cache: under jit the force is recomputed anyway, and hashing would need concrete values.
        centrifugal = -jnp.cross(self.omega, jnp.cross(self.omega, x))
        coriolis = -2.0 * jnp.cross(self.omega, v)
        return centrifugal + coriolis
