import jax.numpy as jnp


class ConstantVelocity:
    """Planar target [x, y, vx, vy] moving at constant velocity between radar scans."""

    def __init__(self, dt=1.0, accel_noise=0.05):
        self.dt = dt
        self.F = jnp.array([[1.0, 0.0, dt, 0.0], [0.0, 1.0, 0.0, dt], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]])
        g = jnp.array([[0.5 * dt**2, 0.0], [0.0, 0.5 * dt**2], [dt, 0.0], [0.0, dt]])
        self.Q = accel_noise**2 * g @ g.T

    def transition(self, state):
        return self.F @ state


class RangeBearingRadar:
    """A radar at the origin measuring range and bearing."""

    def __init__(self, range_std=0.5, bearing_std=0.01):
        self.R = jnp.diag(jnp.array([range_std**2, bearing_std**2]))

    def measure(self, state):
        return jnp.array([jnp.hypot(state[0], state[1]), jnp.arctan2(state[1], state[0])])
