import jax
import jax.numpy as jnp

from .lattice import equilibrium, macroscopic
from .operators import bounce_back_walls, collide, stream


class ChannelFlow:
    """Body-force driven flow between two plates: periodic in x, solid rows at y = 0 and y = ny - 1."""

    def __init__(self, nx=8, ny=21, tau=0.8, body_force=1e-5):
        self.nx, self.ny = nx, ny
        self.tau = tau
        self.body_force = body_force
        self.run = jax.jit(self._run, static_argnames=("num_steps",))

    def initial(self):
        return equilibrium(jnp.ones((self.nx, self.ny)), jnp.zeros((2, self.nx, self.ny)))

    def _step(self, f, _):
        f_col = collide(f, self.tau, self.body_force)
        f = bounce_back_walls(stream(f_col), f_col)
        return f, None

    def _run(self, f, num_steps):
        f, _ = jax.lax.scan(self._step, f, None, length=num_steps)
        return f

    def velocity_profile(self, f):
        _, u = macroscopic(f)
        return jnp.mean(u[0], axis=0)
