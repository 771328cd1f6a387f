import jax
import jax.numpy as jnp

from armkin.jacobian import geometric_jacobian


class ResolvedRateController:
    """Moves the end effector towards a target with joint rates from the pseudo-inverse of the linear Jacobian."""

    def __init__(self, robot, gain=5.0, dt=0.01):
        self.robot = robot
        self.gain = gain
        self.dt = dt
        self.step = jax.jit(self._step)

    def _step(self, q, target):
        frames = self.robot.frames(q)
        J = geometric_jacobian(frames)
        velocity = self.gain * (target - frames[-1][:3, 3])
        return q + self.dt * jnp.linalg.pinv(J[:3]) @ velocity
