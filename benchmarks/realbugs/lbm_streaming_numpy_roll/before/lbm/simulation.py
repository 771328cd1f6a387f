import jax
import jax.numpy as jnp

from lbm.collision import bgk_collide, equilibrium, macroscopic
from lbm.lattice import D2Q9
from lbm.streaming import bounce_back, stream


class ChannelFlow:
    """Body-force driven flow between two walls (rows 0 and ny - 1), periodic along x."""

    def __init__(self, nx, ny, tau=0.8, gravity=1e-5, steps_per_call=1000):
        self.lattice = D2Q9()
        self.tau = tau
        self.solid = jnp.zeros((nx, ny), dtype=bool).at[:, 0].set(True).at[:, -1].set(True)
        self.body_force = jnp.array([gravity, 0.0])
        self.steps_per_call = steps_per_call
        self.shape = (nx, ny)
        self.advance = jax.jit(self._advance)

    def initial(self):
        return equilibrium(jnp.ones(self.shape), jnp.zeros(self.shape + (2,)), self.lattice)

    def _step(self, f, _):
        collided = bgk_collide(f, self.lattice, self.tau, self.body_force)
        f = jnp.where(self.solid[..., None], f, collided)
        return bounce_back(stream(f, self.lattice), self.solid, self.lattice), None

    def _advance(self, f):
        f, _ = jax.lax.scan(self._step, f, None, length=self.steps_per_call)
        return f

    def velocity(self, f):
        return macroscopic(f, self.lattice)[1]
