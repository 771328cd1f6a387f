"""A point mass pushed towards the origin."""

import jax
import jax.numpy as jnp

from minibrax.state import QP, State


class PointMass:
    dt = 0.05

    def reset(self, rng):
        pos = jax.random.uniform(rng, (2,), minval=-1.0, maxval=1.0)
        qp = QP(pos=pos, vel=jnp.zeros(2))
        return State(qp=qp, obs=self._obs(qp), reward=jnp.zeros(()))

    def step(self, state, action):
        vel = state.qp.vel + self.dt * action
        qp = QP(pos=state.qp.pos + self.dt * vel, vel=vel)
        return State(qp=qp, obs=self._obs(qp), reward=-jnp.sum(qp.pos ** 2))

    def _obs(self, qp):
        return jnp.concatenate([qp.pos, qp.vel])
